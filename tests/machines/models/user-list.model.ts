import { userListMachine } from '../../../machines/user-list.machine';
import { ApiError } from '../../../src/api/errors';
import { adminUser, noop, plainUser } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const userListModel: MachineModel = {
  machine: userListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [adminUser, plainUser] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an ApiError') },
    ],
    'retry.requested': [{}],
    'item.updated': [{ item: { ...plainUser, full_name: 'Robert Builder' } }],
    'delete.requested': [{ item: plainUser }],
    'delete.confirmed': [{}],
    'delete.cancelled': [{}],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'User deleted successfully' } },
      { output: { success: false, message: 'You cannot delete your own account' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.deleteItem': [
      { error: new ApiError('response', 'Request failed', 409, 'At least one administrator must remain') },
      { error: new TypeError('not an ApiError') },
    ],
  },
};
