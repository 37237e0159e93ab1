import type { AnyMachineSnapshot } from 'xstate';
import { type ProductsListContext, productsListMachine } from '../../../machines/products-list.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe, product, summaryOf } from '../product-fixtures';

const orangePipe = product(5, 'orange-pipes', 'Orange Drain Pipe');

/** What the server lists for a category, as `GET /api/products?category=` would. */
export function listed(category: string | null) {
  const all = [cpvcPipe, pprPipe, orangePipe].map(summaryOf);
  return category === null ? all : all.filter((p) => p.category === category);
}

// The loader's outcomes: a list, an empty list (an Arabic page), a failed call. Try-again then
// answers with the category's products, nothing, or a failure.
export const productsListModel: MachineModel = {
  machine: productsListMachine.provide({ actors: { fetchProducts: pendingActor() } }),
  inputs: [
    { category: null, language: 'en', loaded: { status: 'loaded', products: listed(null) } },
    { category: 'cpvc-pipes', language: 'ar', loaded: { status: 'loaded', products: [] } },
    { category: 'orange-pipes', language: 'en', loaded: { status: 'failed' } },
  ],
  events: {
    'retry.requested': [{}],
    'xstate.done.actor.fetchProducts': (snapshot: AnyMachineSnapshot) => [
      { output: listed((snapshot.context as ProductsListContext).category) },
      { output: [] },
    ],
    'xstate.error.actor.fetchProducts': [
      { error: new ApiError('timeout', 'timeout of 15000ms exceeded') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
  },
};
