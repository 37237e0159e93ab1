import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { Access } from '../../machines/route-guard.machine';
import { adminUser, plainUser } from './fixtures';
import { routeGuardModel } from './models/route-guard.model';
import {
  answerVerify,
  logOutThroughMenu,
  newestAlert,
  refreshWhenSetupRequired,
  refreshWithDeadToken,
  renderPortal,
} from './portal-screen';
import type { AppScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The guard around a portal page: /admin-dashboard needs a sign-in, /admin/users the admin role.
 * The visitor arrives with a stored token, so the session starts by checking it and the guard by
 * waiting; each change of the session is made as it happens in the product.
 */

type SessionChange = EventObject & { status: string; role: 'admin' | 'user' | null; setupRequired: boolean };

const pages: Record<Exclude<Access, 'twoFactorSetup'>, { url: string; heading: string; login: string }> = {
  signedIn: {
    url: '/admin-dashboard',
    heading: 'Dashboard page',
    login: '/login?redirect=%2Fadmin-dashboard',
  },
  admin: { url: '/admin/users', heading: 'Users page', login: '/login?redirect=%2Fadmin%2Fusers' },
};

type PageAccess = keyof typeof pages;
const pageOf = (step: Step) => pages[(step.input as { access: PageAccess }).access];
const userFor = (role: 'admin' | 'user' | null) => (role === 'admin' ? adminUser : plainUser);

/** Who signed in on this path: the role the session reported. */
function signedInAs(step: Step) {
  const signIn = step.performed.find((e) => (e as SessionChange).status === 'signedIn') as SessionChange;
  return userFor(signIn.role);
}

function expectPageHidden(step: Step) {
  expect(screen.queryByRole('heading', { name: pageOf(step).heading })).toBeNull();
}

const [signedInPage, adminPage] = routeGuardModel.inputs;
const changed = (
  state: string,
  status: string,
  role: 'admin' | 'user' | null = null,
  setupRequired = false,
) => ({
  event: { type: 'session.changed', status, role, setupRequired },
  state,
});

/** What the spec asks of the guard, walked whatever the machine declares. */
const spec = [
  {
    input: signedInPage,
    steps: [
      changed('waiting', 'loading'),
      changed('allowed', 'signedIn', 'user'),
      changed('leaving', 'loggedOut'),
    ],
  },
  { input: signedInPage, steps: [changed('redirectingToLogin', 'signedOut')] },
  {
    input: adminPage,
    steps: [changed('allowed', 'signedIn', 'admin'), changed('redirectingToLogin', 'signedOut')],
  },
  { input: adminPage, steps: [changed('forbidden', 'signedIn', 'user')] },
  // An administrator who must still set up two-factor sign-in sees only its page.
  { input: signedInPage, steps: [changed('settingUpTwoFactor', 'signedIn', 'admin', true)] },
  { input: adminPage, steps: [changed('settingUpTwoFactor', 'signedIn', 'admin', true)] },
  // The site comes to require it while the administrator is on a page: a call says so.
  {
    input: signedInPage,
    steps: [
      changed('allowed', 'signedIn', 'admin'),
      changed('settingUpTwoFactor', 'signedIn', 'admin', true),
    ],
  },
].map((path) => ({ ...path, initial: 'waiting' }));

describe('the route guard around a portal page', () => {
  itWalksTheScreen<AppScreen>({
    model: routeGuardModel,
    everyVariant: true,
    // Each change is walked on both pages, and the server ending the session both while it loads
    // and on the page shown.
    distinct: (snapshot) => [snapshot.value, snapshot.context.access],
    timeout: 60_000,
    scenarios: spec,
    render: (path, inspect) =>
      renderPortal({
        url: pages[(path.input as { access: PageAccess }).access].url,
        storedToken: 'stored-token',
        inspect,
      }),
    drivers: {
      'session.changed': async ({ http, user }, event, step) => {
        const { status, role, setupRequired } = event as SessionChange;
        const checking = http.pending().some((r) => r.url === '/api/verify-token');
        switch (status) {
          case 'loading':
            // The stored token is still being checked.
            return;
          case 'signedIn':
            // On the page: a call says two-factor sign-in must now be set up first.
            if (!checking) return refreshWhenSetupRequired(user, http);
            return answerVerify(http, {
              ...userFor(role),
              ...(setupRequired && { twoFactorSetupRequired: true }),
            });
          case 'signedOut':
            if (checking) return answerVerify(http, null);
            // On the page: a call answers 401, the server no longer accepts the token.
            return refreshWithDeadToken(user, http);
          case 'loggedOut': {
            const { full_name } = signedInAs(step);
            return logOutThroughMenu(user, full_name);
          }
        }
      },
    },
    checks: {
      waiting: ({ http, location }, step) => {
        expect(location()).toBe(pageOf(step).url);
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        expectPageHidden(step);
        expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/verify-token']);
      },
      allowed: ({ location }, step) => {
        expect(location()).toBe(pageOf(step).url);
        expect(screen.getByRole('heading', { name: pageOf(step).heading })).toBeVisible();
        const { full_name } = signedInAs(step);
        expect(screen.getByRole('button', { name: `Account menu for ${full_name}` })).toBeVisible();
        expect(screen.queryByText('Loading…')).toBeNull();
      },
      redirectingToLogin: ({ location }, step) => {
        // To the login page, carrying the page asked for.
        expect(location()).toBe(pageOf(step).login);
        expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
        expectPageHidden(step);
      },
      forbidden: ({ location }, step) => {
        expect(location()).toBe('/admin-forbidden');
        expect(screen.getByRole('heading', { name: 'Access denied page' })).toBeVisible();
        expectPageHidden(step);
      },
      settingUpTwoFactor: ({ http, location }, step) => {
        // The two-factor page, saying why, in place of the page asked for.
        expect(location()).toBe('/admin/two-factor');
        expect(screen.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
        expect(screen.getByText('Set up two-factor sign-in to continue')).toBeVisible();
        expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/two-factor']);
        expectPageHidden(step);
      },
      leaving: ({ location }, step) => {
        // The person logged out: the plain login page, not one that would bring them back.
        expect(location()).toBe('/login');
        expect(newestAlert()).toHaveTextContent('Logged Out');
        expectPageHidden(step);
      },
    },
  });
});
