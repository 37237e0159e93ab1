import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { MessageId } from '../../src/api/messages';
import type { User } from '../../src/api/users';
import { adminUser } from './fixtures';
import type { ModelPath } from './model';
import { challengeAnswer, loginForm, sessionModel } from './models/session.model';
import {
  alertList,
  answerChallenge,
  answerCode,
  answerLogin,
  answerVerify,
  type CodeFailure,
  challenge,
  codeFailures,
  codeInput,
  enterCode,
  formMessage,
  type LoginFailure,
  loginButton,
  loginFailures,
  logOutThroughMenu,
  newestAlert,
  refreshWithDeadToken,
  renderPortal,
  signInThroughForm,
  storedToken,
  verifyButton,
} from './portal-screen';
import type { AppScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/**
 * The session has no screen of its own: it is walked through the login page and the portal behind
 * its route guard (and the two-factor page, which tells it whether two-factor sign-in must still be
 * set up). A path that starts with a stored token finds it in the browser's storage.
 */

/** The token the path finds in storage, from its first step (`readToken`'s answer). */
function tokenOf(path: ModelPath): string | null {
  const first = path.steps[0]?.event as (EventObject & { output?: string | null }) | undefined;
  return first?.output ?? null;
}

/**
 * Where the person opens the site: the login page when they submit it while the stored token is
 * still being checked or already accepted (they opened /login themselves), else the dashboard.
 */
function startUrl(path: ModelPath): string {
  const loginFromSession = path.steps.some(
    (step, index) =>
      step.event.type === 'login.submitted' &&
      ['verifying', 'signedIn'].includes(String(path.steps[index - 1]?.state)),
  );
  return loginFromSession ? '/login' : '/admin-dashboard';
}

const errorOf = (event: EventObject | undefined) => (event as EventObject & { error: unknown }).error;
const outputOf = (event: EventObject | undefined) => (event as EventObject & { output: unknown }).output;

/** How a login failed, from the model's error payloads. */
function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return 'unreadable';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'noResponse') return 'noConnection';
  if (error.status === 401) return 'refused';
  if (error.status === 429) return 'throttled';
  return 'serverError';
}

/** How a code failed, from the model's error payloads. */
function codeFailure(error: unknown): CodeFailure {
  if (!(error instanceof ApiError) || error.kind === 'noResponse') return 'noConnection';
  if (error.status === 429) return 'throttled';
  return error.code === 'twoFactorChallengeExpired' ? 'expired' : 'rejected';
}

/** Whether the password step signed the person in (rather than asking for a code). */
const signedInByPassword = (event: EventObject) =>
  event.type === 'xstate.done.actor.login' &&
  (outputOf(event) as { success?: boolean } | undefined)?.success !== false;
/** The sign-ins the server accepted: a password alone, or a password and its code. */
const acceptedLogins = (step: Step) =>
  step.performed.filter((e) => signedInByPassword(e) || e.type === 'xstate.done.actor.confirmCode');

const sessionExpired = 'Session expired. Please log in again.';

/**
 * The tokens the person gave up so far, oldest first, each of which the server must have been told
 * to revoke: the one in hand when they logged out or signed in anew. A token the server ended or
 * turned down is only forgotten.
 */
function givenUp(step: Step): string[] {
  const revoked: string[] = [];
  let held: string | null = null;
  for (const event of step.performed) {
    switch (event.type) {
      case 'xstate.done.actor.readToken':
        held = (outputOf(event) as string | null) || null;
        break;
      case 'xstate.done.actor.verifyToken':
        if (!outputOf(event)) held = null;
        break;
      case 'xstate.done.actor.login':
        held = signedInByPassword(event) ? 'new-token' : null;
        break;
      case 'xstate.done.actor.confirmCode':
        held = 'new-token';
        break;
      case 'twoFactor.changed':
        break;
      case 'logout.requested':
      case 'login.submitted':
        if (held) revoked.push(held);
        held = null;
        break;
      default:
        held = null;
    }
  }
  return revoked;
}

/** The server was asked to revoke exactly the tokens given up, each with the token itself. */
function expectRevoked(http: AppScreen['http'], step: Step) {
  expect(http.sent.filter((r) => r.url === '/api/logout')).toEqual(
    givenUp(step).map((token) =>
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
      }),
    ),
  );
}

/** A step of a path written from the spec: the event (with the payload its driver reads) and the state after it. */
const to = (state: string, type: string, payload: Record<string, unknown> = {}) => ({
  event: { type, ...payload },
  state,
});
const read = (output: string | null) =>
  to(output ? 'verifying' : 'signedOut', 'xstate.done.actor.readToken', { output });
const submitted = to('signingIn', 'login.submitted', {
  username: 'admin',
  password: 'admin-password',
  replyTo: loginForm,
});
const loginFailed = (error: ApiError) => to('signedOut', 'xstate.error.actor.login', { error });
const codeAsked = to('awaitingCode', 'xstate.done.actor.login', { output: challengeAnswer });
const codeSent = to('confirmingCode', 'code.submitted', { code: '123456', replyTo: loginForm });
const codeRefused = (state: string, code: MessageId, status = 401) =>
  to(state, 'xstate.error.actor.confirmCode', {
    error: new ApiError('response', `Request failed with status code ${status}`, status, code),
  });

/**
 * What the spec asks of the session, each way in and out, walked whatever the machine declares: a
 * transition the machine lost fails here even though the generated paths no longer ask for it.
 */
const spec = [
  // No token: log in, log out, log in again and be refused.
  [
    read(null),
    submitted,
    to('signedIn', 'xstate.done.actor.login'),
    to('loggedOut', 'logout.requested'),
    submitted,
    loginFailed(new ApiError('response', 'Request failed with status code 401', 401, 'loginRejected')),
  ],
  // A stored token the server accepts; later a call says it is no longer accepted.
  [
    read('stored-token'),
    to('signedIn', 'xstate.done.actor.verifyToken', { output: adminUser }),
    to('signedOut', 'session.expired'),
  ],
  // A stored token the server does not know: forgotten without a word.
  [read('stored-token'), to('signedOut', 'xstate.done.actor.verifyToken', { output: null })],
  // A stored token that cannot be checked: the session expired.
  [
    read('stored-token'),
    to('signedOut', 'xstate.error.actor.verifyToken', { error: new ApiError('noResponse', 'Network Error') }),
  ],
  // An empty token is no token.
  [read('')],
  // On the login page while the stored token is checked: the credentials typed win.
  [read('stored-token'), submitted, loginFailed(new ApiError('timeout', 'timeout of 15000ms exceeded'))],
  // On the login page with a token the server accepts: signing in with another account.
  [
    read('stored-token'),
    to('signedIn', 'xstate.done.actor.verifyToken', { output: adminUser }),
    submitted,
    loginFailed(new ApiError('noResponse', 'Network Error')),
  ],
  // Two-factor: the password asks for a code; a wrong code, then the right one; the two-factor page
  // says it must be set up (the account turned it off since); logging out.
  [
    read(null),
    submitted,
    codeAsked,
    codeSent,
    codeRefused('awaitingCode', 'twoFactorRejected'),
    codeSent,
    to('signedIn', 'xstate.done.actor.confirmCode', {
      output: { success: true, message: 'Login successful', user: adminUser, token: 'new-token' },
    }),
    to('signedIn', 'twoFactor.changed', { setupRequired: true }),
    to('loggedOut', 'logout.requested'),
  ],
  // The challenge runs out: signed out, asked for the password again.
  [read(null), submitted, codeAsked, codeSent, codeRefused('signedOut', 'twoFactorChallengeExpired')],
  // Too many codes for now; then back to the password, which is refused.
  [
    read(null),
    submitted,
    codeAsked,
    codeSent,
    codeRefused('awaitingCode', 'loginThrottled', 429),
    submitted,
    loginFailed(new ApiError('response', 'Request failed with status code 401', 401, 'loginRejected')),
  ],
].map((steps) => ({ input: undefined, initial: 'checking', steps }));

function expectLoginPage() {
  expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Username' })).toBeVisible();
}

/** One welcome for each login the server accepted, none for the others. */
function expectWelcomes(step: Step) {
  expect(within(alertList()).queryAllByText('Login Successful')).toHaveLength(acceptedLogins(step).length);
}

/** The login page asks for the code: the last one refused says why, until another is sent. */
function expectCodeStep(step: Step) {
  expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  expect(codeInput()).toHaveAccessibleName('Enter the 6-digit code from your authenticator app');
  expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  expectWelcomes(step);
  expect(storedToken() || null).toBeNull();
}

describe('the session, on the login page and the portal', () => {
  itWalksTheScreen<AppScreen>({
    model: sessionModel,
    everyVariant: true,
    transient: ['checking'],
    timeout: 120_000,
    scenarios: spec,
    render: (path, inspect) => renderPortal({ url: startUrl(path), storedToken: tokenOf(path), inspect }),
    drivers: {
      // The browser's storage answers at once: the render put the token there (or not).
      'xstate.done.actor.readToken': () => {},
      'xstate.done.actor.verifyToken': ({ http }, event) =>
        answerVerify(http, outputOf(event) as User | null),
      'xstate.error.actor.verifyToken': ({ http }, event) => {
        const error = errorOf(event) as ApiError;
        if (error.kind === 'noResponse') return http.fail('GET /api/verify-token');
        return http.answer('GET /api/verify-token', 503, '<html>Service unavailable</html>');
      },
      'login.submitted': async ({ user }) => {
        // From the code step, the person first goes back to the password.
        if (codeInput())
          await user.click(screen.getByRole('button', { name: 'Back to username and password' }));
        await signInThroughForm(user, 'admin', 'admin-password');
      },
      'xstate.done.actor.login': ({ http }, event) =>
        signedInByPassword(event) ? answerLogin(http) : answerChallenge(http),
      'xstate.error.actor.login': ({ http }, event) =>
        loginFailures[loginFailure(errorOf(event))].answer(http),
      'code.submitted': ({ user }) => enterCode(user, '123 456'),
      'xstate.done.actor.confirmCode': ({ http }) => answerCode(http),
      'xstate.error.actor.confirmCode': ({ http }, event) =>
        codeFailures[codeFailure(errorOf(event))].answer(http),
      // The person opens the two-factor page, which reads whether they must still set it up.
      'twoFactor.changed': async ({ http, navigate }, event) => {
        const { setupRequired } = event as EventObject & { setupRequired: boolean };
        await navigate?.('/admin/two-factor');
        await http.answer('GET /api/two-factor', 200, { enabled: !setupRequired, required: setupRequired });
      },
      'logout.requested': ({ user }) => logOutThroughMenu(user, 'Ada Admin'),
      // A page's call answers 401: the server no longer accepts the token.
      'session.expired': ({ user, http }) => refreshWithDeadToken(user, http),
    },
    checks: {
      verifying: ({ http, location }) => {
        expect(http.pending()).toContainEqual(
          expect.objectContaining({
            method: 'GET',
            url: '/api/verify-token',
            headers: expect.objectContaining({ Authorization: 'Bearer stored-token' }),
          }),
        );
        if (location() === '/login') {
          expectLoginPage();
          expect(loginButton()).toBeEnabled();
        } else {
          // The portal waits for the answer: a spinner, not the page.
          expect(location()).toBe('/admin-dashboard');
          expect(screen.getByRole('status')).toHaveTextContent('Loading…');
          expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
        }
      },
      signedOut: ({ http, location }, step) => {
        expectLoginPage();
        expectWelcomes(step);
        expect(loginButton()).toHaveTextContent('Login');
        expect(loginButton()).toBeEnabled();
        expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
        const event = step.event;
        switch (event?.type) {
          case 'xstate.done.actor.readToken':
            // Nothing stored: straight to the login page, carrying the page asked for, no call made.
            expect(location()).toBe('/login?redirect=%2Fadmin-dashboard');
            expect(formMessage()).toBeNull();
            expect(http.sent).toEqual([]);
            expect(storedToken() || null).toBeNull();
            return;
          case 'xstate.done.actor.verifyToken':
            // The server does not know the token: forgotten without a word.
            expect(location()).toBe('/login?redirect=%2Fadmin-dashboard');
            expect(formMessage()).toBeNull();
            break;
          case 'xstate.error.actor.verifyToken':
          case 'session.expired':
            expect(location()).toBe('/login?redirect=%2Fadmin-dashboard');
            expect(formMessage()).toHaveTextContent(sessionExpired);
            break;
          case 'xstate.error.actor.login':
            expect(location()).toMatch(/^\/login/);
            expect(formMessage()).toHaveTextContent(loginFailures[loginFailure(errorOf(event))].say);
            // What the person typed stays for another try.
            expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
            break;
          case 'xstate.error.actor.confirmCode':
            // The challenge ran out: the password again, the username kept.
            expect(location()).toMatch(/^\/login/);
            expect(formMessage()).toHaveTextContent(codeFailures.expired.say);
            expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
            expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
            break;
          default:
            throw new Error(`signed out after ${event?.type}`);
        }
        expect(storedToken()).toBeNull();
        expectRevoked(http, step);
      },
      signingIn: ({ http }, step) => {
        expect(loginButton()).toHaveTextContent('Logging in...');
        expect(loginButton()).toBeDisabled();
        expect(formMessage()).toBeNull();
        expect(http.pending()).toContainEqual(
          expect.objectContaining({
            method: 'POST',
            url: '/api/login',
            body: { username: 'admin', password: 'admin-password' },
            timeout: 15000,
          }),
        );
        expectRevoked(http, step);
        // Signing in anew leaves no token behind while the new one is awaited.
        expect(storedToken() || null).toBeNull();
      },
      signedIn: ({ http, location }, step) => {
        expectRevoked(http, step);
        const viaLogin = acceptedLogins(step).length > 0;
        expect(storedToken()).toBe(viaLogin ? 'new-token' : 'stored-token');
        expectWelcomes(step);
        if (step.event && acceptedLogins(step).includes(step.event)) {
          expect(location()).toBe('/admin-dashboard');
          expect(newestAlert()).toHaveTextContent('Login Successful');
          expect(newestAlert()).toHaveTextContent('Welcome back!');
        }
        if (step.event?.type === 'twoFactor.changed') {
          // The two-factor page, saying so when it must still be set up before anything else.
          const { setupRequired } = step.event as EventObject & { setupRequired: boolean };
          expect(location()).toBe('/admin/two-factor');
          expect(screen.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
          const notice = screen.queryByText('Set up two-factor sign-in to continue');
          if (setupRequired) expect(notice).toBeVisible();
          else expect(notice).toBeNull();
          expect(screen.getByRole('button', { name: 'Account menu for Ada Admin' })).toBeVisible();
        } else if (location() === '/login') {
          // Opened the login page with a token that still works: the form stays for another account.
          expectLoginPage();
          expect(formMessage()).toBeNull();
        } else {
          expect(location()).toBe('/admin-dashboard');
          expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeVisible();
          expect(screen.getByRole('button', { name: 'Account menu for Ada Admin' })).toBeVisible();
        }
      },
      awaitingCode: ({ http, location }, step) => {
        expect(location()).toMatch(/^\/login/);
        expectCodeStep(step);
        expect(verifyButton()).toBeEnabled();
        const event = step.event as EventObject;
        if (event.type === 'xstate.error.actor.confirmCode')
          expect(formMessage()).toHaveTextContent(codeFailures[codeFailure(errorOf(event))].say);
        else expect(formMessage()).toBeNull();
        // Nothing waits for a sign-in: the session waits for the person's code.
        expect(http.pending().filter((r) => r.url.startsWith('/api/login'))).toEqual([]);
        expectRevoked(http, step);
      },
      confirmingCode: ({ http }, step) => {
        expectCodeStep(step);
        expect(verifyButton()).toHaveTextContent('Verifying...');
        expect(verifyButton()).toBeDisabled();
        expect(formMessage()).toBeNull();
        // The code without its space, with the challenge the password step answered.
        expect(http.pending()).toContainEqual(
          expect.objectContaining({
            method: 'POST',
            url: '/api/login/two-factor',
            body: { challenge, code: '123456' },
            timeout: 15000,
          }),
        );
        expectRevoked(http, step);
      },
      loggedOut: ({ http, location }, step) => {
        // Logging out goes to the plain login page, not back to where the person was.
        expect(location()).toBe('/login');
        expectLoginPage();
        expect(formMessage()).toBeNull();
        expect(storedToken()).toBeNull();
        const goodbye = newestAlert();
        expect(goodbye).toHaveTextContent('Logged Out');
        expect(goodbye).toHaveTextContent('You have been successfully logged out');
        expectRevoked(http, step);
      },
    },
  });
});
