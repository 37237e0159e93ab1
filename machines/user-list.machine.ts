/**
 * Users table (spec §2 /admin/users, §8 admin alerts for users): the admin table flow of
 * ./admin-list.ts over users.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: item.updated { item } (a saved edit), delete.requested { item }, delete.confirmed,
 * delete.cancelled, retry.requested.
 */
import { clientMessages } from '../src/api/client-messages';
import type { User } from '../src/api/users';
import { adminListMachine } from './admin-list';

export const userListMachine = adminListMachine<User>('userList', {
  loadFailed: clientMessages.usersLoadFailed,
  deletedTitle: clientMessages.userDeletedTitle,
  deleteFailed: clientMessages.userDeleteFailed,
  deleteError: clientMessages.userDeleteError,
});
