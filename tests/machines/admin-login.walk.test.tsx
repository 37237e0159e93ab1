import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { adminUser } from './fixtures';
import { adminLoginModel } from './models/admin-login.model';
import { alertList, formMessage, loginButton, renderPortal } from './portal-screen';
import type { AppScreen } from './screen';
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

const urlOf = (step: Step) => (step.input as { url: string }).url;
const failureOf = (event: EventObject | undefined) => (event as EventObject & { error: string }).error;

/** How the server (or the network) answers each failure, and what the form then says. */
const loginFailures: Record<string, { say: string; answer: (http: AppScreen['http']) => Promise<void> }> = {
  loginRejected: {
    say: 'Invalid username or password',
    answer: (http) =>
      http.answer('POST /api/login', 401, {
        success: false,
        message: 'Invalid username or password',
        code: 'loginRejected',
      }),
  },
  loginThrottled: {
    say: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
    answer: (http) =>
      http.answer('POST /api/login', 429, {
        success: false,
        message: 'Too many failed sign-in attempts. Please wait 5 minutes and try again.',
        code: 'loginThrottled',
      }),
  },
  loginError: {
    say: 'An error occurred during login',
    answer: (http) =>
      http.answer('POST /api/login', 500, { success: false, message: 'Internal server error' }),
  },
  loginTimedOut: {
    say: 'Login request timed out. Please try again.',
    answer: (http) => http.timeOut('POST /api/login'),
  },
  loginNoResponse: {
    say: 'No response received from server. Please check your connection.',
    answer: (http) => http.fail('POST /api/login'),
  },
};

describe('the login page', () => {
  itWalksTheScreen<AppScreen>({
    model: adminLoginModel,
    everyVariant: true,
    timeout: 120_000,
    render: (path, inspect) => renderPortal({ url: (path.input as { url: string }).url, inspect }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: FieldName; value: string };
        await user.clear(fieldInput(field));
        await user.type(fieldInput(field), value);
      },
      'form.submitted': ({ user }) => user.click(loginButton()),
      'session.signedIn': ({ http }) =>
        http.answer('POST /api/login', 200, {
          success: true,
          message: 'Login successful',
          code: 'loginSucceeded',
          user: adminUser,
          token: 'new-token',
        }),
      'session.loginFailed': ({ http }, event) => {
        const failure = loginFailures[failureOf(event)];
        if (!failure) throw new Error(`No way to make the login fail with ${failureOf(event)}`);
        return failure.answer(http);
      },
    },
    checks: {
      idle: ({ http, location }, step) => {
        expect(location()).toBe(urlOf(step));
        expect(loginButton()).toHaveTextContent('Login');
        expect(loginButton()).toBeEnabled();
        const values = typed(step);
        expect(fieldInput('username')).toHaveValue(values.username);
        expect(fieldInput('password')).toHaveValue(values.password);
        // Sent with a field empty: the form stays, naming each empty field under it.
        const refused = step.event?.type === 'form.submitted';
        for (const field of ['username', 'password'] as const) {
          if (refused && values[field] === '')
            expect(fieldInput(field)).toHaveAccessibleDescription(`${fields[field]} is required`);
          else expect(fieldInput(field)).not.toHaveAccessibleDescription();
        }
        const failures = step.performed.filter((e) => e.type === 'session.loginFailed');
        const lastFailure = failures.at(-1);
        // The last failure stays above the form while the person corrects it.
        if (lastFailure)
          expect(formMessage()).toHaveTextContent(loginFailures[failureOf(lastFailure)]?.say ?? '');
        else expect(formMessage()).toBeNull();
        // Only a complete form reaches the server, once per try.
        expect(http.sent.filter((r) => r.url === '/api/login')).toHaveLength(failures.length);
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
        const welcome = within(alertList()).getByRole('status');
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
});
