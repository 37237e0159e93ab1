/**
 * Products list (/products, one page of GET /api/products; a failure shows the public error state).
 *
 * The route loader fetches the page of the list (on the server for the first HTML, in the browser
 * on each navigation) and the page starts here with what it got: the products with how many there
 * are over all pages, or that the call failed.
 * States: starting (transient) → loaded | empty | failed; empty and failed offer try-again, which
 * asks again: loading → loaded | empty | failed. Another category, search, page or language is another URL,
 * so another loader run and a new actor: the list takes no query events.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import type { ProductSummary } from '../src/api/products';
import { missingPromiseActor } from './not-provided';

export interface ProductsQuery {
  category: string | null;
  /** What the visitor searched for, or null for the whole list. */
  q: string | null;
  language: Language;
  /** The page of the list, from 1. */
  page: number;
}

/** One page of the list, and how many products all its pages hold. */
export interface ProductsPageAnswer {
  products: ProductSummary[];
  total: number;
}

/** What the route loader hands the page: its page of the list, or that asking for it failed. */
export type ProductsLoad = ({ status: 'loaded' } & ProductsPageAnswer) | { status: 'failed' };

export interface ProductsListInput extends ProductsQuery {
  loaded: ProductsLoad;
}

export interface ProductsListContext extends ProductsQuery {
  products: ProductSummary[];
  /** Products over all pages. */
  total: number;
  /** Whether the loader's call failed: read once, by `starting`. */
  loaderFailed: boolean;
}

export const productsListMachine = setup({
  types: {
    context: {} as ProductsListContext,
    input: {} as ProductsListInput,
    events: {} as { type: 'retry.requested' },
  },
  actors: {
    fetchProducts: missingPromiseActor<ProductsPageAnswer, ProductsQuery>('fetchProducts'),
  },
  guards: {
    hasLoaderFailed: ({ context }) => context.loaderFailed,
    hasProducts: (_, params: { products: ProductSummary[] }) => params.products.length > 0,
  },
}).createMachine({
  id: 'productsList',
  context: ({ input }) => ({
    category: input.category,
    q: input.q,
    language: input.language,
    page: input.page,
    products: input.loaded.status === 'loaded' ? input.loaded.products : [],
    total: input.loaded.status === 'loaded' ? input.loaded.total : 0,
    loaderFailed: input.loaded.status === 'failed',
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasLoaderFailed', target: 'failed' },
        {
          guard: { type: 'hasProducts', params: ({ context }) => ({ products: context.products }) },
          target: 'loaded',
        },
        { target: 'empty' },
      ],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({
          category: context.category,
          q: context.q,
          language: context.language,
          page: context.page,
        }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ products: event.output.products }) },
            target: 'loaded',
            actions: assign({
              products: ({ event }) => event.output.products,
              total: ({ event }) => event.output.total,
            }),
          },
          // Only empty and failed lead here, and neither holds products: nothing to clear.
          { target: 'empty', actions: assign({ total: ({ event }) => event.output.total }) },
        ],
        onError: { target: 'failed' },
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
