import { productDetailMachine } from '../../../machines/product-detail.machine';
import { ApiError } from '../../../src/api/errors';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, product } from '../product-fixtures';

const sameCategory = product(3, 'cpvc-pipes', 'CPVC Elbow');

// Inputs: fetch by id; an invalid id; server-rendered product with and without related ones
// (none left after filtering counts as empty); server-rendered "no such product".
export const productDetailModel: MachineModel = {
  machine: productDetailMachine.provide({
    actors: { fetchProduct: pendingActor(), fetchRelated: pendingActor() },
  }),
  inputs: [
    { id: 1, language: 'en' },
    { id: null, language: 'en' },
    { id: 1, language: 'ar', product: cpvcPipe, related: [cpvcPipe, sameCategory] },
    { id: 1, language: 'en', product: cpvcPipe, related: [cpvcPipe] },
    { id: 9, language: 'en', product: null },
  ],
  events: {
    'language.changed': [{ language: 'en' }, { language: 'ar' }],
    'xstate.done.actor.fetchProduct': [{ output: cpvcPipe }],
    'xstate.error.actor.fetchProduct': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'Product not found') },
    ],
    'xstate.done.actor.fetchRelated': [{ output: [cpvcPipe, sameCategory] }, { output: [cpvcPipe] }],
    'xstate.error.actor.fetchRelated': [{ error: new ApiError('noResponse', 'Network Error') }],
  },
};
