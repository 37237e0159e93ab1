import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../../components/admin/admin-layout';
import { RouteGuard } from '../../components/admin/route-guard';
import { HydrationMark } from '../../components/layout/hydration-mark';

/** The admin portal: signed-in people only; admin-only pages add their own guard. */
export const Route = createFileRoute('/_portal')({
  component: function Portal() {
    return (
      <>
        <RouteGuard access="signedIn">
          <AdminLayout>
            <Outlet />
          </AdminLayout>
        </RouteGuard>
        <HydrationMark />
      </>
    );
  },
});
