/**
 * Session: who is signed in, with which token, and why not. A stored token is checked with the
 * server at start; logging in stores the new token; logging out revokes and forgets it, says so and
 * goes to the login page.
 *
 * An account with two-factor sign-in answers the right password with a challenge: the session
 * keeps it and waits for the code (from the app, or a recovery code), which signs in like a password.
 *
 * States: checking → verifying → signedIn | signedOut; signedOut → signingIn → signedIn | signedOut |
 * awaitingCode; awaitingCode → confirmingCode → signedIn | awaitingCode (a wrong code) | signedOut
 * (the challenge ran out); signedIn → loggedOut (the person logged out) | signedOut (the server ended
 * it) | signingIn.
 * Events: login.submitted { username, password, replyTo }, code.submitted { code, replyTo },
 * logout.requested, session.expired, twoFactor.changed { setupRequired } (the two-factor page read
 * or changed whether this user must still set it up).
 * The form that submitted hears back `session.signedIn`, `session.codeRequired` or
 * `session.loginFailed { error }`.
 * Tag `loading` while the session is being established: pages that need a sign-in wait meanwhile.
 */
import { type ActorRef, type ActorRefFrom, assertEvent, assign, type Snapshot, sendTo, setup } from 'xstate';
import type { FailedCodes, LoginRequest, LoginResponse } from '../src/api/auth';
import { ApiError } from '../src/api/errors';
import type { MessageId } from '../src/api/messages';
import type { TwoFactorChallenge } from '../src/api/two-factor';
import { chartPart } from './chart-part';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

/** Who is signed in, and whether they must still set up two-factor sign-in. */
export type SignedInUser = LoginResponse['user'];

/** What the session answers the form that asked it to sign in. */
export type LoginReply =
  /** `failedCodes`: wrong two-factor codes entered for the account since it last signed in. */
  | { type: 'session.signedIn'; failedCodes?: FailedCodes | undefined }
  | { type: 'session.codeRequired' }
  | { type: 'session.loginFailed'; error: MessageId };
export type LoginReplyTo = ActorRef<Snapshot<unknown>, LoginReply>;

export interface SessionContext {
  user: SignedInUser | null;
  token: string | null;
  error: MessageId | null;
  /** The form waiting to hear how its login went. */
  replyTo: LoginReplyTo | null;
  /** What the password step answered an account with two-factor sign-in, until its code is given. */
  challenge: string | null;
}

/** The message for a login that failed, by what went wrong. */
export function loginErrorMessage(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'loginError';
  switch (error.kind) {
    case 'timeout':
      return 'loginTimedOut';
    case 'response':
      return error.code ?? 'loginError';
    case 'noResponse':
      return 'loginNoResponse';
    default:
      return 'loginError';
  }
}

/** The token in hand, told to the server as it is given up. */
const revokeHeldToken = chartPart({
  type: 'revokeToken',
  params: ({ context }: { context: SessionContext }) => ({ token: context.token ?? '' }),
});

// Set by every `login.submitted` and `code.submitted`, the only ways into signingIn and
// confirmingCode, so present whenever a login ends.
const loginForm = ({ context }: { context: SessionContext }) => context.replyTo as LoginReplyTo;

/**
 * The server signed the person in (with a password, or a password and a code). A password step's
 * challenge never gets here: the transition before this one takes it.
 */
const signedInWith = ({ event }: { event: { output: LoginResponse | TwoFactorChallenge } }) =>
  event.output as LoginResponse;
const sessionStarted = chartPart({
  target: 'signedIn',
  actions: [
    { type: 'startSession', params: signedInWith },
    { type: 'storeToken', params: signedInWith },
    { type: 'answerSignedIn', params: signedInWith },
  ],
});

/** A login that failed: the reason is kept and told to the form. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: loginErrorMessage(event.error) });
const loginRefused = chartPart([
  { type: 'keepError', params: failureOf },
  { type: 'answerFailure', params: failureOf },
]);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as
      | ({ type: 'login.submitted'; replyTo: LoginReplyTo } & LoginRequest)
      | { type: 'code.submitted'; code: string; replyTo: LoginReplyTo }
      | { type: 'logout.requested' }
      | { type: 'session.expired' }
      | { type: 'twoFactor.changed'; setupRequired: boolean },
  },
  actors: {
    /** The stored token (local storage key `token`), or null; never fails. */
    readToken: missingPromiseActor<string | null>('readToken'),
    /** The user the token signs in as, or null when the server says it opens no session. */
    verifyToken: missingPromiseActor<SignedInUser | null, { token: string }>('verifyToken'),
    login: missingPromiseActor<LoginResponse | TwoFactorChallenge, LoginRequest>('login'),
    /** The code step: `POST /api/login/two-factor`. */
    confirmCode: missingPromiseActor<LoginResponse, { challenge: string; code: string }>('confirmCode'),
  },
  actions: {
    storeToken: missingAction('storeToken') as (_: unknown, params: { token: string }) => void,
    forgetToken: missingAction('forgetToken'),
    /** Tells the server to revoke the token; the sign-out does not wait for it. */
    revokeToken: missingAction('revokeToken') as (_: unknown, params: { token: string }) => void,
    /** Shows an alert. */
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Takes the person to the login page. */
    goToLogin: missingAction('goToLogin'),
    clearSession: assign({ user: null, token: null }),
    /** A login (or its code step) starts: the last error goes, and the form that asked waits for the outcome. */
    acceptLogin: assign(({ event }) => {
      assertEvent(event, ['login.submitted', 'code.submitted']);
      return { error: null, replyTo: event.replyTo };
    }),
    startSession: assign((_, { user, token }: LoginResponse) => ({ user, token, challenge: null })),
    answerSignedIn: sendTo(loginForm, (_, { failedCodes }: LoginResponse) => ({
      type: 'session.signedIn' as const,
      failedCodes,
    })),
    keepError: assign((_, { error }: { error: MessageId }) => ({ error })),
    answerFailure: sendTo(loginForm, (_, { error }: { error: MessageId }) => ({
      type: 'session.loginFailed' as const,
      error,
    })),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null && params.token !== '',
    isKnown: (_, params: { user: SignedInUser | null }) => params.user !== null,
    isChallenge: (_, answer: LoginResponse | TwoFactorChallenge) => !answer.success,
    /** The challenge ran out (or took too many wrong codes): the password must be given again. */
    challengeEnded: (_, { error }: { error: MessageId }) => error === 'twoFactorChallengeExpired',
  },
}).createMachine({
  id: 'session',
  context: { user: null, token: null, error: null, replyTo: null, challenge: null },
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output }) },
            target: 'verifying',
            actions: assign({ token: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
      },
    },
    verifying: {
      tags: 'loading',
      invoke: {
        id: 'verifyToken',
        src: 'verifyToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isKnown', params: ({ event }) => ({ user: event.output }) },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output }),
          },
          // The server does not know the token (any more): forget it without a word.
          { target: 'signedOut', actions: ['forgetToken', 'clearSession'] },
        ],
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', 'clearSession', assign({ error: 'sessionExpired' })],
        },
      },
      on: {
        // Credentials typed while the stored token is still being checked win over it.
        'login.submitted': {
          target: 'signingIn',
          actions: [revokeHeldToken, 'forgetToken', 'clearSession', 'acceptLogin'],
        },
      },
    },
    signedOut: {
      on: { 'login.submitted': { target: 'signingIn', actions: 'acceptLogin' } },
    },
    signingIn: {
      tags: 'loading',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submitted');
          return { username: event.username, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isChallenge', params: ({ event }) => event.output },
            target: 'awaitingCode',
            actions: [
              assign({ challenge: ({ event }) => (event.output.success ? null : event.output.challenge) }),
              sendTo(loginForm, { type: 'session.codeRequired' }),
            ],
          },
          // The branch above took every challenge: what is left signed in.
          sessionStarted,
        ],
        onError: { target: 'signedOut', actions: loginRefused },
      },
    },
    // The right password for an account with two-factor sign-in: its code is still needed.
    awaitingCode: {
      on: {
        'code.submitted': { target: 'confirmingCode', actions: 'acceptLogin' },
        // Back to the password step, as the same person or another.
        'login.submitted': { target: 'signingIn', actions: ['acceptLogin', assign({ challenge: null })] },
      },
    },
    confirmingCode: {
      tags: 'loading',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submitted');
          return { challenge: context.challenge ?? '', code: event.code };
        },
        onDone: sessionStarted,
        onError: [
          {
            guard: { type: 'challengeEnded', params: failureOf },
            target: 'signedOut',
            actions: [...loginRefused, assign({ challenge: null })],
          },
          // A wrong code, too many tries for now, no answer: the same challenge takes another code.
          // The form says why; the session is not signed out for it, so it keeps no error.
          { target: 'awaitingCode', actions: { type: 'answerFailure', params: failureOf } },
        ],
      },
    },
    signedIn: {
      on: {
        'twoFactor.changed': {
          actions: assign({
            user: ({ context, event }) =>
              context.user && { ...context.user, twoFactorSetupRequired: event.setupRequired },
          }),
        },
        'logout.requested': {
          target: 'loggedOut',
          actions: [
            revokeHeldToken,
            'forgetToken',
            'clearSession',
            {
              type: 'notify',
              params: { type: 'info', title: 'loggedOutTitle', message: 'loggedOutMessage' },
            },
            'goToLogin',
          ],
        },
        // An API call answered 401: the token died on the server (expired or revoked).
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetToken', 'clearSession', assign({ error: 'sessionExpired' })],
        },
        // Signing in with another account (from the access-denied page) ends this session first.
        'login.submitted': {
          target: 'signingIn',
          actions: [revokeHeldToken, 'forgetToken', 'clearSession', 'acceptLogin'],
        },
      },
    },
    // Signed out at the person's own request: pages they leave need not send them to the login.
    loggedOut: {
      on: { 'login.submitted': { target: 'signingIn', actions: 'acceptLogin' } },
    },
  },
});

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
