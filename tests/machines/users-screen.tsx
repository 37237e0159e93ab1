/** What the users walks share: the users table's route as the app declares it. */
import { useSearch } from '@tanstack/react-router';
import { userSorts } from '../../src/api/user-sorts';
import { tableQueryOf } from '../../src/components/admin/admin-table-search';
import { UsersPage } from '../../src/components/admin/users-page';
import type { ScreenRoute } from './screen';

/** /admin/users: the view it keeps from the address, its page. */
export const usersRoute: ScreenRoute = {
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminUsers() {
    return <UsersPage query={tableQueryOf(useSearch({ strict: false }), userSorts)} />;
  },
};
