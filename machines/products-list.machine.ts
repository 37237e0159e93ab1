/**
 * Products list (/products, from GET /api/products; a failure shows the public error state).
 *
 * The route loader fetches the list (on the server for the first HTML, in the browser on each
 * navigation) and the page starts here with what it got: the products, or that the call failed.
 * States: starting (transient) → loaded | empty | failed; empty and failed offer try-again, which
 * asks again: loading → loaded | empty | failed. Another category or language is another URL, so
 * another loader run and a new actor: the list takes no query events.
 * Events: retry.requested.
 */
import { assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import type { ProductSummary } from '../src/api/products';
import { missingPromiseActor } from './not-provided';

export interface ProductsQuery {
  category: string | null;
  language: Language;
}

/** What the route loader hands the page: the list, or that asking for it failed. */
export type ProductsLoad = { status: 'loaded'; products: ProductSummary[] } | { status: 'failed' };

export interface ProductsListInput extends ProductsQuery {
  loaded: ProductsLoad;
}

export interface ProductsListContext extends ProductsQuery {
  products: ProductSummary[];
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
    fetchProducts: missingPromiseActor<ProductSummary[], ProductsQuery>('fetchProducts'),
  },
  guards: {
    hasLoaderFailed: ({ context }) => context.loaderFailed,
    hasProducts: (_, params: { products: ProductSummary[] }) => params.products.length > 0,
  },
}).createMachine({
  id: 'productsList',
  context: ({ input }) => ({
    category: input.category,
    language: input.language,
    products: input.loaded.status === 'loaded' ? input.loaded.products : [],
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
        input: ({ context }) => ({ category: context.category, language: context.language }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ products: event.output }) },
            target: 'loaded',
            actions: assign({ products: ({ event }) => event.output }),
          },
          // Only empty and failed lead here, and neither holds products: nothing to clear.
          { target: 'empty' },
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
