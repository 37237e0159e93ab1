import { productAdminListMachine } from '../../../machines/product-admin-list.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe } from '../product-fixtures';

export const productAdminListModel: MachineModel = {
  machine: productAdminListMachine.provide({
    actors: { fetchProducts: pendingActor(), deleteProduct: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchProducts': [{ output: [cpvcPipe, pprPipe] }],
    'xstate.error.actor.fetchProducts': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an ApiError') },
    ],
    'retry.requested': [{}],
    'delete.requested': [{ product: pprPipe }],
    'delete.confirmed': [{}],
    'delete.cancelled': [{}],
    'xstate.done.actor.deleteProduct': [
      { output: { success: true, message: 'Product deleted successfully' } },
      { output: { success: false, message: 'Product not found' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.deleteProduct': [
      { error: new ApiError('response', 'Request failed', 404, 'Product not found') },
      { error: new TypeError('not an ApiError') },
    ],
  },
};
