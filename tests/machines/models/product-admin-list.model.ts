import { productAdminListMachine } from '../../../machines/product-admin-list.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe } from '../product-fixtures';

export const productAdminListModel: MachineModel = {
  machine: productAdminListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [cpvcPipe, pprPipe] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an ApiError') },
    ],
    'retry.requested': [{}],
    'item.updated': [{ item: { ...pprPipe, name: 'PPR Pipe PN25' } }],
    'delete.requested': [{ item: pprPipe }],
    'delete.confirmed': [{}],
    'delete.cancelled': [{}],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'Product deleted successfully' } },
      { output: { success: false, message: 'Product not found' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.deleteItem': [
      { error: new ApiError('response', 'Request failed', 404, 'Product not found') },
      { error: new TypeError('not an ApiError') },
    ],
  },
};
