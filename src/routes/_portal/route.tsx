import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { AdminLayout } from '../../components/admin/admin-layout';
import { RouteGuard, twoFactorPath } from '../../components/admin/route-guard';
import { AlertList } from '../../components/alerts/alert-list';
import { HydrationMark } from '../../components/layout/hydration-mark';
import { Spinner } from '../../components/ui/spinner';
import { loadPortalCatalogs } from '../../i18n';

/**
 * The admin portal: signed-in people only; admin-only pages add their own guard. Someone who must
 * still set up two-factor sign-in sees only its page: the guard, fixed for the page it guards,
 * starts afresh on the way to it and back. The portal draws the messages itself: at the top of the
 * page, one Shift+Tab from the heading that focus goes to, not before the header and the side
 * navigation, a dozen stops away, where a message could close before a keyboard user reached it.
 */
export const Route = createFileRoute('/_portal')({
  // The portal's messages arrive before its first page draws, coming from the site's pages too.
  beforeLoad: () => loadPortalCatalogs(),
  component: function Portal() {
    // The page drawn, not the address: on the way out of the portal (logging out) the address
    // changes first, and a guard started afresh for it would send the person to log in again.
    const access = useChildMatches({
      select: (matches) =>
        matches.some((match) => match.fullPath === twoFactorPath) ? 'twoFactorSetup' : 'signedIn',
    });
    return (
      <>
        <RouteGuard
          key={access}
          access={access}
          pending={
            <>
              <AlertList />
              <Spinner />
            </>
          }
        >
          <AdminLayout alerts={<AlertList />}>
            <Outlet />
          </AdminLayout>
        </RouteGuard>
        <HydrationMark />
      </>
    );
  },
});
