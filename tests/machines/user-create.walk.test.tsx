import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { UserCreatePage } from '../../src/components/admin/user-create-page';
import { userCreateModel } from './models/user-create.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const labels: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
};

/** What the person has typed so far, from the walk's own record of its gestures. */
function typed(step: Step) {
  const values = { username: '', password: '', confirmPassword: '' };
  for (const event of step.performed) {
    if (event.type === 'field.changed') {
      const { field, value } = event as EventObject & { field: keyof typeof values; value: string };
      values[field] = value;
    }
  }
  return values;
}

const submitButton = () => screen.getByRole('button', { name: /^(Create User|Creating\.\.\.)$/ });
const alerts = () => screen.getByRole('region', { name: 'Notifications' });

/** The spec's message for each field the person left invalid, and none for the others. */
function expectFieldMessages(values: ReturnType<typeof typed>) {
  const username = screen.getByRole('textbox', { name: 'Username' });
  if (values.username.trim().length < 3)
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
  else expect(username).not.toHaveAccessibleDescription();
  const password = screen.getByLabelText('Password', { selector: 'input' });
  if (values.password.length < 6)
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  else expect(password).not.toHaveAccessibleDescription();
  const confirm = screen.getByLabelText('Confirm Password', { selector: 'input' });
  if (values.confirmPassword !== values.password)
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  else expect(confirm).not.toHaveAccessibleDescription();
}

/** How the create failed, as the model's error payloads describe it. */
function failureOf(event: EventObject): 'refused' | 'serverError' | 'noConnection' | 'unreadable' {
  const { error } = event as EventObject & { error: { kind?: string; status?: number } };
  if (error.status === 409) return 'refused';
  if (error.status === 500) return 'serverError';
  if (error.kind === 'noResponse') return 'noConnection';
  return 'unreadable';
}

/** The alert each failure shows: the server's message, else the spec's fallbacks. */
const failureAlerts = {
  refused: 'That username is already taken',
  serverError: 'An error occurred while creating the user',
  noConnection: 'Network error - please check your connection',
  unreadable: 'An error occurred while creating the user',
};

describe('the create-user page', () => {
  itWalksTheScreen<AppScreen>({
    model: userCreateModel,
    render: (_path, inspect) =>
      renderScreen({
        url: '/admin/users/create',
        routes: { '/admin/users/create': UserCreatePage, '/admin/users': () => <h1>Users list</h1> },
        inspect,
        fakeTimers: true,
      }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: string; value: string };
        const input = screen.getByLabelText(labels[field] ?? field, { selector: 'input' });
        await user.clear(input);
        await user.type(input, value);
      },
      'form.submitted': async ({ user }) => user.click(submitButton()),
      'xstate.done.actor.createUser': ({ http }) =>
        http.answer('POST /api/users', 201, { success: true, message: 'User created successfully' }),
      'xstate.error.actor.createUser': ({ http }, event) => {
        switch (failureOf(event)) {
          case 'refused':
            return http.answer('POST /api/users', 409, {
              success: false,
              message: 'That username is already taken',
            });
          case 'serverError':
            return http.answer('POST /api/users', 500, {});
          case 'noConnection':
            return http.fail('POST /api/users');
          case 'unreadable':
            // A proxy's page where the API's answer should be.
            return http.answer('POST /api/users', 201, '<html>proxy page</html>');
        }
      },
      'xstate.after.redirect.userCreate.succeeded': async () => {
        await vi.advanceTimersByTimeAsync(1000);
      },
    },
    checks: {
      editing: ({ http }, step) => {
        expect(screen.getByRole('heading', { name: 'Create New User' })).toBeVisible();
        expect(submitButton()).toHaveTextContent('Create User');
        expect(submitButton()).toBeEnabled();
        const submitted = step.performed.some((e) => e.type === 'form.submitted');
        if (step.event?.type === 'form.submitted') expectFieldMessages(typed(step));
        if (!submitted) expect(http.sent).toEqual([]);
        if (step.event?.type === 'xstate.error.actor.createUser') {
          const alert = within(alerts()).getByRole('alert');
          expect(alert).toHaveTextContent('Error');
          expect(alert).toHaveTextContent(failureAlerts[failureOf(step.event)]);
          expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue(typed(step).username);
        }
      },
      submitting: ({ http }, step) => {
        expect(submitButton()).toHaveTextContent('Creating...');
        expect(submitButton()).toBeDisabled();
        const values = typed(step);
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'POST',
            url: '/api/users',
            body: {
              username: values.username.trim(),
              password: values.password,
              full_name: '',
              email: '',
              role: 'user',
            },
          }),
        ]);
      },
      succeeded: ({ location }, step) => {
        const status = within(alerts()).getByRole('status');
        expect(status).toHaveTextContent('User Created');
        expect(status).toHaveTextContent('User created successfully');
        if (step.event?.type.startsWith('xstate.after.')) {
          expect(location()).toBe('/admin/users');
          expect(screen.getByRole('heading', { name: 'Users list' })).toBeVisible();
        } else {
          expect(location()).toBe('/admin/users/create');
          expect(submitButton()).toBeDisabled();
        }
      },
    },
  });
});
