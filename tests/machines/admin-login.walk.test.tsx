import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { adminLoginModel } from './models/admin-login.model';
import {
  alertList,
  answerLogin,
  formMessage,
  type LoginFailure,
  loginButton,
  loginFailures,
  newestAlert,
  renderPortal,
  signInThroughForm,
} from './portal-screen';
import { type AppScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The login form at /login, opened directly or sent there by the guard of /admin/users; the session
 * behind it is the app's real one, answered at the HTTP boundary.
 */

const fields = { username: 'Username', password: 'Password' } as const;
type FieldName = keyof typeof fields;
const fieldInput = (field: FieldName) => screen.getByLabelText(fields[field], { selector: 'input' });

/** What the person has typed so far, from the walk's own record of its gestures. */
function typed(step: Step) {
  const values = { username: '', password: '' };
  for (const event of step.performed) {
    if (event.type === 'field.changed') {
      const { field, value } = event as EventObject & { field: FieldName; value: string };
      values[field] = value;
    }
  }
  return values;
}

/** The fields named as missing: empty when the form was last sent, not typed in since. */
function flaggedFields(step: Step): Set<FieldName> {
  const values = { username: '', password: '' };
  let flagged = new Set<FieldName>();
  for (const event of step.performed) {
    if (event.type === 'field.changed') {
      const { field, value } = event as EventObject & { field: FieldName; value: string };
      values[field] = value;
      flagged.delete(field);
    }
    if (event.type === 'form.submitted')
      flagged = new Set((['username', 'password'] as const).filter((field) => values[field].trim() === ''));
  }
  return flagged;
}

const urlOf = (step: Step) => (step.input as { url: string }).url;
const failureOf = (event: EventObject | undefined) => (event as EventObject & { error: string }).error;

/** Each message the session's login can fail with, by how the server (or the network) failed it. */
const failures: Record<string, LoginFailure> = {
  loginRejected: 'refused',
  loginThrottled: 'throttled',
  loginError: 'serverError',
  loginTimedOut: 'timeout',
  loginNoResponse: 'noConnection',
};

function failureFor(event: EventObject) {
  const failure = failures[failureOf(event)];
  if (!failure) throw new Error(`No way to make the login fail with ${failureOf(event)}`);
  return loginFailures[failure];
}

const [direct, sentByGuard] = adminLoginModel.inputs;
const to = (state: string, type: string, payload: Record<string, unknown> = {}) => ({
  event: { type, ...payload },
  state,
});
const typedIn = (field: FieldName, value: string) => to('idle', 'field.changed', { field, value });

/** What the spec asks of the login form, walked whatever the machine declares. */
const spec = [
  {
    input: direct,
    steps: [
      // Sent empty: both fields named, nothing sent; then filled in, refused, and let in.
      to('idle', 'form.submitted'),
      typedIn('username', 'admin'),
      typedIn('password', 'admin-password'),
      to('submitting', 'form.submitted'),
      to('idle', 'session.loginFailed', { error: 'loginRejected' }),
      to('submitting', 'form.submitted'),
      to('succeeded', 'session.signedIn'),
    ],
  },
  {
    input: sentByGuard,
    steps: [
      typedIn('password', 'admin-password'),
      to('idle', 'form.submitted'),
      typedIn('username', 'admin'),
      to('submitting', 'form.submitted'),
      to('succeeded', 'session.signedIn'),
    ],
  },
].map((path) => ({ ...path, initial: 'idle' }));

describe('the login page', () => {
  itWalksTheScreen<AppScreen>({
    model: adminLoginModel,
    everyVariant: true,
    timeout: 120_000,
    scenarios: spec,
    render: (path, inspect) => renderPortal({ url: (path.input as { url: string }).url, inspect }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: FieldName; value: string };
        await user.clear(fieldInput(field));
        await user.type(fieldInput(field), value);
      },
      'form.submitted': ({ user }) => user.click(loginButton()),
      'session.signedIn': ({ http }) => answerLogin(http),
      'session.loginFailed': ({ http }, event) => failureFor(event).answer(http),
    },
    checks: {
      idle: ({ http, location }, step) => {
        expect(location()).toBe(urlOf(step));
        expect(loginButton()).toHaveTextContent('Login');
        expect(loginButton()).toBeEnabled();
        const values = typed(step);
        expect(fieldInput('username')).toHaveValue(values.username);
        expect(fieldInput('password')).toHaveValue(values.password);
        // Each field left empty when the form was last sent is named under it until typed in again.
        const flagged = flaggedFields(step);
        for (const field of ['username', 'password'] as const) {
          if (flagged.has(field))
            expect(fieldInput(field)).toHaveAccessibleDescription(`${fields[field]} is required`);
          else expect(fieldInput(field)).not.toHaveAccessibleDescription();
        }
        const failed = step.performed.filter((e) => e.type === 'session.loginFailed');
        const lastFailure = failed.at(-1);
        // The last failure stays above the form while the person corrects it.
        if (lastFailure) expect(formMessage()).toHaveTextContent(failureFor(lastFailure).say);
        else expect(formMessage()).toBeNull();
        // Only a complete form reaches the server, once per try.
        expect(http.sent.filter((r) => r.url === '/api/login')).toHaveLength(failed.length);
        expect(within(alertList()).queryByText('Login Successful')).toBeNull();
      },
      submitting: ({ http }) => {
        expect(loginButton()).toHaveTextContent('Logging in...');
        expect(loginButton()).toBeDisabled();
        expect(formMessage()).toBeNull();
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'POST',
            url: '/api/login',
            body: { username: 'admin', password: 'admin-password' },
          }),
        ]);
      },
      succeeded: ({ location }, step) => {
        const welcome = newestAlert();
        expect(welcome).toHaveTextContent('Login Successful');
        expect(welcome).toHaveTextContent('Welcome back!');
        // Back to the page asked for, else the dashboard.
        if (urlOf(step).includes('redirect')) {
          expect(location()).toBe('/admin/users');
          expect(screen.getByRole('heading', { name: 'Users page' })).toBeVisible();
        } else {
          expect(location()).toBe('/admin-dashboard');
          expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeVisible();
        }
      },
    },
  });

  /** Opens the login page at `url`, lets `before` change things, signs in, and says where it went. */
  async function destinationAfterLogin(url: string, before?: (screen: AppScreen) => Promise<void>) {
    const app = await renderPortal({ url, inspect: () => {} });
    try {
      await before?.(app);
      await signInThroughForm(app.user, 'admin', 'admin-password');
      await answerLogin(app.http);
      await showing(() => (app.location().startsWith('/login') ? null : true));
      return app.location();
    } finally {
      app.unmount();
    }
  }

  it('goes to the page the address names when the login succeeds, though it changed since the page opened', async () => {
    const went = await destinationAfterLogin('/login?redirect=%2Fadmin-dashboard', async (app) => {
      await app.navigate?.('/login?redirect=%2Fadmin%2Fusers');
    });
    expect(went).toBe('/admin/users');
  }, 30_000);

  it('goes to the dashboard when the address names a page on another site', async () => {
    expect(await destinationAfterLogin('/login?redirect=%2F%2Fexample.com%2Fadmin')).toBe('/admin-dashboard');
  }, 30_000);
});
