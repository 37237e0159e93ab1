import { createFileRoute } from '@tanstack/react-router';
import { userSorts } from '../../../../api/user-sorts';
import { tableQueryOf } from '../../../../components/admin/admin-table-search';
import { UsersPage } from '../../../../components/admin/users-page';

/** /admin/users: the accounts, their search, order and page in the address. */
function Users() {
  return <UsersPage query={tableQueryOf(Route.useSearch(), userSorts)} />;
}

export const Route = createFileRoute('/_portal/admin/users/')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: Users,
});
