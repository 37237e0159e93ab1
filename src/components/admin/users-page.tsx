import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { userEditMachine } from '../../../machines/user-edit.machine';
import { userListMachine } from '../../../machines/user-list.machine';
import { deleteUser, fetchUsers, updateUser } from '../../api/requests/users';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { AdminTablePage, useAdminList } from './admin-table-page';
import { HistoryLink } from './history-link';
import { RoleBadge } from './role-badge';
import { UserEditDialog } from './user-edit-dialog';

/** /admin/users: the table, the edit dialog and the delete confirmation. */
export function UsersPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const notify = useNotify();
  const list = useAdminList(userListMachine, {
    fetchItems: fetchUsers,
    deleteItem: deleteUser,
  });
  const edit = useFlow(
    userEditMachine.provide({
      actors: {
        updateUser: fromPromise(
          ({ input }: { input: { id: number; changes: Parameters<typeof updateUser>[1] } }) =>
            updateUser(input.id, input.changes),
        ),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        applyUpdate: (_, { user }) => list.send({ type: 'item.updated', item: user }),
      },
    }),
  );
  return (
    <AdminTablePage
      list={list}
      title={<Trans>Users</Trans>}
      create={{ to: '/admin/users/create', label: <Trans>Create New User</Trans> }}
      loadFailed={t`Failed to load users`}
      empty={<Trans>No users found</Trans>}
      columns={[
        { heading: t`ID`, className: 'tabular-nums', cell: (user) => formatNumber(language, user.id) },
        { heading: t`Username`, className: 'font-medium', cell: (user) => user.username },
        { heading: t`Full Name`, cell: (user) => user.full_name },
        { heading: t`Email`, className: 'break-all', cell: (user) => user.email },
        { heading: t`Role`, cell: (user) => <RoleBadge role={user.role} /> },
      ]}
      nameOf={(user) => user.username}
      actions={(user) => {
        const { username } = user;
        return (
          <>
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-label={t`Edit ${username}`}
              onClick={() => edit.send({ type: 'dialog.opened', user })}
            >
              <Trans>Edit</Trans>
            </button>
            <HistoryLink entity="user" id={user.id} name={username} />
          </>
        );
      }}
      deleteTitle={t`Delete user`}
      deleteQuestion={({ username: doomed }) => (
        <Trans>Delete the account “{doomed}”? They will be signed out and cannot sign in again.</Trans>
      )}
    >
      <UserEditDialog actor={edit} />
    </AdminTablePage>
  );
}
