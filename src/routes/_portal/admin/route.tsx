import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteGuard } from '../../../components/admin/route-guard';

/** Admin-only pages: a signed-in non-admin lands on /admin-forbidden. */
export const Route = createFileRoute('/_portal/admin')({
  component: function AdminOnly() {
    return (
      <RouteGuard access="admin">
        <Outlet />
      </RouteGuard>
    );
  },
});
