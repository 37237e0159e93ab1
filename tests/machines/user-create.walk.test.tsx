import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { UserCreatePage } from '../../src/components/admin/user-create-page';
import {
  answerSuccess,
  descriptionOf,
  eventOf,
  expectAlerts,
  failRequest,
  failureText,
  type ShownAlert,
} from './admin-walk-helpers';
import { expectErrorFocus } from './form-errors';
import { userCreateModel } from './models/user-create.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const labels: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
};

/** What the person has typed after the first `upTo` gestures, from the walk's own record of them. */
function typed(step: Step, upTo = step.performed.length) {
  const values = { username: '', password: '', confirmPassword: '', role: 'user' };
  for (const event of step.performed.slice(0, upTo)) {
    if (event.type === 'field.changed') {
      const { field, value } = event as EventObject & { field: keyof typeof values; value: string };
      values[field] = value;
    }
  }
  return values;
}

const submitButton = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;
const input = (field: keyof typeof labels) =>
  screen.getByLabelText(labels[field] ?? field, { selector: 'input' });

/**
 * The rules: username at least 3, password at least 6 (12 for an administrator) and at most 256,
 * the confirmation equal to it.
 */
function refusedFields(values: ReturnType<typeof typed>): Record<string, string> {
  const refused: Record<string, string> = {};
  if (values.username.trim().length < 3) refused.username = 'Username must be at least 3 characters';
  if (values.password.length < 6) refused.password = 'Password must be at least 6 characters';
  else if (values.password.length > 256) refused.password = 'Password must be at most 256 characters';
  else if (values.role === 'admin' && values.password.length < 12)
    refused.password = 'An administrator’s password must be at least 12 characters';
  if (values.confirmPassword !== values.password) refused.confirmPassword = 'Passwords do not match';
  return refused;
}

/** Indexes of the submits that went to the server. */
const submitsSent = (step: Step) =>
  step.performed.flatMap((event, index) =>
    event.type === 'form.submitted' && Object.keys(refusedFields(typed(step, index))).length === 0
      ? [index]
      : [],
  );

/**
 * The fields hold what was typed; the fields the last submit refused show the spec's message until
 * they are changed, the others none.
 */
function expectFields(step: Step) {
  const submits = step.performed.flatMap((e, i) => (e.type === 'form.submitted' ? [i] : []));
  const last = submits.at(-1);
  const refused = last === undefined ? {} : refusedFields(typed(step, last));
  const changedSince = new Set(
    step.performed
      .slice((last ?? 0) + 1)
      .filter((e) => e.type === 'field.changed')
      .map((e) => (e as EventObject & { field: string }).field),
  );
  const values = typed(step);
  for (const field of ['username', 'password', 'confirmPassword'] as const) {
    expect(input(field)).toHaveValue(values[field]);
    const message = changedSince.has(field) ? undefined : refused[field];
    expect(descriptionOf(input(field))).toBe(message ?? '');
  }
  expect(screen.getByLabelText('Role')).toHaveValue(values.role);
}

/** The alerts so far: an 'Error' for each failed create, 'User Created' for the one that worked. */
function expectAlertsAfter(step: Step) {
  const raised = step.performed.flatMap((event): ShownAlert[] => {
    if (event.type === 'xstate.error.actor.createUser')
      return [
        {
          type: 'error',
          title: 'Error',
          message: failureText(event, 'An error occurred while creating the user'),
        },
      ];
    if (event.type === 'xstate.done.actor.createUser')
      return [{ type: 'success', title: 'User Created', message: 'User created successfully' }];
    return [];
  });
  expectAlerts(raised, {
    justRaised:
      step.event?.type.startsWith('xstate.done.') === true ||
      step.event?.type.startsWith('xstate.error.') === true,
  });
}

describe('the create-user page', () => {
  itWalksTheScreen<AppScreen>({
    model: userCreateModel,
    // The spec's own path: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        input: undefined,
        initial: 'editing',
        steps: [
          { event: eventOf('field.changed', { field: 'username', value: 'alice' }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'password', value: 'secret1' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'confirmPassword', value: 'secret1' }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'submitting' },
          {
            event: eventOf('xstate.error.actor.createUser', {
              error: new ApiError('response', 'Request failed with status code 409', 409, 'usernameTaken'),
            }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'submitting' },
          {
            event: eventOf('xstate.done.actor.createUser', {
              output: { success: true, message: 'User created successfully', code: 'userCreated' },
            }),
            state: 'succeeded',
          },
          { event: eventOf('xstate.after.redirect.userCreate.succeeded'), state: 'succeeded' },
        ],
      },
      // Rules of the password's length: an administrator's is longer, and any is bounded.
      {
        input: undefined,
        initial: 'editing',
        steps: [
          { event: eventOf('field.changed', { field: 'username', value: 'alice' }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'password', value: 'secret1' }), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'confirmPassword', value: 'secret1' }),
            state: 'editing',
          },
          { event: eventOf('field.changed', { field: 'role', value: 'admin' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'password', value: 'p'.repeat(257) }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'editing' },
        ],
      },
    ],
    // Every way the create can fail is walked, each with its alert.
    everyVariant: true,
    timeout: 300_000,
    render: (_path, inspect) =>
      renderScreen({
        url: '/admin/users/create',
        routes: { '/admin/users/create': UserCreatePage, '/admin/users': () => <h1>Users list</h1> },
        inspect,
        fakeTimers: true,
        quickUser: true,
      }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: string; value: string };
        if (field === 'role') return user.selectOptions(screen.getByLabelText('Role'), value);
        const input = screen.getByLabelText(labels[field] ?? field, { selector: 'input' });
        await user.clear(input);
        await user.type(input, value);
      },
      'form.submitted': async ({ user }) => user.click(submitButton()),
      'xstate.done.actor.createUser': ({ http }, event) => answerSuccess(http, 'POST /api/users', 201, event),
      'xstate.error.actor.createUser': ({ http }, event) => failRequest(http, 'POST /api/users', event),
      'xstate.after.redirect.userCreate.succeeded': async () => {
        await vi.advanceTimersByTimeAsync(1000);
      },
    },
    checks: {
      editing: ({ http, location }, step) => {
        expect(document.querySelector('h1')?.textContent).toBe('Create New User');
        expect(submitButton()).toHaveTextContent('Create User');
        expect(submitButton()).toBeEnabled();
        expectFields(step);
        expectErrorFocus(document, step);
        expect(http.pending()).toEqual([]);
        expect(http.sent).toHaveLength(submitsSent(step).length);
        expect(location()).toBe('/admin/users/create');
        expectAlertsAfter(step);
      },
      submitting: ({ http }, step) => {
        expect(submitButton()).toHaveTextContent('Creating...');
        expect(submitButton()).toBeDisabled();
        expectFields(step);
        expectAlertsAfter(step);
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
              role: values.role,
            },
          }),
        ]);
      },
      succeeded: ({ location, http }, step) => {
        expectAlertsAfter(step);
        expect(http.pending()).toEqual([]);
        if (step.event?.type.startsWith('xstate.after.')) {
          expect(location()).toBe('/admin/users');
          expect(document.querySelector('h1')?.textContent).toBe('Users list');
        } else {
          expect(location()).toBe('/admin/users/create');
          expect(submitButton()).toBeDisabled();
        }
      },
    },
  });
});
