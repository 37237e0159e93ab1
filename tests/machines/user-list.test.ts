import { describe } from 'vitest';
import { userListMachine } from '../../machines/user-list.machine';
import { describeAdminList } from './admin-list-suite';
import { adminUser, plainUser } from './fixtures';
import { userListModel } from './models/user-list.model';
import { itWalksEveryTransition } from './walk';

describe('user list machine', () => {
  itWalksEveryTransition(userListModel);
});

describeAdminList({
  title: 'user list machine',
  machine: userListMachine,
  items: [adminUser, plainUser],
  edited: { ...plainUser, full_name: 'Robert Builder' },
  texts: {
    loadFailed: 'Failed to load users',
    deletedTitle: 'User Deleted',
    deletedMessage: 'User deleted successfully',
    deleteFailed: 'Failed to delete user',
    deleteError: 'An error occurred while deleting the user',
    refusal: 'You cannot delete your own account',
    errorAnswer: [409, 'At least one administrator must remain'],
  },
});
