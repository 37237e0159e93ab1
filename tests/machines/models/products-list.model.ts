import type { AnyMachineSnapshot } from 'xstate';
import { type ProductsListContext, productsListMachine } from '../../../machines/products-list.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe, product, summaryOf } from '../product-fixtures';

const orangePipe = product(5, 'orange-pipes', 'Orange Drain Pipe');

/** What the server lists for a category, as `GET /api/products?category=` would: one page. */
export function listed(category: string | null) {
  const all = [cpvcPipe, pprPipe, orangePipe].map(summaryOf);
  const products = category === null ? all : all.filter((p) => p.category === category);
  return { products, total: products.length };
}

// The loader's outcomes: a list, an empty list (an Arabic page), a failed call. Try-again then
// answers with the category's products, nothing, or a failure.
export const productsListModel: MachineModel = {
  machine: productsListMachine.provide({ actors: { fetchProducts: pendingActor() } }),
  inputs: [
    { category: null, language: 'en', page: 1, loaded: { status: 'loaded', ...listed(null) } },
    { category: 'cpvc-pipes', language: 'ar', page: 1, loaded: { status: 'loaded', products: [], total: 0 } },
    { category: 'orange-pipes', language: 'en', page: 1, loaded: { status: 'failed' } },
    // The second of two pages: 27 products, 24 a page.
    {
      category: null,
      language: 'ar',
      page: 2,
      loaded: { status: 'loaded', products: listed(null).products, total: 27 },
    },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchProducts': (snapshot: AnyMachineSnapshot) => [
      { output: listed((snapshot.context as ProductsListContext).category) },
      { output: { products: [], total: 0 } },
    ],
    'xstate.error.actor.fetchProducts': [
      { error: new ApiError('timeout', 'timeout of 15000ms exceeded') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
  },
};
