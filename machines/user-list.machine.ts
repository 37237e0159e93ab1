/**
 * The users table of the admin portal (/admin/users): the paged table of ./paged-table.ts over the
 * accounts, by account number unless another order is chosen, searched by username, full name or
 * e-mail. A saved edit in the users' Edit dialog (./user-edit.machine.ts) changes a row, after which
 * the page is read afresh; a delete too.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails).
 * Events: search.submitted { q }, sort.requested { sort }, page.requested { page },
 * url.synced { query }, retry.requested, rows.changed, delete.requested { items },
 * delete.confirmed, delete.cancelled.
 */
import type { UserSort } from '../src/api/user-sorts';
import type { User } from '../src/api/users';
import { pagedTableMachine, type TableQuery } from './paged-table';

export type UsersQuery = TableQuery<UserSort>;

const deleted = { type: 'success', title: 'userDeletedTitle', message: 'userDeleted' } as const;

export const userListMachine = pagedTableMachine<User, UserSort>('userList', {
  notices: {
    loadFailed: 'usersLoadFailed',
    deletedOne: deleted,
    deletedMany: deleted,
    deleteFailed: 'userDeleteError',
  },
  changesRows: true,
});
