import type { AnyMachineSnapshot } from 'xstate';
import { userListMachine } from '../../../machines/user-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { User } from '../../../src/api/users';
import { adminUser, noop, plainUser } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** The row a walk edits and deletes, while the table shows it. */
const bobIn = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.items as User[]).filter((user) => user.id === plainUser.id);

export const userListModel: MachineModel = {
  machine: userListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [adminUser, plainUser] }, { output: [] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('timeout', 'timeout exceeded') },
      { error: new TypeError('not a list of users') },
    ],
    'retry.requested': [{}],
    // A saved edit in the row's Edit dialog.
    'item.updated': (snapshot) =>
      bobIn(snapshot).map(() => ({ item: { ...plainUser, full_name: 'Robert Builder' } })),
    'delete.requested': (snapshot) => bobIn(snapshot).map((item) => ({ item })),
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'User deleted successfully', code: 'userDeleted' } },
      // An answer without a code (an older server): the client's own words.
      { output: { success: true, message: 'User deleted successfully' } },
    ],
    'xstate.error.actor.deleteItem': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'userNotFound') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an answer') },
    ],
  },
};
