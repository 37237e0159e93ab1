import type { AnyMachineSnapshot } from 'xstate';
import { contactMessagesListMachine } from '../../../machines/contact-messages-list.machine';
import type { ContactMessageItem } from '../../../src/api/contact';
import { ApiError } from '../../../src/api/errors';
import { quoteMessage, supportMessage } from '../contact-messages-fixtures';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** The row a walk marks read and deletes, while the table shows it. */
const quoteIn = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.items as ContactMessageItem[]).filter((item) => item.id === quoteMessage.id);

export const contactMessagesListModel: MachineModel = {
  machine: contactMessagesListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [quoteMessage, supportMessage] }, { output: [] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
    'retry.requested': [{}],
    // The row's read button, saved: the server now holds it read.
    'item.updated': (snapshot) => quoteIn(snapshot).map((item) => ({ item: { ...item, read: true } })),
    'delete.requested': (snapshot) => quoteIn(snapshot).map((item) => ({ item })),
    'delete.confirmed': [{}],
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'Message deleted successfully', code: 'contactDeleted' } },
      // An answer without a code (an older server): the client's own words.
      { output: { success: true, message: 'Message deleted successfully' } },
    ],
    'xstate.error.actor.deleteItem': [
      {
        error: new ApiError('response', 'Request failed with status code 404', 404, 'contactMessageNotFound'),
      },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
  },
};
