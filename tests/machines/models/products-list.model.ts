import { productsListMachine } from '../../../machines/products-list.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe } from '../product-fixtures';

// Server-rendered products (some, none) start without a request; no products means a fetch.
// Two queries are enough to take the refetch from every state and the ignored repeat of a query.
export const productsListModel: MachineModel = {
  machine: productsListMachine.provide({ actors: { fetchProducts: pendingActor() } }),
  inputs: [
    { category: null, language: 'en' },
    { category: 'cpvc-pipes', language: 'ar', products: [cpvcPipe] },
    { category: 'orange-pipes', language: 'en', products: [] },
  ],
  events: {
    'retry.requested': [{}],
    'query.changed': [
      { category: null, language: 'en' },
      { category: 'cpvc-pipes', language: 'ar' },
    ],
    'xstate.done.actor.fetchProducts': [{ output: [cpvcPipe, pprPipe] }, { output: [] }],
    'xstate.error.actor.fetchProducts': [
      { error: new ApiError('timeout', 'timeout of 15000ms exceeded') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
    ],
  },
};
