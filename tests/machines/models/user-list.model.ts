import type { AnyMachineSnapshot } from 'xstate';
import { type PagedTableContext, sameTableQuery, type TablePage } from '../../../machines/paged-table';
import { type UsersQuery, userListMachine } from '../../../machines/user-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { UserSort } from '../../../src/api/user-sorts';
import type { User } from '../../../src/api/users';
import { adminUser, noop, plainUser } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export type UsersPage = TablePage<User>;

/** The one account of the second page. */
export const laterUser: User = {
  id: 51,
  username: 'khaled',
  full_name: 'Khaled Al-Otaibi',
  email: 'khaled@example.com',
  role: 'user',
};

/** Two pages of 50 accounts a page, the server says, of which the walk's answers carry a few. */
export const firstPage: UsersPage = { rows: [adminUser, plainUser], total: 51 };
export const secondPage: UsersPage = { rows: [laterUser], total: 51 };
/** None matching the search. */
export const noUsers: UsersPage = { rows: [], total: 0 };
/** A page past the end: its accounts were deleted meanwhile, two are left on page 1. */
export const pastTheEnd: UsersPage = { rows: [], total: 2 };

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);
/** The account was deleted meanwhile (in another tab): the server's refusal, with its own words. */
export const notFound = new ApiError('response', 'Request failed with status code 404', 404, 'userNotFound');

/** The view the address moves to under the page (Back, Forward), and what is searched on the page. */
export const syncedQuery: UsersQuery = { page: 2, sort: '-username' };
export const typedSearch = 'bob';
/** Bob's full name as saved in the Edit dialog. */
export const renamedBob: User = { ...plainUser, full_name: 'Robert Builder' };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PagedTableContext<User, UserSort>;
/** The page's first view: only there are searches, orders, edits and deletes tried, so the graph stays small. */
const firstView = (snapshot: AnyMachineSnapshot) => sameTableQuery(contextOf(snapshot).query, { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];
/** Bob, while the first view shows him as he was listed first: the row the walks edit and delete. */
const bobIn = (snapshot: AnyMachineSnapshot) =>
  firstView(snapshot)
    ? (contextOf(snapshot).answer?.rows ?? []).filter(
        (row) => row.id === plainUser.id && row.full_name === plainUser.full_name,
      )
    : [];

// The table opens on its first view: the first page loads (or none match, or it fails and is
// retried); a search, an order by the sortable columns and the address moving under the page; the
// next page and back; an account edited (the page loads afresh); a delete of one account,
// cancelled, refused or done.
export const userListModel: MachineModel = {
  machine: userListMachine.provide({
    actors: { fetchPage: pendingActor(), deleteRows: pendingActor() },
    actions: { notify: noop, writeUrl: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchPage': (snapshot) =>
      contextOf(snapshot).query.page === 1
        ? [{ output: firstPage }, { output: noUsers }]
        : [{ output: secondPage }, { output: pastTheEnd }],
    'xstate.error.actor.fetchPage': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'retry.requested': [{}],
    'search.submitted': inFirstView([{ q: typedSearch }]),
    // A sortable column's heading, pressed once, while rows are on screen: ID (by id unless another
    // order is chosen) asks for the newest accounts first; Username and Full Name for A to Z.
    'sort.requested': (snapshot) =>
      firstView(snapshot) && (contextOf(snapshot).answer?.rows.length ?? 0) > 0
        ? [{ sort: '-id' }, { sort: 'username' }, { sort: 'name' }]
        : [],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'page.requested': (snapshot) => {
      const { page } = contextOf(snapshot).query;
      return [{ page: page === 1 ? 2 : 1 }];
    },
    // Bob's Edit dialog, saved: the event carries nothing; the row is for the driver.
    'rows.changed': (snapshot) => bobIn(snapshot).map((row) => ({ row })),
    'delete.requested': (snapshot) => bobIn(snapshot).map((row) => ({ items: [row] })),
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    // The page deletes each account with its own request: the answers, one an account.
    'xstate.done.actor.deleteRows': [
      { output: [{ success: true, message: 'User deleted successfully', code: 'userDeleted' }] },
      // An answer without a code (an older server): the same alert.
      { output: [{ success: true, message: 'User deleted successfully' }] },
    ],
    'xstate.error.actor.deleteRows': [{ error: notFound }, { error: gatewayError }, { error: networkError }],
  },
};
