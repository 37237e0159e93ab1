/**
 * The screens of signing in and out, for the session, route guard, admin login and alerts walks:
 * the real login page at /login, and the admin portal (the real route guard around the real admin
 * layout) at /admin-dashboard for anyone signed in and at /admin/users for administrators, each
 * around a small stand-in page. Where the guard and the session send people is a plain route; the
 * two-factor page, one of them, is the real one in the admin layout.
 */
import { useSearch } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { Access } from '../../machines/route-guard.machine';
import { fetchStats } from '../../src/api/requests/stats';
import { tokenStorageKey } from '../../src/api/token-storage';
import type { User } from '../../src/api/users';
import { AdminLayout } from '../../src/components/admin/admin-layout';
import { LoginPage } from '../../src/components/admin/login-page';
import { RouteGuard } from '../../src/components/admin/route-guard';
import { TwoFactorPage } from '../../src/components/admin/two-factor-page';
import { Route as loginFileRoute } from '../../src/routes/login';
import { adminUser } from './fixtures';
import './popover';
import { formAlert } from './form-errors';
import type { RequestMatch } from './http-fake';
import { type AppScreen, renderScreen, showing } from './screen';

/** The login route: its page with the `redirect` the address carries, checked as the app checks it. */
const loginSearch = loginFileRoute.options.validateSearch as unknown as (
  search: Record<string, unknown>,
) => Record<string, unknown>;

const loginRoute = {
  component: function LoginRoute() {
    const { redirect } = useSearch({ strict: false }) as { redirect?: string };
    return <LoginPage redirect={redirect} />;
  },
  validateSearch: loginSearch,
};

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

/**
 * Lets the router and React settle until `find` returns something. A fake clock that stands still
 * is nudged by 0 ms each time, so the router's own zero-delay timers still run.
 */
export async function settled<T>(find: () => T | null): Promise<T> {
  if (!vi.isFakeTimers()) return showing(find);
  return showing(() => {
    const found = find();
    if (found === null) vi.advanceTimersByTime(0);
    return found;
  });
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
  const app = renderScreen({
    url,
    routes: {
      '/login': loginRoute,
      '/admin-dashboard': portalPage('signedIn', 'Dashboard page'),
      '/admin/users': portalPage('admin', 'Users page'),
      '/admin-forbidden': () => <h1>Access denied page</h1>,
      '/admin/two-factor': () => (
        <AdminLayout>
          <TwoFactorPage />
        </AdminLayout>
      ),
    },
    inspect,
    fakeTimers,
    quickUser: true,
  });
  await settled(() => screen.queryByRole('region', { name: 'Notifications' }));
  return {
    ...app,
    unmount: () => {
      app.unmount();
      window.localStorage.clear();
    },
  };
}

/** The token the browser keeps, as the app stored it. */
export const storedToken = () => window.localStorage.getItem(tokenStorageKey);

export const loginButton = () => screen.getByRole('button', { name: /^(Login|Logging in\.\.\.)$/ });
export const alertList = () => screen.getByRole('region', { name: 'Notifications' });
/** The alert on top of the list: the newest. */
export const newestAlert = () => alertList().firstElementChild as HTMLElement;
/** The message above the login form, or null. */
export const formMessage = () => formAlert(screen.getByRole('main'));

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

type Http = AppScreen['http'];

/** The server signs the person in as `user` (Ada Admin unless said otherwise), with a new token. */
/** `told`: more the answer carries (the wrong codes since the last sign-in). */
export const answerLogin = (http: Http, user: User = adminUser, told: object = {}) =>
  http.answer('POST /api/login', 200, {
    success: true,
    message: 'Login successful',
    code: 'loginSucceeded',
    user,
    token: 'new-token',
    ...told,
  });

/** The server refuses the login (or its code) with its own message, which the form then says. */
const refusal = (status: number, message: string, code: string, match: RequestMatch = 'POST /api/login') => ({
  say: message,
  answer: (http: Http) =>
    http.answer(
      match,
      status,
      { success: false, message, code },
      status === 429 ? { 'retry-after': '300' } : {},
    ),
});

/** The server's (or the network's) part in each way a login fails, and what the form then says. */
export const loginFailures = {
  refused: refusal(401, 'Invalid username or password', 'loginRejected'),
  throttled: refusal(
    429,
    'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    'loginThrottled',
  ),
  serverError: {
    say: 'An error occurred during login',
    answer: (http: Http) =>
      http.answer('POST /api/login', 500, { success: false, message: 'Internal server error' }),
  },
  timeout: {
    say: 'Login request timed out. Please try again.',
    answer: (http: Http) => http.timeOut('POST /api/login'),
  },
  noConnection: {
    say: 'No response received from server. Please check your connection.',
    answer: (http: Http) => http.fail('POST /api/login'),
  },
  // A proxy's page where the API's answer should be.
  unreadable: {
    say: 'An error occurred during login',
    answer: (http: Http) => http.answer('POST /api/login', 200, '<html>proxy page</html>'),
  },
} as const;
export type LoginFailure = keyof typeof loginFailures;

/** The challenge the password step answers an account with two-factor sign-in. */
export const challenge = 'challenge-from-the-password-step';

/** The password was right, and the account has two-factor sign-in: the server asks for a code. */
export const answerChallenge = (http: Http) =>
  http.answer('POST /api/login', 200, {
    success: false,
    message: 'Enter the 6-digit code from your authenticator app',
    code: 'twoFactorRequired',
    challenge,
  });

const codeStep = 'POST /api/login/two-factor';

/** The code was right: the server signs the person in as `user`, as a password sign-in does. */
export const answerCode = (http: Http, user: User = adminUser, told: object = {}) =>
  http.answer(codeStep, 200, {
    success: true,
    message: 'Login successful',
    code: 'loginSucceeded',
    user,
    token: 'new-token',
    ...told,
  });

/** The server's (or the network's) part in each way a code fails, and what the form then says. */
export const codeFailures = {
  rejected: refusal(401, 'That code is not valid. Please try again.', 'twoFactorRejected', codeStep),
  expired: refusal(
    401,
    'The sign-in took too long. Please enter your username and password again.',
    'twoFactorChallengeExpired',
    codeStep,
  ),
  throttled: refusal(
    429,
    'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    'loginThrottled',
    codeStep,
  ),
  noConnection: {
    say: 'No response received from server. Please check your connection.',
    answer: (http: Http) => http.fail(codeStep),
  },
} as const;
export type CodeFailure = keyof typeof codeFailures;

/** The code step's field, whichever kind of code it asks for. */
export const codeInput = () => screen.getByRole('main').querySelector<HTMLInputElement>('input[name="code"]');
export const verifyButton = () => screen.getByRole('button', { name: /^(Verify|Verifying\.\.\.)$/ });

/** The person types a code into the code step and presses Verify. */
export async function enterCode(user: UserEvent, code: string) {
  const field = codeInput();
  if (!field) throw new Error('The login form asks for no code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(verifyButton());
}

const sessionInvalid = {
  success: false,
  message: 'Your session has expired. Please sign in again.',
  code: 'sessionInvalid',
};

/** The server answers the stored token's check: the user it signs in as, or no session (null). */
export const answerVerify = (http: Http, user: User | null) =>
  http.answer('GET /api/verify-token', 200, user ? { success: true, user } : sessionInvalid);

/**
 * On a portal page, the person refreshes it, and the site has come to require two-factor sign-in
 * of them since they signed in: 403.
 */
export async function refreshWhenSetupRequired(user: UserEvent, http: Http) {
  await user.click(screen.getByRole('button', { name: 'Refresh figures' }));
  await http.answer('GET /api/admin/stats', 403, {
    success: false,
    message: 'Set up two-factor sign-in to continue',
    code: 'twoFactorSetupRequired',
  });
}

/** On a portal page, the person refreshes it and the server no longer accepts the token: 401. */
export async function refreshWithDeadToken(user: UserEvent, http: Http) {
  await user.click(screen.getByRole('button', { name: 'Refresh figures' }));
  await http.answer('GET /api/admin/stats', 401, sessionInvalid);
}
