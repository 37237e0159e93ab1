import type { AnyMachineSnapshot } from 'xstate';
import { newsAdminListMachine } from '../../../machines/news-admin-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { NewsItem } from '../../../src/api/news';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { branchNews, lineNews } from '../news-fixtures';

/** The row a walk switches on and deletes, while the table shows it. */
const lineIn = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.items as NewsItem[]).filter((item) => item.id === lineNews.id);

export const newsAdminListModel: MachineModel = {
  machine: newsAdminListMachine.provide({
    actors: { fetchItems: pendingActor(), deleteItem: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchItems': [{ output: [branchNews, lineNews] }, { output: [] }],
    'xstate.error.actor.fetchItems': [
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not a list of news items') },
    ],
    'retry.requested': [{}],
    // The row's eye button, saved: the server now holds it active.
    'item.updated': (snapshot) => lineIn(snapshot).map((item) => ({ item: { ...item, active: true } })),
    'delete.requested': (snapshot) => lineIn(snapshot).map((item) => ({ item })),
    'delete.confirmed': [{}],
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteItem': [
      { output: { success: true, message: 'News item deleted successfully', code: 'newsDeleted' } },
      // An answer without a code (an older server): the client's own words.
      { output: { success: true, message: 'News item deleted successfully' } },
    ],
    'xstate.error.actor.deleteItem': [
      { error: new ApiError('response', 'Request failed with status code 404', 404, 'newsNotFound') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new TypeError('not an answer') },
    ],
  },
};
