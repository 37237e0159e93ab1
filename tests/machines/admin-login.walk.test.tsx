import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { FailedCodes } from '../../src/api/auth';
import { formatDateTime } from '../../src/components/ui/format';
import { adminUser } from './fixtures';
import { expectErrorFocus } from './form-errors';
import { adminLoginFailedCodes, adminLoginModel } from './models/admin-login.model';
import {
  alertList,
  answerChallenge,
  answerCode,
  answerLogin,
  type CodeFailure,
  challenge,
  codeFailures,
  codeInput,
  formMessage,
  type LoginFailure,
  loginButton,
  loginFailures,
  newestAlert,
  renderPortal,
  signInThroughForm,
  verifyButton,
} from './portal-screen';
import { type AppScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The login form at /login, opened directly or sent there by the guard of /admin/users; the session
 * behind it is the app's real one, answered at the HTTP boundary. An account with two-factor sign-in
 * answers the password with a challenge, and the form asks for its code.
 */

const fields = { username: 'Username', password: 'Password' } as const;
type FieldName = keyof typeof fields;
const fieldInput = (field: FieldName) => screen.getByLabelText(fields[field], { selector: 'input' });
const submitButton = () =>
  screen.getByRole('main').querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
const codeKindButton = () =>
  screen.getByRole('button', { name: /^(Use a recovery code|Use the code from your app)$/ });
const backButton = () => screen.getByRole('button', { name: 'Back to username and password' });

const appCodeLabel = 'Enter the 6-digit code from your authenticator app';
/** What the code step says of each code the walk types: nothing (it is sent, without its spaces), or why not. */
const codes: Record<string, { sent: string } | { problem: string }> = {
  '': { problem: 'Code is required' },
  '123 456': { sent: '123456' },
  'a1b2c-d3e4f': { sent: 'a1b2c-d3e4f' },
  '12345': { problem: 'Enter the 6 digits from your app, or a recovery code' },
};

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
/** And its code step. */
const codeStepFailures: Record<string, CodeFailure> = {
  twoFactorRejected: 'rejected',
  twoFactorChallengeExpired: 'expired',
  loginThrottled: 'throttled',
  loginNoResponse: 'noConnection',
};

function failureFor(event: EventObject) {
  const failure = failures[failureOf(event)];
  if (!failure) throw new Error(`No way to make the login fail with ${failureOf(event)}`);
  return loginFailures[failure];
}

function codeFailureFor(event: EventObject) {
  const failure = codeStepFailures[failureOf(event)];
  if (!failure) throw new Error(`No way to make the code step fail with ${failureOf(event)}`);
  return codeFailures[failure];
}

/** Where the person is, by the spec, after what they (and the server) did so far. */
interface Progress {
  step: 'password' | 'code';
  values: { username: string; password: string; code: string };
  /** Each field named as wrong when the form was last sent, and not typed in since: its message. */
  flagged: Map<FieldName | 'code', string>;
  recoveryCode: boolean;
  /** The message above the form. */
  error: string | null;
  /** How many times the password step reached the server; the codes the code step sent. */
  passwordTries: number;
  codesSent: string[];
}

function progress(step: Step): Progress {
  const p: Progress = {
    step: 'password',
    values: { username: '', password: '', code: '' },
    flagged: new Map(),
    recoveryCode: false,
    error: null,
    passwordTries: 0,
    codesSent: [],
  };
  const leaveCodeStep = () => {
    p.step = 'password';
    p.values.code = '';
    p.recoveryCode = false;
  };
  for (const event of step.performed) {
    switch (event.type) {
      case 'field.changed': {
        const { field, value } = event as EventObject & { field: FieldName | 'code'; value: string };
        p.values[field] = value;
        p.flagged.delete(field);
        break;
      }
      case 'form.submitted':
        if (p.step === 'password') {
          const empty = (['username', 'password'] as const).filter((field) => p.values[field].trim() === '');
          p.flagged = new Map(empty.map((field) => [field, `${fields[field]} is required`]));
          if (empty.length === 0) {
            p.passwordTries++;
            p.error = null;
          }
        } else {
          const code = codes[p.values.code];
          if (!code) throw new Error(`The walk does not know the code ${p.values.code}`);
          p.flagged = new Map('problem' in code ? [['code', code.problem]] : []);
          if ('sent' in code) {
            p.codesSent.push(code.sent);
            p.error = null;
          }
        }
        break;
      case 'session.codeRequired':
        // The password did its part and is not kept; the code step starts empty.
        p.step = 'code';
        p.values.password = '';
        p.values.code = '';
        p.recoveryCode = false;
        break;
      case 'session.loginFailed':
        if (p.step === 'password') p.error = failureFor(event).say;
        else {
          p.error = codeFailureFor(event).say;
          // The challenge ran out: back to the password, saying why.
          if (failureOf(event) === 'twoFactorChallengeExpired') leaveCodeStep();
        }
        break;
      case 'codeKind.toggled':
        p.recoveryCode = !p.recoveryCode;
        p.values.code = '';
        p.flagged.delete('code');
        break;
      case 'back.requested':
        leaveCodeStep();
        p.error = null;
        p.flagged = new Map();
        break;
    }
  }
  return p;
}

/** The server heard exactly the tries the spec says: each password once, each code once. */
function expectRequests(http: AppScreen['http'], p: Progress) {
  expect(http.sent.filter((r) => r.url === '/api/login')).toHaveLength(p.passwordTries);
  expect(http.sent.filter((r) => r.url === '/api/login/two-factor').map((r) => r.body)).toEqual(
    p.codesSent.map((code) => ({ challenge, code })),
  );
}

const [direct, sentByGuard] = adminLoginModel.inputs;
const to = (state: string, type: string, payload: Record<string, unknown> = {}) => ({
  event: { type, ...payload },
  state,
});
const typedIn = (field: FieldName, value: string) => to('idle', 'field.changed', { field, value });
const codeTyped = (value: string) => to('code', 'field.changed', { field: 'code', value });

/** Signed in with the password, the person sends a code from the app. */
const codeSent = [
  typedIn('username', 'admin'),
  typedIn('password', 'admin-password'),
  to('submitting', 'form.submitted'),
  to('code', 'session.codeRequired'),
  codeTyped('123 456'),
  to('confirming', 'form.submitted'),
];

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
  {
    // Two-factor: the code is asked for, checked, refused once, then a recovery code lets them in.
    input: sentByGuard,
    steps: [
      typedIn('username', 'admin'),
      typedIn('password', 'admin-password'),
      to('submitting', 'form.submitted'),
      to('code', 'session.codeRequired'),
      to('code', 'form.submitted'),
      codeTyped('12345'),
      to('code', 'form.submitted'),
      codeTyped('123 456'),
      to('confirming', 'form.submitted'),
      to('code', 'session.loginFailed', { error: 'twoFactorRejected' }),
      to('code', 'codeKind.toggled'),
      codeTyped('a1b2c-d3e4f'),
      to('confirming', 'form.submitted'),
      to('succeeded', 'session.signedIn'),
    ],
  },
  {
    // The challenge runs out: the password again; then the person goes back from the code step.
    input: direct,
    steps: [
      ...codeSent,
      to('idle', 'session.loginFailed', { error: 'twoFactorChallengeExpired' }),
      typedIn('password', 'admin-password'),
      to('submitting', 'form.submitted'),
      to('code', 'session.codeRequired'),
      to('idle', 'back.requested'),
    ],
  },
  {
    // Wrong codes were entered for the account since its last sign-in: the owner is told, once.
    input: direct,
    steps: [...codeSent, to('succeeded', 'session.signedIn', { failedCodes: adminLoginFailedCodes })],
  },
].map((path) => ({ ...path, initial: 'idle' }));

/** Whether the last gesture brought the person back from the code step to the password. */
const backFromCodeStep = (step: Step) =>
  step.event?.type === 'back.requested' ||
  (step.event?.type === 'session.loginFailed' && failureOf(step.event) === 'twoFactorChallengeExpired');

describe('the login page', () => {
  itWalksTheScreen<AppScreen>({
    model: adminLoginModel,
    everyVariant: true,
    timeout: 120_000,
    scenarios: spec,
    render: (path, inspect) => renderPortal({ url: (path.input as { url: string }).url, inspect }),
    drivers: {
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as EventObject & { field: FieldName | 'code'; value: string };
        const input = field === 'code' ? codeInput() : fieldInput(field);
        if (!input) throw new Error(`No ${field} field on the page`);
        await user.clear(input);
        await user.type(input, value);
      },
      'form.submitted': ({ user }) => user.click(submitButton()),
      'codeKind.toggled': ({ user }) => user.click(codeKindButton()),
      'back.requested': ({ user }) => user.click(backButton()),
      'session.signedIn': ({ http }, event) => {
        const { failedCodes } = event as EventObject & { failedCodes?: object };
        const told = failedCodes === undefined ? {} : { failedCodes };
        return http.pending().some((r) => r.url === '/api/login/two-factor')
          ? answerCode(http, adminUser, told)
          : answerLogin(http, adminUser, told);
      },
      'session.codeRequired': ({ http }) => answerChallenge(http),
      'session.loginFailed': ({ http }, event) =>
        http.pending().some((r) => r.url === '/api/login/two-factor')
          ? codeFailureFor(event).answer(http)
          : failureFor(event).answer(http),
    },
    checks: {
      idle: ({ http, location }, step) => {
        expect(location()).toBe(urlOf(step));
        expect(loginButton()).toHaveTextContent('Login');
        expect(loginButton()).toBeEnabled();
        expect(codeInput()).toBeNull();
        const p = progress(step);
        expect(fieldInput('username')).toHaveValue(p.values.username);
        expect(fieldInput('password')).toHaveValue(p.values.password);
        // Each field left empty when the form was last sent is named under it until typed in again;
        // the password refused is described by the message above the form, and marked invalid.
        for (const field of ['username', 'password'] as const) {
          const said = [field === 'password' && p.error, p.flagged.get(field)].filter(Boolean).join(' ');
          if (said) expect(fieldInput(field)).toHaveAccessibleDescription(said);
          else expect(fieldInput(field)).not.toHaveAccessibleDescription();
        }
        if (p.error || p.flagged.has('password'))
          expect(fieldInput('password')).toHaveAttribute('aria-invalid', 'true');
        else expect(fieldInput('password')).not.toHaveAttribute('aria-invalid');
        // Refused, the password has the focus again, to be typed over (the button was disabled).
        if (step.event?.type === 'session.loginFailed')
          expect(document.activeElement).toBe(fieldInput('password'));
        // The last failure stays above the form while the person corrects it.
        if (p.error) expect(formMessage()).toHaveTextContent(p.error);
        else expect(formMessage()).toBeNull();
        expectErrorFocus(screen.getByRole('main'), step);
        // Back from the code step, the password is to be typed again: it has the focus.
        if (backFromCodeStep(step)) expect(document.activeElement).toBe(fieldInput('password'));
        // Only a complete form reaches the server, once per try.
        expectRequests(http, p);
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
      code: ({ http, location }, step) => {
        expect(location()).toBe(urlOf(step));
        const p = progress(step);
        // One field, for the app's code or a recovery code; the password's fields are gone.
        expect(screen.queryByLabelText(fields.password, { selector: 'input' })).toBeNull();
        expect(screen.queryByLabelText(fields.username, { selector: 'input' })).toBeNull();
        const field = codeInput() as HTMLInputElement;
        expect(field).toHaveAccessibleName(p.recoveryCode ? 'Recovery code' : appCodeLabel);
        expect(field).toHaveAttribute('inputmode', p.recoveryCode ? 'text' : 'numeric');
        expect(field).toHaveAttribute('autocomplete', p.recoveryCode ? 'off' : 'one-time-code');
        expect(field).toHaveAttribute('maxlength', '32');
        expect(field).toHaveValue(p.values.code);
        // A refused code is described by the message above the form, and marked invalid.
        const said = [
          p.error,
          p.recoveryCode && 'Each recovery code can be used once.',
          p.flagged.get('code'),
        ];
        expect(field).toHaveAccessibleDescription(said.filter(Boolean).join(' '));
        if (p.error || p.flagged.has('code')) expect(field).toHaveAttribute('aria-invalid', 'true');
        else expect(field).not.toHaveAttribute('aria-invalid');
        expect(verifyButton()).toHaveTextContent('Verify');
        expect(verifyButton()).toBeEnabled();
        expect(codeKindButton()).toHaveTextContent(
          p.recoveryCode ? 'Use the code from your app' : 'Use a recovery code',
        );
        expect(codeKindButton()).toBeEnabled();
        expect(backButton()).toBeEnabled();
        if (p.error) expect(formMessage()).toHaveTextContent(p.error);
        else expect(formMessage()).toBeNull();
        // The field takes the focus when it appears, changes kind, or refused a code.
        if (
          ['session.codeRequired', 'codeKind.toggled', 'session.loginFailed'].includes(step.event?.type ?? '')
        )
          expect(document.activeElement).toBe(field);
        expectRequests(http, p);
        expect(within(alertList()).queryByText('Login Successful')).toBeNull();
      },
      confirming: ({ http }, step) => {
        expect(verifyButton()).toHaveTextContent('Verifying...');
        expect(verifyButton()).toBeDisabled();
        expect(codeKindButton()).toBeDisabled();
        expect(backButton()).toBeDisabled();
        expect(formMessage()).toBeNull();
        expect(http.pending()).toEqual([
          expect.objectContaining({
            method: 'POST',
            url: '/api/login/two-factor',
            body: { challenge, code: progress(step).codesSent.at(-1) },
          }),
        ]);
      },
      succeeded: ({ location }, step) => {
        // Wrong codes entered for the account since it last signed in: told once, above the welcome.
        const { failedCodes } = step.event as EventObject & { failedCodes?: FailedCodes };
        const alerts = [...alertList().children] as HTMLElement[];
        const welcome = alerts[failedCodes ? 1 : 0];
        expect(welcome).toHaveTextContent('Login Successful');
        expect(welcome).toHaveTextContent('Welcome back!');
        expect(alerts).toHaveLength(failedCodes ? 2 : 1);
        if (failedCodes) {
          const when = (iso: string) => formatDateTime('en', iso);
          expect(newestAlert()).toHaveTextContent('Wrong two-factor codes');
          expect(newestAlert()).toHaveTextContent(
            `Wrong codes entered for your account since you last signed in: ${failedCodes.count}, from ${when(failedCodes.firstAt)} to ${when(failedCodes.lastAt)}. If they were not yours, someone knows your password: change it.`,
          );
        }
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
