import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import {
  answerSuccess,
  descriptionOf,
  eventOf,
  expectAlerts,
  failRequest,
  failureText,
  type ShownAlert,
} from './admin-walk-helpers';
import { adminUser, plainUser } from './fixtures';
import { expectErrorFocus, formAlert } from './form-errors';
import { userEditModel } from './models/user-edit.model';
import { type AppScreen, renderScreen } from './screen';
import { usersRoute } from './users-screen';
import { itWalksTheScreen, type Step } from './view-walk';

type Values = { username: string; password: string; full_name: string; email: string; role: string };

/** Bob's details as the dialog opens on them: the password blank. */
const opened: Values = {
  username: 'bob',
  password: '',
  full_name: 'Bob Builder',
  email: 'bob@example.com',
  role: 'user',
};

const labels: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  full_name: 'Full Name',
  email: 'Email',
};

const saveDone = 'xstate.done.actor.updateUser';
const saved = { success: true, message: 'User updated successfully', code: 'userUpdated' };
const saveFailed = 'xstate.error.actor.updateUser';
const request = 'PUT /api/users/2';

/** What the dialog holds after the first `upTo` gestures, from the walk's record of them. */
function typed(step: Step, upTo = step.performed.length): Values {
  const values = { ...opened };
  for (const event of step.performed.slice(0, upTo)) {
    if (event.type === 'dialog.opened') {
      // The dialog opens on the row's details as the table shows them, the password blank.
      const { user } = event as EventObject & { user: Omit<Values, 'password'> };
      Object.assign(values, { ...user, password: '' });
    }
    if (event.type === 'field.changed') {
      const { field, value } = event as EventObject & { field: keyof Values; value: string };
      values[field] = value;
    }
  }
  return values;
}

/**
 * The rules for an edit: username at least 3; a new password at least 6 (12 for an administrator)
 * and at most 256; e-mail empty or valid.
 */
function refusedFields(values: Values): Partial<Record<keyof Values, string>> {
  const refused: Partial<Record<keyof Values, string>> = {};
  if (values.username.trim().length < 3) refused.username = 'Username must be at least 3 characters';
  const { password } = values;
  if (password.trim() !== '' && password.length < 6)
    refused.password = 'Password must be at least 6 characters';
  else if (password.length > 256) refused.password = 'Password must be at most 256 characters';
  else if (password.trim() !== '' && values.role === 'admin' && password.length < 12)
    refused.password = 'An administrator’s password must be at least 12 characters';
  const email = values.email.trim();
  if (email !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) refused.email = 'Invalid email address';
  return refused;
}

const isValid = (values: Values) => Object.keys(refusedFields(values)).length === 0;

/** Where the dialog last opened in the walk's record. */
const lastOpened = (step: Step) => step.performed.map((e) => e.type).lastIndexOf('dialog.opened');

/** Indexes of the submits that went to the server. */
function savesSent(step: Step): number[] {
  return step.performed.flatMap((event, index) =>
    event.type === 'form.submitted' && isValid(typed(step, index)) ? [index] : [],
  );
}

/** The body a save sends: the details trimmed, the password only when one was typed. */
function sentBody(values: Values) {
  return {
    username: values.username.trim(),
    ...(values.password.trim() === '' ? {} : { password: values.password }),
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    role: values.role,
  };
}

/** The open dialog. Looked up directly: role queries over the whole page are slow in jsdom. */
function dialog(): HTMLElement {
  const open = document.querySelector<HTMLElement>('dialog[open]');
  expect(open).toHaveAccessibleName('Edit User');
  return open as HTMLElement;
}
const inDialog = () => within(dialog());
/** The dialog's buttons as the person reads them: each one's text and whether it is disabled. */
const buttons = () => [...dialog().querySelectorAll('button')].map((b) => [b.textContent, b.disabled]);
const field = (name: string, where = inDialog()) =>
  name === 'role'
    ? where.getByLabelText('Role', { selector: 'select' })
    : where.getByLabelText(labels[name] ?? name, { selector: 'input' });

/** Bob's row in the table: his saved details, or those he had. */
function expectBobRow(step: Step) {
  const saved = step.performed.map((e) => e.type).lastIndexOf(saveDone);
  // A save sends what the dialog held when it was submitted, the gesture before its answer.
  const values = saved < 0 ? opened : typed(step, saved - 1);
  const rows = [...(document.querySelector('table')?.tBodies[0]?.rows ?? [])];
  expect(rows.map((tr) => [...tr.children].slice(0, -1).map((td) => td.textContent))).toEqual([
    ['1', 'admin', 'Ada Admin', 'ada@example.com', 'Admin'],
    ['2', values.username, values.full_name, values.email, values.role === 'admin' ? 'Admin' : 'User'],
  ]);
}

function expectAlertsAfter(step: Step) {
  const raised: ShownAlert[] = step.performed
    .filter((e) => e.type === saveDone)
    .map(() => ({ type: 'success', title: 'User Updated', message: 'User updated successfully' }));
  expectAlerts(raised, { justRaised: step.event?.type === saveDone });
}

/** The dialog's fields hold what was typed, with the spec's messages under refused ones. */
function expectFields(step: Step) {
  const where = inDialog();
  const values = typed(step);
  const fields = {
    username: field('username', where),
    password: field('password', where),
    full_name: field('full_name', where),
    email: field('email', where),
    role: field('role', where),
  };
  for (const name of ['username', 'password', 'full_name', 'email', 'role'] as const)
    expect(fields[name]).toHaveValue(values[name]);
  expect(fields.password).toHaveAttribute('type', 'password');
  expect(fields.email).toHaveAttribute('type', 'email');
  expect(where.queryByLabelText('Confirm Password')).toBeNull();
  const roles = [...fields.role.querySelectorAll('option')].map((o) => [o.textContent, o.value]);
  expect(roles).toEqual([
    ['Admin', 'admin'],
    ['User', 'user'],
  ]);

  // Messages from the last submit the rules refused, for the fields not changed since.
  // Only what happened since the dialog last opened: it opens fresh.
  const opened = lastOpened(step);
  const submits = step.performed.flatMap((e, i) => (e.type === 'form.submitted' && i > opened ? [i] : []));
  const last = submits.at(-1);
  const refused = last === undefined ? {} : refusedFields(typed(step, last));
  const changedSince = new Set(
    step.performed
      .slice((last ?? 0) + 1)
      .filter((e) => e.type === 'field.changed')
      .map((e) => (e as EventObject & { field: string }).field),
  );
  for (const name of ['username', 'password', 'full_name', 'email'] as const) {
    const message = changedSince.has(name) ? undefined : refused[name];
    const description =
      (name === 'password' ? 'Leave blank to keep the current password ' : '') + (message ?? '');
    expect(descriptionOf(fields[name])).toBe(description.trim());
    if (message) expect(fields[name]).toHaveAttribute('aria-invalid', 'true');
    else expect(fields[name]).not.toHaveAttribute('aria-invalid');
  }
}

describe('the Edit User dialog', () => {
  itWalksTheScreen<AppScreen>({
    model: userEditModel,
    // The spec's own paths: walked whatever the machine declares, so a lost transition fails.
    scenarios: [
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'full_name', value: 'Robert Builder' }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'saving' },
          { event: eventOf(saveDone, { output: saved }), state: 'closed' },
          // Opened again, on the saved details; Escape leaves them as they are.
          {
            event: eventOf('dialog.opened', { user: { ...plainUser, full_name: 'Robert Builder' } }),
            state: 'editing',
          },
          { event: eventOf('field.changed', { field: 'role', value: 'admin' }), state: 'editing' },
          { event: eventOf('dialog.closed', { with: 'Escape' }), state: 'closed' },
        ],
      },
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'username', value: 'bo' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          { event: eventOf('field.changed', { field: 'username', value: 'robert' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'saving' },
          {
            event: eventOf(saveFailed, {
              error: new ApiError('response', 'Request failed with status code 409', 409, 'usernameTaken'),
            }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'saving' },
          { event: eventOf(saveDone, { output: saved }), state: 'closed' },
        ],
      },
      {
        // Made an administrator: a new password must then be longer, and is never too long.
        input: undefined,
        initial: 'closed',
        steps: [
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'role', value: 'admin' }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'password', value: 'newpass1' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          {
            event: eventOf('field.changed', { field: 'password', value: 'new-passphrase' }),
            state: 'editing',
          },
          { event: eventOf('form.submitted'), state: 'saving' },
          { event: eventOf(saveDone, { output: saved }), state: 'closed' },
        ],
      },
      {
        // Opened again after a refused form and after a failed save: fresh, without old messages.
        input: undefined,
        initial: 'closed',
        steps: [
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
          { event: eventOf('field.changed', { field: 'email', value: 'bob@' }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'editing' },
          { event: eventOf('dialog.closed', { with: 'Cancel' }), state: 'closed' },
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
          { event: eventOf('form.submitted'), state: 'saving' },
          {
            event: eventOf(saveFailed, { error: new ApiError('response', 'Request failed', 502) }),
            state: 'editing',
          },
          { event: eventOf('dialog.closed', { with: 'Escape' }), state: 'closed' },
          { event: eventOf('dialog.opened', { user: plainUser }), state: 'editing' },
        ],
      },
    ],
    everyVariant: true,
    // Each kind of change is walked through its own save.
    distinct: (snapshot, event) =>
      event.type === 'form.submitted' || snapshot.matches('saving') ? snapshot.context.values : undefined,
    timeout: 300_000,
    render: async (_path, inspect) => {
      window.localStorage.clear();
      const app = renderScreen({
        url: '/admin/users',
        routes: { '/admin/users': usersRoute },
        inspect,
        quickUser: true,
      });
      await app.http.answer('GET /api/users', 200, [adminUser, plainUser]);
      return app;
    },
    drivers: {
      'dialog.opened': ({ user }, event) => {
        const { username } = (event as EventObject & { user: { username: string } }).user;
        return user.click(screen.getByLabelText(`Edit ${username}`));
      },
      'dialog.closed': ({ user }, event) =>
        (event as EventObject & { with?: string }).with === 'Escape'
          ? user.keyboard('{Escape}')
          : user.click(inDialog().getByText('Cancel')),
      'field.changed': async ({ user }, event) => {
        const { field: name, value } = event as EventObject & { field: string; value: string };
        if (name === 'role') return user.selectOptions(field('role'), value);
        await user.clear(field(name));
        await user.type(field(name), value);
      },
      'form.submitted': ({ user }) => user.click(inDialog().getByText('Save Changes')),
      // The save, and the table read afresh: the server lists Bob as he was saved.
      [saveDone]: async ({ http }, event) => {
        await answerSuccess(http, request, 200, event);
        const saved = http.sent.filter((r) => r.method === 'PUT').at(-1)?.body as Record<string, string>;
        const { username, full_name, email, role } = saved;
        await http.answer('GET /api/users', 200, [adminUser, { id: 2, username, full_name, email, role }]);
      },
      [saveFailed]: ({ http }, event) => failRequest(http, request, event),
    },
    checks: {
      closed: ({ http }, step) => {
        expect(document.querySelector('dialog[open]')).toBeNull();
        expectBobRow(step);
        expect(http.pending()).toEqual([]);
        expect(http.sent.filter((r) => r.method === 'PUT')).toHaveLength(savesSent(step).length);
        if (step.event?.type === 'dialog.closed')
          expect(document.activeElement).toHaveAttribute('aria-label', 'Edit bob');
        expectAlertsAfter(step);
      },
      editing: ({ http }, step) => {
        expectFields(step);
        expect(buttons()).toEqual([
          ['Cancel', false],
          ['Save Changes', false],
        ]);
        // A failed save is explained in the dialog, not in an alert.
        const types = step.performed.map((e) => e.type);
        const failed = types.lastIndexOf(saveFailed);
        const failure = step.performed[failed];
        if (failure && failed > Math.max(savesSent(step).at(-1) ?? -1, lastOpened(step))) {
          expect(formAlert(dialog())).toHaveTextContent(
            failureText(failure, 'An error occurred while updating the user'),
          );
        } else {
          expect(formAlert(dialog())).toBeNull();
        }
        expectErrorFocus(dialog(), step);
        expectBobRow(step);
        expect(http.pending()).toEqual([]);
        expect(http.sent.filter((r) => r.method === 'PUT')).toHaveLength(savesSent(step).length);
        expectAlertsAfter(step);
      },
      saving: ({ http }, step) => {
        expect(buttons()).toEqual([
          ['Cancel', true],
          ['Saving...', true],
        ]);
        expect(formAlert(dialog())).toBeNull();
        expect(http.pending()).toEqual([
          expect.objectContaining({ method: 'PUT', url: '/api/users/2', body: sentBody(typed(step)) }),
        ]);
        expectBobRow(step);
        expectAlertsAfter(step);
      },
    },
  });
});
