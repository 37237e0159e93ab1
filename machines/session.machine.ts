/**
 * Session: who is signed in, with which token, and why not. A stored token is checked with the
 * server at start; logging in stores the new token; logging out revokes and forgets it, says so and
 * goes to the login page.
 *
 * States: checking → verifying → signedIn | signedOut; signedOut → signingIn → signedIn | signedOut;
 * signedIn → loggedOut (the person logged out) | signedOut (the server ended it) | signingIn.
 * Events: login.submitted { username, password, replyTo }, logout.requested, session.expired.
 * The form that submitted a login hears back `session.signedIn` or `session.loginFailed { error }`.
 * Tag `loading` while the session is being established: pages that need a sign-in wait meanwhile.
 */
import { type ActorRef, type ActorRefFrom, assertEvent, assign, type Snapshot, sendTo, setup } from 'xstate';
import type { LoginRequest, LoginResponse } from '../src/api/auth';
import { ApiError } from '../src/api/errors';
import type { MessageId } from '../src/api/messages';
import type { User } from '../src/api/users';
import { chartPart } from './chart-part';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

/** What the session answers the form that asked it to sign in. */
export type LoginReply = { type: 'session.signedIn' } | { type: 'session.loginFailed'; error: MessageId };
export type LoginReplyTo = ActorRef<Snapshot<unknown>, LoginReply>;

export interface SessionContext {
  user: User | null;
  token: string | null;
  error: MessageId | null;
  /** The form waiting to hear how its login went. */
  replyTo: LoginReplyTo | null;
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

// Set by every `login.submitted`, the only way into signingIn, so present whenever a login ends.
const loginForm = ({ context }: { context: SessionContext }) => context.replyTo as LoginReplyTo;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as
      | ({ type: 'login.submitted'; replyTo: LoginReplyTo } & LoginRequest)
      | { type: 'logout.requested' }
      | { type: 'session.expired' },
  },
  actors: {
    /** The stored token (local storage key `token`), or null; never fails. */
    readToken: missingPromiseActor<string | null>('readToken'),
    /** The user the token signs in as, or null when the server says it opens no session. */
    verifyToken: missingPromiseActor<User | null, { token: string }>('verifyToken'),
    login: missingPromiseActor<LoginResponse, LoginRequest>('login'),
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
    /** A login starts: the last error goes, and the form that asked waits for the outcome. */
    acceptLogin: assign(({ event }) => {
      assertEvent(event, 'login.submitted');
      return { error: null, replyTo: event.replyTo };
    }),
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null && params.token !== '',
    isKnown: (_, params: { user: User | null }) => params.user !== null,
  },
}).createMachine({
  id: 'session',
  context: { user: null, token: null, error: null, replyTo: null },
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
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output.user, token: ({ event }) => event.output.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            sendTo(loginForm, { type: 'session.signedIn' }),
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: ({ event }) => loginErrorMessage(event.error) }),
            sendTo(loginForm, ({ event }) => ({
              type: 'session.loginFailed',
              error: loginErrorMessage(event.error),
            })),
          ],
        },
      },
    },
    signedIn: {
      on: {
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
