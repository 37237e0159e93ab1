import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { UsersPage } from '../../src/components/admin/users-page';
import { adminTableWalk, lastOf } from './admin-table-walk';
import { userListModel } from './models/user-list.model';
import { itWalksTheScreen } from './view-walk';

const adminRow = ['1', 'admin', 'Ada Admin', 'ada@example.com', 'Admin'];
const bobRow = ['2', 'bob', 'Bob Builder', 'bob@example.com', 'User'];
const bobEdited = ['2', 'bob', 'Robert Builder', 'bob@example.com', 'User'];

describe('the users table', () => {
  itWalksTheScreen(
    adminTableWalk({
      model: userListModel,
      url: '/admin/users',
      page: UsersPage,
      list: 'GET /api/users',
      title: 'Users',
      create: { name: 'Create New User', href: '/admin/users/create' },
      columns: ['ID', 'Username', 'Full Name', 'Email', 'Role', 'Actions'],
      loadFailed: 'Failed to load users',
      empty: 'No users found',
      rows: (step) => {
        const loaded = lastOf<EventObject & { output: unknown[] }>(step, 'xstate.done.actor.fetchItems');
        if (loaded?.output.length === 0) return [];
        const deleted = step.performed.some((e) => e.type === 'xstate.done.actor.deleteItem');
        const edited = step.performed.some((e) => e.type === 'item.updated');
        return deleted ? [adminRow] : [adminRow, edited ? bobEdited : bobRow];
      },
      nameOf: (user) => (user as { username: string }).username,
      checkRow: (row, [, username]) => {
        const edit = within(row).getByRole('button', { name: `Edit ${username}` });
        expect(edit).toHaveTextContent('Edit');
        expect(within(row).getByRole('button', { name: `Delete ${username}` })).toBeVisible();
      },
      deletion: {
        request: 'DELETE /api/users/2',
        title: 'Delete user',
        question: 'Delete the account “bob”? They will be signed out and cannot sign in again.',
      },
      deleted: { title: 'User Deleted', message: 'User deleted successfully', code: 'userDeleted' },
      deleteError: 'An error occurred while deleting the user',
      drivers: {
        // The person edits the row in its dialog and the server saves it.
        'item.updated': async ({ user, http }, event) => {
          const { item } = event as EventObject & { item: { full_name: string } };
          await user.click(screen.getByRole('button', { name: 'Edit bob' }));
          const fullName = within(screen.getByRole('dialog', { name: 'Edit User' })).getByRole('textbox', {
            name: 'Full Name',
          });
          await user.clear(fullName);
          await user.type(fullName, item.full_name);
          await user.click(screen.getByRole('button', { name: 'Save Changes' }));
          await http.answer('PUT /api/users/2', 200, {
            success: true,
            message: 'User updated successfully',
            code: 'userUpdated',
          });
        },
      },
      alertOf: (event) =>
        event.type === 'item.updated'
          ? { type: 'success', title: 'User Updated', message: 'User updated successfully' }
          : null,
    }),
  );
});
