import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { MessageId } from '../../src/api/messages';
import { AdminLayout } from '../../src/components/admin/admin-layout';
import { TwoFactorPage } from '../../src/components/admin/two-factor-page';
import {
  answerSuccess,
  descriptionOf,
  eventOf,
  expectAlerts,
  failRequest,
  failureText,
  type ShownAlert,
} from './admin-walk-helpers';
import { adminUser } from './fixtures';
import { newSecret, recoveryCodes, twoFactorSetupModel } from './models/two-factor-setup.model';
import './popover';
import { expectErrorFocus, formAlert } from './form-errors';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The two-factor page in the admin portal, opened by an administrator the site requires it of (the
 * session, signed in from a stored token, says so): every request answered at the HTTP boundary.
 */

const status = 'GET /api/two-factor';
const setupCall = 'POST /api/two-factor/setup';
const confirmCall = 'POST /api/two-factor/confirm';
const disableCall = 'POST /api/two-factor/disable';

const appCodeLabel = 'Enter the 6-digit code from your authenticator app';
const anyCodeLabel = 'Code from your app, or a recovery code';
const required = 'Set up two-factor sign-in to continue';

/** What the form says of each code the walk types: nothing (it is sent, without its spaces), or why not. */
const codes: Record<string, { sent: string } | { problem: string }> = {
  '': { problem: 'Code is required' },
  '123 456': { sent: '123456' },
  'a1b2c-d3e4f': { sent: 'a1b2c-d3e4f' },
  '12345': { problem: 'Enter the 6 digits from your app, or a recovery code' },
};

interface Expected {
  /** The site requires two-factor of this person, and it is not on: the page says so. */
  setupRequired: boolean;
  code: string;
  /** Why the code was not sent, under its field. */
  flagged: string | null;
  /** Why the last request failed, above the form. */
  error: string | null;
  /** The codes sent to confirm or turn off, in order. */
  sent: string[];
  alerts: ShownAlert[];
}

const outputOf = <T,>(event: EventObject) => (event as EventObject & { output: T }).output;

/** What the person should see after the events so far, from the required behaviour. */
function expected(step: Step): Expected {
  const e: Expected = { setupRequired: true, code: '', flagged: null, error: null, sent: [], alerts: [] };
  const blank = () => {
    e.code = '';
    e.flagged = null;
  };
  for (const event of step.performed) {
    switch (event.type) {
      case 'xstate.done.actor.readStatus':
        e.setupRequired = outputOf<{ required: boolean }>(event).required;
        break;
      case 'setup.requested':
        e.error = null;
        break;
      case 'xstate.done.actor.startSetup':
        blank();
        break;
      case 'xstate.error.actor.startSetup':
        e.error = failureText(event, 'Two-factor sign-in could not be turned on. Please try again.');
        break;
      case 'field.changed':
        e.code = (event as EventObject & { value: string }).value;
        e.flagged = null;
        break;
      case 'form.submitted': {
        const code = codes[e.code];
        if (!code) throw new Error(`The walk does not know the code ${e.code}`);
        e.flagged = 'problem' in code ? code.problem : null;
        if ('sent' in code) {
          e.sent.push(code.sent);
          e.error = null;
        }
        break;
      }
      case 'xstate.done.actor.confirm':
        blank();
        e.setupRequired = false;
        e.alerts.push({ type: 'success', title: 'Success', message: 'Two-factor sign-in is on' });
        break;
      case 'xstate.error.actor.confirm':
        e.error = failureText(event, 'Two-factor sign-in could not be turned on. Please try again.');
        // The secret is no longer waiting: setting up starts again, without the code.
        if ((event as EventObject & { error: ApiError }).error.code === 'twoFactorNotPending') blank();
        break;
      case 'setup.cancelled':
        blank();
        e.error = null;
        break;
      case 'xstate.done.actor.disable':
        blank();
        e.alerts.push({ type: 'success', title: 'Success', message: 'Two-factor sign-in is off' });
        break;
      case 'xstate.error.actor.disable':
        e.error = failureText(event, 'Two-factor sign-in could not be turned off. Please try again.');
        break;
    }
  }
  return e;
}

const main = () => screen.getByRole('main');
const codeField = () => main().querySelector<HTMLInputElement>('input[name="code"]');
const panelHeading = () => main().querySelector('section h2');
const submitButton = () => main().querySelector<HTMLButtonElement>('form button[type="submit"]');

/** What every state shows: the title, whether set-up is required, the alerts, what was sent and what waits. */
function expectPage({ http }: AppScreen, step: Step, pending: string | null) {
  const e = expected(step);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Two-factor sign-in');
  if (e.setupRequired) expect(within(main()).getByText(required)).toBeVisible();
  else expect(within(main()).queryByText(required)).toBeNull();
  const bodies = (url: string) => http.sent.filter((r) => r.url === url).map((r) => r.body);
  expect([...bodies('/api/two-factor/confirm'), ...bodies('/api/two-factor/disable')]).toEqual(
    e.sent.map((code) => ({ code })),
  );
  expect(http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(pending ? [pending] : []);
  const raised = ['xstate.done.actor.confirm', 'xstate.done.actor.disable'].includes(step.event?.type ?? '');
  expectAlerts(e.alerts, { justRaised: raised });
}

/** The error above the form, or none. */
function expectError(step: Step) {
  const { error } = expected(step);
  const shown = formAlert(main());
  if (error) expect(shown).toHaveTextContent(error);
  else expect(shown).toBeNull();
  expectErrorFocus(main(), step);
}

/** The code field: its name, keyboard, value, and why the code was not sent. */
function expectCodeField(step: Step, label: string, numeric: boolean, hint?: string) {
  const e = expected(step);
  const field = codeField();
  expect(field).toHaveAccessibleName(label);
  expect(field).toHaveAttribute('inputmode', numeric ? 'numeric' : 'text');
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('maxlength', '32');
  expect(field).toHaveValue(e.code);
  expect(descriptionOf(field as Element)).toBe([hint, e.flagged].filter(Boolean).join(' '));
  // A code refused by the server is to be typed again: the field has the focus, its text selected.
  if (step.event?.type.startsWith('xstate.error.actor.')) expect(document.activeElement).toBe(field);
}

/** A new part of the page takes the focus at its heading, unless it is the first one shown. */
function expectHeadingFocus(step: Step) {
  const arrived = ['xstate.done.actor.readStatus', 'xstate.error.actor.readStatus'];
  const first = step.performed.findIndex((e) => arrived.includes(e.type)) === step.performed.length - 1;
  const moved = [
    'xstate.done.actor.startSetup',
    'xstate.done.actor.confirm',
    'codes.saved',
    'setup.cancelled',
  ].includes(step.event?.type ?? '');
  if (moved || (step.event?.type === 'xstate.done.actor.readStatus' && !first))
    expect(document.activeElement).toBe(panelHeading());
}

const verifiedUser = { ...adminUser, twoFactorSetupRequired: true };

/** The portal's two-factor page, the session signed in as an administrator who must set it up. */
async function renderPage(inspect: Parameters<typeof renderScreen>[0]['inspect']) {
  window.localStorage.clear();
  window.localStorage.setItem('token', 'stored-token');
  const app = renderScreen({
    url: '/admin/two-factor',
    routes: {
      '/admin/two-factor': () => (
        <AdminLayout>
          <TwoFactorPage />
        </AdminLayout>
      ),
    },
    inspect,
    quickUser: true,
  });
  await app.http.answer('GET /api/verify-token', 200, { success: true, user: verifiedUser });
  return app;
}

const step = (state: string, type: string, payload: Record<string, unknown> = {}) => ({
  event: eventOf(type, payload),
  state,
});
const readStatus = (enabled: boolean, required: boolean) =>
  step(enabled ? 'on' : 'off', 'xstate.done.actor.readStatus', { output: { enabled, required } });
const typed = (state: string, value: string) => step(state, 'field.changed', { field: 'code', value });
const refused = (state: string, type: string, status: number, code: MessageId) =>
  step(state, type, {
    error: new ApiError('response', `Request failed with status code ${status}`, status, code),
  });

describe('the two-factor page', () => {
  itWalksTheScreen<AppScreen>({
    model: twoFactorSetupModel,
    everyVariant: true,
    timeout: 300_000,
    // The required paths, walked whatever the machine declares.
    scenarios: [
      {
        // Required of this administrator: turned on after one wrong code, the codes saved, then
        // turned off again with a recovery code; the site still requires it.
        input: undefined,
        initial: 'loading',
        steps: [
          readStatus(false, true),
          step('fetchingSecret', 'setup.requested'),
          step('scanning', 'xstate.done.actor.startSetup', { output: newSecret }),
          typed('scanning', '12345'),
          step('scanning', 'form.submitted'),
          typed('scanning', '123 456'),
          step('confirming', 'form.submitted'),
          refused('scanning', 'xstate.error.actor.confirm', 400, 'twoFactorRejected'),
          step('confirming', 'form.submitted'),
          step('recoveryCodes', 'xstate.done.actor.confirm', { output: recoveryCodes }),
          step('on', 'codes.saved'),
          typed('on', 'a1b2c-d3e4f'),
          step('disabling', 'form.submitted'),
          step('loading', 'xstate.done.actor.disable', {
            output: { success: true, message: 'Two-factor sign-in is off', code: 'twoFactorDisabled' },
          }),
          readStatus(false, true),
        ],
      },
      {
        // The status cannot be read, then can; the secret is no longer waiting when confirmed.
        input: undefined,
        initial: 'loading',
        steps: [
          step('unavailable', 'xstate.error.actor.readStatus', {
            error: new ApiError('noResponse', 'Network Error'),
          }),
          step('loading', 'retry.requested'),
          readStatus(false, false),
          step('fetchingSecret', 'setup.requested'),
          step('scanning', 'xstate.done.actor.startSetup', { output: newSecret }),
          typed('scanning', '123 456'),
          step('confirming', 'form.submitted'),
          refused('off', 'xstate.error.actor.confirm', 409, 'twoFactorNotPending'),
        ],
      },
    ],
    render: (_, inspect) => renderPage(inspect),
    drivers: {
      'xstate.done.actor.readStatus': ({ http }, event) => http.answer(status, 200, outputOf(event)),
      'xstate.error.actor.readStatus': ({ http }, event) => failRequest(http, status, event),
      'retry.requested': ({ user }) => user.click(screen.getByRole('button', { name: 'Try again' })),
      'setup.requested': ({ user }) => user.click(screen.getByRole('button', { name: 'Turn on' })),
      'xstate.done.actor.startSetup': ({ http }, event) => http.answer(setupCall, 200, outputOf(event)),
      'xstate.error.actor.startSetup': ({ http }, event) => failRequest(http, setupCall, event),
      'setup.cancelled': ({ user }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
      'field.changed': async ({ user }, event) => {
        const field = codeField();
        if (!field) throw new Error('No code field on the page');
        await user.clear(field);
        await user.type(field, (event as EventObject & { value: string }).value);
      },
      'form.submitted': ({ user }) => user.click(submitButton() as HTMLButtonElement),
      'xstate.done.actor.confirm': ({ http }, event) =>
        http.answer(confirmCall, 200, {
          success: true,
          message: 'Two-factor sign-in is on',
          code: 'twoFactorEnabled',
          recoveryCodes: outputOf(event),
        }),
      'xstate.error.actor.confirm': ({ http }, event) => failRequest(http, confirmCall, event),
      'codes.saved': ({ user }) => user.click(screen.getByRole('button', { name: 'I have saved them' })),
      'xstate.done.actor.disable': ({ http }, event) => answerSuccess(http, disableCall, 200, event),
      'xstate.error.actor.disable': ({ http }, event) => failRequest(http, disableCall, event),
    },
    checks: {
      loading: (app, step) => {
        expectPage(app, step, status);
        expect(within(main()).getByRole('status')).toHaveTextContent('Loading…');
        expect(panelHeading()).toBeNull();
      },
      unavailable: (app, step) => {
        expectPage(app, step, null);
        expect(within(main()).getByText('Failed to load the two-factor sign-in status')).toBeVisible();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
        expect(codeField()).toBeNull();
      },
      off: (app, step) => {
        expectPage(app, step, null);
        expect(panelHeading()).toHaveTextContent('Two-factor sign-in is off');
        expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
        expect(codeField()).toBeNull();
        expectError(step);
        expectHeadingFocus(step);
      },
      fetchingSecret: (app, step) => {
        expectPage(app, step, setupCall);
        expect(panelHeading()).toHaveTextContent('Two-factor sign-in is off');
        expect(screen.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
        expectError(step);
      },
      scanning: async (app, step) => {
        expectPage(app, step, null);
        expect(panelHeading()).toHaveTextContent('Connect your authenticator app');
        // The QR code, drawn once its encoder has loaded, and the same secret as text in groups of four.
        const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
        expect(await showing(() => qr.querySelector('path'))).toHaveAttribute(
          'd',
          expect.stringMatching(/^M/),
        );
        const key = within(main()).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
        expect(key).toHaveAttribute('dir', 'ltr');
        expect(screen.getByRole('button', { name: 'Copy key' })).toBeEnabled();
        expectCodeField(step, appCodeLabel, true);
        expect(submitButton()).toHaveTextContent('Turn on');
        expect(submitButton()).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
        expectError(step);
        expectHeadingFocus(step);
      },
      confirming: (app, step) => {
        expectPage(app, step, confirmCall);
        expect(submitButton()).toHaveTextContent('Verifying...');
        expect(submitButton()).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
        expectError(step);
      },
      recoveryCodes: (app, step) => {
        expectPage(app, step, null);
        expect(panelHeading()).toHaveTextContent('Save your recovery codes');
        const shown = within(main())
          .getAllByRole('listitem')
          .map((item) => item.textContent);
        expect(shown).toEqual(recoveryCodes);
        const download = screen.getByRole('link', { name: 'Download' });
        expect(download).toHaveAttribute('download', 'recovery-codes.txt');
        expect(decodeURIComponent(download.getAttribute('href') ?? '')).toBe(
          `data:text/plain;charset=utf-8,${recoveryCodes.join('\n')}\n`,
        );
        expect(screen.getByRole('button', { name: 'Copy codes' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'I have saved them' })).toBeEnabled();
        expect(codeField()).toBeNull();
        expectHeadingFocus(step);
      },
      on: (app, step) => {
        expectPage(app, step, null);
        expect(panelHeading()).toHaveTextContent('Two-factor sign-in is on');
        expectCodeField(step, anyCodeLabel, false, 'Needed to turn two-factor sign-in off.');
        expect(submitButton()).toHaveTextContent('Turn off');
        expect(submitButton()).toBeEnabled();
        expectError(step);
        expectHeadingFocus(step);
      },
      disabling: (app, step) => {
        expectPage(app, step, disableCall);
        expect(submitButton()).toHaveTextContent('Turning off...');
        expect(submitButton()).toBeDisabled();
        expectError(step);
      },
    },
  });

  it('is offered in the account menu, and copies the key and the recovery codes', async () => {
    const app = await renderPage(() => {});
    try {
      await app.user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
      expect(screen.getByRole('link', { name: 'Two-factor sign-in' })).toHaveAttribute(
        'href',
        '/admin/two-factor',
      );
      await app.http.answer(status, 200, { enabled: false, required: true });
      await app.user.click(screen.getByRole('button', { name: 'Turn on' }));
      await app.http.answer(setupCall, 200, newSecret);
      await app.user.click(await showing(() => screen.queryByRole('button', { name: 'Copy key' })));
      expect(await navigator.clipboard.readText()).toBe(newSecret.secret);
      expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
      await app.user.type(codeField() as HTMLInputElement, '123456');
      await app.user.click(submitButton() as HTMLButtonElement);
      await app.http.answer(confirmCall, 200, {
        success: true,
        message: 'On',
        code: 'twoFactorEnabled',
        recoveryCodes,
      });
      await app.user.click(await showing(() => screen.queryByRole('button', { name: 'Copy codes' })));
      expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));
    } finally {
      app.unmount();
    }
  }, 30_000);
});
