import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { AdminLayout } from '../../components/admin/admin-layout';
import { RouteGuard, twoFactorPath } from '../../components/admin/route-guard';
import { HydrationMark } from '../../components/layout/hydration-mark';

/**
 * The admin portal: signed-in people only; admin-only pages add their own guard. Someone who must
 * still set up two-factor sign-in sees only its page: the guard, fixed for the page it guards,
 * starts afresh on the way to it and back.
 */
export const Route = createFileRoute('/_portal')({
  component: function Portal() {
    // The page drawn, not the address: on the way out of the portal (logging out) the address
    // changes first, and a guard started afresh for it would send the person to log in again.
    const access = useChildMatches({
      select: (matches) =>
        matches.some((match) => match.fullPath === twoFactorPath) ? 'twoFactorSetup' : 'signedIn',
    });
    return (
      <>
        <RouteGuard key={access} access={access}>
          <AdminLayout>
            <Outlet />
          </AdminLayout>
        </RouteGuard>
        <HydrationMark />
      </>
    );
  },
});
