/**
 * The screens of signing in and out, for the session, route guard, admin login and alerts walks:
 * the real login page at /login, and the admin portal (the real route guard around the real admin
 * layout) at /admin-dashboard for anyone signed in and at /admin/users for administrators, each
 * around a small stand-in page. Where the guard and the session send people is a plain route.
 */
import { useSearch } from '@tanstack/react-router';
import { findByRole, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { InspectionEvent } from 'xstate';
import type { Access } from '../../machines/route-guard.machine';
import { tokenStorageKey } from '../../src/api/auth';
import { fetchStats } from '../../src/api/requests/stats';
import { AdminLayout } from '../../src/components/admin/admin-layout';
import { LoginPage } from '../../src/components/admin/login-page';
import { RouteGuard } from '../../src/components/admin/route-guard';
import './popover';
import { type AppScreen, renderScreen } from './screen';

/** The login route: its page with the `redirect` the address carries. */
function LoginRoute() {
  const { redirect } = useSearch({ strict: false }) as { redirect?: string };
  return <LoginPage redirect={redirect} />;
}

/** A portal page that asks the server for something when the person refreshes it. */
function StandInPage({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <button type="button" onClick={() => void fetchStats().catch(() => {})}>
        Refresh figures
      </button>
    </>
  );
}

function portalPage(access: Access, title: string) {
  return () => (
    <RouteGuard access={access}>
      <AdminLayout>
        <StandInPage title={title} />
      </AdminLayout>
    </RouteGuard>
  );
}

export interface PortalScreenOptions {
  url: string;
  /** What the browser's storage holds under `token` before the app starts; undefined for nothing. */
  storedToken?: string | null | undefined;
  inspect: (event: InspectionEvent) => void;
  fakeTimers?: boolean;
}

/** Renders the screen and waits until the router has drawn it (the alert list sits in its root). */
export async function renderPortal({
  url,
  storedToken,
  inspect,
  fakeTimers,
}: PortalScreenOptions): Promise<AppScreen> {
  window.localStorage.clear();
  if (typeof storedToken === 'string') window.localStorage.setItem(tokenStorageKey, storedToken);
  const screen = renderScreen({
    url,
    routes: {
      '/login': LoginRoute,
      '/admin-dashboard': portalPage('signedIn', 'Dashboard page'),
      '/admin/users': portalPage('admin', 'Users page'),
      '/admin-forbidden': () => <h1>Access denied page</h1>,
    },
    inspect,
    fakeTimers,
  });
  await findByRole(document.body, 'region', { name: 'Notifications' });
  return {
    ...screen,
    unmount: () => {
      screen.unmount();
      window.localStorage.clear();
    },
  };
}

/** The token the browser keeps, as the app stored it. */
export const storedToken = () => window.localStorage.getItem(tokenStorageKey);

export const loginButton = () => screen.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });
export const alertList = () => screen.getByRole('region', { name: 'Notifications' });
/** The message above the login form, or null. */
export const formMessage = () => within(screen.getByRole('main')).queryByRole('alert');

/** The person types their username and password into the login form and presses Login. */
export async function signInThroughForm(user: UserEvent, username: string, password: string) {
  const usernameField = screen.getByRole('textbox', { name: 'Username' });
  const passwordField = screen.getByLabelText('Password', { selector: 'input' });
  await user.clear(usernameField);
  await user.type(usernameField, username);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(loginButton());
}

/** The person opens their account menu in the portal's top bar and chooses Log out. */
export async function logOutThroughMenu(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `Account menu for ${name}` }));
  await user.click(screen.getByRole('button', { name: 'Log out' }));
}
