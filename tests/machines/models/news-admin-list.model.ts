import type { AnyMachineSnapshot } from 'xstate';
import { type NewsTableQuery, newsAdminListMachine } from '../../../machines/news-admin-list.machine';
import { type PagedTableContext, sameTableQuery, type TablePage } from '../../../machines/paged-table';
import { ApiError } from '../../../src/api/errors';
import type { AdminNewsItem } from '../../../src/api/news';
import type { NewsSort } from '../../../src/api/news-sorts';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { branchNews, lineNews, oldestNews } from '../news-fixtures';
import { draftsAndBack, switchingEvents } from './paged-table-events';

export type NewsPage = TablePage<AdminNewsItem>;

/** Two pages of 50 items a page, the server says, of which the walk's answers carry a few. */
export const firstPage: NewsPage = { rows: [branchNews, lineNews], total: 51 };
export const secondPage: NewsPage = { rows: [oldestNews], total: 51 };
/** Nothing in the view (no item yet, or none matching the search). */
export const noNews: NewsPage = { rows: [], total: 0 };
/** A page past the end: its items were deleted meanwhile, two are left on page 1. */
export const pastTheEnd: NewsPage = { rows: [], total: 2 };

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);

/** The view the address moves to under the page (Back, Forward), and what is searched on the page. */
export const syncedQuery: NewsTableQuery = { page: 2, sort: '-title' };
export const typedSearch = 'dammam';

const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as PagedTableContext<AdminNewsItem, NewsSort>;
/** The page's first view: only there are searches, orders, choices and changes tried, so the graph stays small. */
const firstView = (snapshot: AnyMachineSnapshot) => sameTableQuery(contextOf(snapshot).query, { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];
const rowsOf = (snapshot: AnyMachineSnapshot) =>
  firstView(snapshot) ? (contextOf(snapshot).answer?.rows ?? []) : [];
/** The video, while the first view lists it as it was first (not shown on the home page). */
const lineIn = (snapshot: AnyMachineSnapshot) =>
  rowsOf(snapshot).filter((row) => row.id === lineNews.id && !row.active);

// The table opens on its first view: the first page loads (or none, or fails and is retried); a
// search, an order by title or by date, the drafts alone and back, and the address moving under the page; the next page and
// back; a row switched on by its eye button (the page loads afresh); a row chosen, then the whole
// page, and the rows chosen activated or deactivated together; a delete of one row and of the rows
// chosen, cancelled, refused or done.
export const newsAdminListModel: MachineModel = {
  machine: newsAdminListMachine.provide({
    actors: { fetchPage: pendingActor(), deleteRows: pendingActor(), switchRows: pendingActor() },
    actions: { writeUrl: noop, notify: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchPage': (snapshot) =>
      contextOf(snapshot).query.page === 1
        ? [{ output: firstPage }, { output: noNews }]
        : [{ output: secondPage }, { output: pastTheEnd }],
    'xstate.error.actor.fetchPage': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'retry.requested': [{}],
    'search.submitted': inFirstView([{ q: typedSearch }]),
    // The drafts alone, and back to every item.
    'publication.filtered': draftsAndBack,
    // A sortable column's heading, pressed once while rows are on screen: Title asks for A to Z;
    // Created, shown newest first, for the oldest first.
    'sort.requested': (snapshot) =>
      rowsOf(snapshot).length > 0 ? [{ sort: 'title' }, { sort: 'created' }] : [],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'page.requested': (snapshot) => {
      const { page } = contextOf(snapshot).query;
      return [{ page: page === 1 ? 2 : 1 }];
    },
    // The video's eye button, saved: the event carries nothing; the row is for the driver.
    'rows.changed': (snapshot) => lineIn(snapshot).map((row) => ({ row })),
    'row.toggled': (snapshot) =>
      rowsOf(snapshot)
        .slice(0, 1)
        .map(({ id }) => ({ id })),
    'page.toggled': inFirstView([{}]),
    ...switchingEvents(
      {
        shown: { message: 'The selected news items were activated', code: 'newsItemsActivated' },
        hidden: { message: 'The selected news items were deactivated', code: 'newsItemsDeactivated' },
      },
      [gatewayError, networkError],
    ),
    'delete.requested': (snapshot) => {
      const rows = rowsOf(snapshot);
      const chosen = rows.filter((row) => contextOf(snapshot).selected.includes(row.id));
      return [
        // From the row's own Delete, or from the bar over the rows chosen.
        ...lineIn(snapshot).map((row) => ({ items: [row], from: 'row' })),
        ...(chosen.length > 0 ? [{ items: chosen, from: 'chosen' }] : []),
      ];
    },
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteRows': (snapshot) => [
      {
        output: {
          success: true,
          message: 'The selected news items were deleted',
          code: 'newsItemsDeleted',
          deleted: contextOf(snapshot).doomed.length,
        },
      },
    ],
    // An item already gone is skipped, not refused: what fails is the way to the server.
    'xstate.error.actor.deleteRows': [{ error: gatewayError }, { error: networkError }],
  },
};
