/**
 * Users table (/admin/users), with the users' alert texts: the admin table flow of
 * ./admin-list.ts over users.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: item.updated { item } (a saved edit), delete.requested { item }, delete.confirmed,
 * delete.cancelled, retry.requested.
 */
import type { User } from '../src/api/users';
import { adminListMachine } from './admin-list';

export const userListMachine = adminListMachine<User>(
  'userList',
  {
    loadFailed: 'usersLoadFailed',
    deletedTitle: 'userDeletedTitle',
    deleted: 'userDeleted',
    deleteError: 'userDeleteError',
  },
  // A saved edit in the users' Edit dialog replaces its row.
  { editsInPlace: true },
);
