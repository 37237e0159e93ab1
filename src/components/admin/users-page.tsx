import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { userEditMachine } from '../../../machines/user-edit.machine';
import { type UsersQuery, userListMachine } from '../../../machines/user-list.machine';
import { deleteUser, fetchUsers, updateUser } from '../../api/requests/users';
import { type UserSort, userSorts } from '../../api/user-sorts';
import type { User } from '../../api/users';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { formatNumber } from '../ui/format';
import { type AdminColumn, AdminTable } from './admin-table';
import { HistoryLink } from './history-link';
import { usePagedTable } from './paged-table-flow';
import {
  CreateLink,
  PagedTableArea,
  PagedTableFooter,
  PagedTableHeading,
  PagedTableSearch,
  tableGestures,
  useFocusAfterRowChanges,
} from './paged-table-parts';
import { RoleBadge } from './role-badge';
import { UserEditDialog } from './user-edit-dialog';

const userRequests = {
  path: '/admin/users',
  sorts: userSorts,
  fetchPage: fetchUsers,
  // The table deletes one account at a time.
  deleteRows: (ids: number[]) => Promise.all(ids.map(deleteUser)),
} as const;

/**
 * /admin/users: the accounts, 50 at a time, by account number or by username or full name,
 * searched by username, full name or e-mail; the view lives in the address. Each opens in the Edit
 * dialog, or is deleted.
 */
export function UsersPage({ query }: { query: UsersQuery }) {
  const { t } = useLingui();
  const notify = useNotify();
  const flow = usePagedTable(userListMachine, query, userRequests);
  const edit = useFlow(
    userEditMachine.provide({
      actors: {
        save: fromPromise(({ input }) => updateUser(input.id, input.changes)),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        // The saved account may move in the order or leave the search: the page is read afresh.
        changed: () => flow.send({ type: 'rows.changed' }),
      },
    }),
  );
  const loading = useSelector(flow, (s) => s.matches({ browsing: 'loading' }));
  const idle = useSelector(flow, (s) => s.matches({ browsing: 'shown' }));
  const searched = useSelector(flow, (s) => s.context.query.q ?? '');
  const sort = useSelector(flow, (s) => s.context.query.sort ?? 'id');
  const columns = useColumns();
  useFocusAfterRowChanges(flow);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PagedTableHeading title={<Trans>Users</Trans>}>
        <CreateLink to="/admin/users/create">
          <Trans>Create New User</Trans>
        </CreateLink>
      </PagedTableHeading>
      <PagedTableSearch
        flow={flow}
        id="admin-users-search"
        label={t`Search users`}
        placeholder={t`Username, full name or e-mail`}
        count={(total, searched) =>
          searched ? (
            <Plural value={total} one="# user found" other="# users found" />
          ) : (
            <Plural value={total} one="# user" other="# users" />
          )
        }
      />
      <PagedTableArea
        flow={flow}
        loadFailed={t`Failed to load users`}
        empty={searched ? <Trans>No users match “{searched}”.</Trans> : <Trans>No users found</Trans>}
      >
        {(rows) => (
          <AdminTable<User, UserSort>
            caption={t`Users`}
            items={rows}
            columns={columns}
            actions={(user) => {
              const { username } = user;
              return (
                <>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={!idle}
                    aria-label={t`Edit ${username}`}
                    onClick={() => edit.send({ type: 'dialog.opened', user })}
                  >
                    <Trans>Edit</Trans>
                  </button>
                  <HistoryLink entity="user" id={user.id} name={username} />
                </>
              );
            }}
            nameOf={(user) => user.username}
            deleteDisabled={loading}
            {...tableGestures(flow, { sort })}
          />
        )}
      </PagedTableArea>
      <PagedTableFooter
        flow={flow}
        pagerLabel={t`Pages of the users table`}
        deleteTitle={() => t`Delete user`}
        deleteQuestion={([account]) => {
          const doomed = account?.username ?? '';
          return (
            <Trans>Delete the account “{doomed}”? They will be signed out and cannot sign in again.</Trans>
          );
        }}
      />
      <UserEditDialog actor={edit} />
    </div>
  );
}

/** The table's columns before the actions: ID, Username and Full Name sort the table. */
function useColumns(): AdminColumn<User, UserSort>[] {
  const { t } = useLingui();
  const language = useLanguage();
  return [
    {
      heading: t`ID`,
      className: 'tabular-nums',
      sort: { ascending: 'id', descending: '-id' },
      cell: (user) => formatNumber(language, user.id),
    },
    {
      heading: t`Username`,
      className: 'font-medium',
      sort: { ascending: 'username', descending: '-username' },
      cell: (user) => user.username,
    },
    {
      heading: t`Full Name`,
      sort: { ascending: 'name', descending: '-name' },
      cell: (user) => user.full_name,
    },
    { heading: t`Email`, className: 'break-all', cell: (user) => user.email },
    { heading: t`Role`, cell: (user) => <RoleBadge role={user.role} /> },
  ];
}
