import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { UsersPage } from '../../src/components/admin/users-page';
import { adminTableWalk } from './admin-table-walk';
import { eventOf } from './admin-walk-helpers';
import { adminUser, plainUser } from './fixtures';
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
      rows: (step, { deleted }) => {
        const edited = step.performed.some((e) => e.type === 'item.updated');
        return deleted ? [adminRow] : [adminRow, edited ? bobEdited : bobRow];
      },
      nameOf: (user) => (user as { username: string }).username,
      checkRow: (row, [id, username]) => {
        // Edit, the account's history in the audit log, then Delete, each named for its row.
        const actions = [...(row.lastElementChild?.querySelectorAll('a, button') ?? [])];
        expect(
          actions.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')]),
        ).toEqual([
          ['Edit', `Edit ${username}`, null],
          ['History', `History of ${username}`, `/admin/audit?entity=user&entityId=${id}`],
          ['Delete', `Delete ${username}`, null],
        ]);
      },
      deletion: {
        request: 'DELETE /api/users/2',
        title: 'Delete user',
        question: 'Delete the account “bob”? They will be signed out and cannot sign in again.',
      },
      deleted: { title: 'User Deleted', message: 'User deleted successfully', code: 'userDeleted' },
      listed: [adminUser, plainUser],
      doomed: plainUser,
      refusal: new ApiError('response', 'Request failed with status code 404', 404, 'userNotFound'),
      scenarios: [
        {
          input: undefined,
          initial: 'loading',
          steps: [
            {
              event: eventOf('xstate.done.actor.fetchItems', { output: [adminUser, plainUser] }),
              state: 'loaded',
            },
            {
              event: eventOf('item.updated', { item: { ...plainUser, full_name: 'Robert Builder' } }),
              state: 'loaded',
            },
          ],
        },
      ],
      deleteError: 'An error occurred while deleting the user',
      drivers: {
        // The person edits the row in its dialog and the server saves it.
        'item.updated': async ({ user, http }, event) => {
          const { item } = event as EventObject & { item: { full_name: string } };
          await user.click(screen.getByLabelText('Edit bob'));
          const fullName = screen.getByLabelText('Full Name', { selector: 'input' });
          await user.clear(fullName);
          await user.type(fullName, item.full_name);
          await user.click(screen.getByText('Save Changes'));
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
