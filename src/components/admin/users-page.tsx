import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { userEditMachine } from '../../../machines/user-edit.machine';
import { userListMachine } from '../../../machines/user-list.machine';
import { deleteUser, fetchUsers, updateUser } from '../../api/requests/users';
import { useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RoleBadge } from './role-badge';
import { UserEditDialog } from './user-edit-dialog';

/** Spec §2 /admin/users: the table, the edit dialog and the delete confirmation. */
export function UsersPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const notify = useNotify();
  const list = useActorRef(
    userListMachine.provide({
      actors: {
        fetchItems: fromPromise(fetchUsers),
        deleteItem: fromPromise(({ input }: { input: { id: number } }) => deleteUser(input.id)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const edit = useActorRef(
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
  const users = useSelector(list, (s) => s.context.items);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const pendingDelete = useSelector(list, (s) => s.context.pendingDelete);
  const deleting = useSelector(list, (s) => s.matches('deleting'));
  const doomed = pendingDelete?.username ?? '';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">
          <Trans>Users</Trans>
        </h1>
        <Link to="/admin/users/create" className={buttonStyles.primary}>
          <Trans>Create New User</Trans>
        </Link>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm dark:bg-slate-900">
        {loading ? (
          <Spinner />
        ) : failed ? (
          <LoadFailure
            message={t`Failed to load users`}
            onRetry={() => list.send({ type: 'retry.requested' })}
          />
        ) : users.length === 0 ? (
          <p className="p-8 text-center text-slate-600">
            <Trans>No users found</Trans>
          </p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs uppercase text-slate-500 dark:bg-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">{t`ID`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Username`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Full Name`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Email`}</th>
                <th scope="col" className="px-4 py-3 text-start">{t`Role`}</th>
                <th scope="col" className="px-4 py-3 text-end">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {users.map((user) => {
                const { username } = user;
                return (
                  <tr key={user.id}>
                    <td className="px-4 py-3 tabular-nums">{formatNumber(language, user.id)}</td>
                    <td className="px-4 py-3 font-medium">{user.username}</td>
                    <td className="px-4 py-3">{user.full_name}</td>
                    <td className="px-4 py-3">{user.email}</td>
                    <td className="px-4 py-3">
                      <RoleBadge role={user.role} />
                    </td>
                    <td className="px-4 py-2">
                      <div className="flex justify-end gap-2">
                        <button
                          type="button"
                          className={buttonStyles.secondary}
                          aria-label={t`Edit ${username}`}
                          onClick={() => edit.send({ type: 'dialog.opened', user })}
                        >
                          <Trans>Edit</Trans>
                        </button>
                        <button
                          type="button"
                          className={buttonStyles.danger}
                          aria-label={t`Delete ${username}`}
                          onClick={() => list.send({ type: 'delete.requested', item: user })}
                        >
                          <Trans>Delete</Trans>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <UserEditDialog actor={edit} />
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        title={t`Delete user`}
        deleting={deleting}
        onCancel={() => list.send({ type: 'delete.cancelled' })}
        onConfirm={() => list.send({ type: 'delete.confirmed' })}
      >
        <Trans>Delete the account “{doomed}”? They will be signed out and cannot sign in again.</Trans>
      </ConfirmDeleteDialog>
    </div>
  );
}
