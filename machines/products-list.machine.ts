/**
 * Products list (spec §2 /products, §4 "Products list", §7 GET /api/products, §8 public errors).
 *
 * States: starting (transient: server-rendered products start `loaded` or `empty` without a
 * request) → loading → loaded | empty | failed.
 * Events: retry.requested (from failed and empty), query.changed { category, language } (a new
 * category or language fetches again; the same query is ignored, so a view may send it on mount).
 */
import { assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import type { Product } from '../src/api/products';
import { missingPromiseActor } from './not-provided';

/** Texts the list shows (spec §8 "Products list"); the lead moves them to src/api/client-messages.ts. */
export const productsListMessages = {
  failed: 'Failed to load products. Please try again later.',
  empty: 'No products available at the moment.',
} as const;

export interface ProductsQuery {
  category: string | null;
  language: Language;
}

export interface ProductsListInput extends ProductsQuery {
  /** Products the server already rendered; given, the list starts with them and fetches nothing. */
  products?: Product[];
}

export interface ProductsListContext extends ProductsQuery {
  products: Product[];
  /** Whether the input carried products: read once, by `starting`, to skip the first request. */
  serverRendered: boolean;
}

export const productsListMachine = setup({
  types: {
    context: {} as ProductsListContext,
    input: {} as ProductsListInput,
    events: {} as
      | { type: 'retry.requested' }
      | { type: 'query.changed'; category: string | null; language: Language },
  },
  actors: {
    fetchProducts: missingPromiseActor<Product[], ProductsQuery>('fetchProducts'),
  },
  guards: {
    hasServerProducts: ({ context }) => context.serverRendered && context.products.length > 0,
    isServerRendered: ({ context }) => context.serverRendered,
    hasProducts: (_, params: { products: Product[] }) => params.products.length > 0,
    isNewQuery: ({ context, event }) =>
      event.type === 'query.changed' &&
      (event.category !== context.category || event.language !== context.language),
  },
}).createMachine({
  id: 'productsList',
  context: ({ input }) => ({
    category: input.category,
    language: input.language,
    products: input.products ?? [],
    serverRendered: input.products !== undefined,
  }),
  initial: 'starting',
  on: {
    'query.changed': {
      guard: 'isNewQuery',
      // Targeting the child from the root re-enters `loading` even when it is active, which
      // cancels the request for the old query and starts one for the new.
      target: '.loading',
      actions: assign(({ event }) => ({ category: event.category, language: event.language })),
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasServerProducts', target: 'loaded' },
        { guard: 'isServerRendered', target: 'empty' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({ category: context.category, language: context.language }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ products: event.output }) },
            target: 'loaded',
            actions: assign({ products: ({ event }) => event.output }),
          },
          { target: 'empty', actions: assign({ products: [] }) },
        ],
        onError: { target: 'failed', actions: assign({ products: [] }) },
      },
    },
    loaded: {},
    empty: {
      on: { 'retry.requested': { target: 'loading' } },
    },
    failed: {
      tags: 'error',
      on: { 'retry.requested': { target: 'loading' } },
    },
  },
});
