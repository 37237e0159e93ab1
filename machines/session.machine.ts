/**
 * Session (spec §4 "Session", §8 "Session and login").
 *
 * States: checking → verifying → signedIn | signedOut; signedOut → signingIn → signedIn | signedOut.
 * Events: login.submitted { username, password }, logout.requested, session.expired.
 * Tag `loading` while the session is being established (the spec's isLoading).
 */
import { assign, setup } from 'xstate';
import type { LoginRequest, LoginResponse, VerifyResponse } from '../src/api/auth';
import { clientMessages } from '../src/api/client-messages';
import { ApiError } from '../src/api/errors';
import type { User } from '../src/api/users';
import { missingAction, missingPromiseActor } from './not-provided';

export interface SessionContext {
  user: User | null;
  token: string | null;
  error: string | null;
}

/** Spec §8: the message for a login that threw, by what went wrong. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return clientMessages.loginError;
  switch (error.kind) {
    case 'timeout':
      return clientMessages.loginTimedOut;
    case 'response':
      return error.serverMessage || clientMessages.loginError;
    case 'noResponse':
      return clientMessages.loginNoResponse;
    default:
      return clientMessages.loginError;
  }
}

const signedOutContext = { user: null, token: null } as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as
      | { type: 'login.submitted'; username: string; password: string }
      | { type: 'logout.requested' }
      | { type: 'session.expired' },
  },
  actors: {
    /** The stored token (local storage key `token`), or null. */
    readToken: missingPromiseActor<string | null>('readToken'),
    verifyToken: missingPromiseActor<VerifyResponse, { token: string }>('verifyToken'),
    login: missingPromiseActor<LoginResponse, LoginRequest>('login'),
  },
  actions: {
    storeToken: missingAction('storeToken') as (_: unknown, params: { token: string }) => void,
    forgetToken: missingAction('forgetToken'),
    /** Tells the server to revoke the token; the sign-out does not wait for it. */
    revokeToken: missingAction('revokeToken') as (_: unknown, params: { token: string }) => void,
  },
  guards: {
    hasToken: (_, params: { token: string | null }) => params.token !== null && params.token !== '',
    isSuccess: (_, params: { response: { success: boolean } }) => params.response.success,
  },
}).createMachine({
  id: 'session',
  context: { user: null, token: null, error: null },
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
        onError: { target: 'signedOut' },
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
            guard: { type: 'isSuccess', params: ({ event }) => ({ response: event.output }) },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => (event.output.success ? event.output.user : null) }),
          },
          // The server says the token is no good: forget it quietly.
          { target: 'signedOut', actions: ['forgetToken', assign({ ...signedOutContext, error: null })] },
        ],
        onError: {
          target: 'signedOut',
          actions: ['forgetToken', assign({ ...signedOutContext, error: clientMessages.sessionExpired })],
        },
      },
    },
    signedOut: {
      on: {
        'login.submitted': { target: 'signingIn', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      tags: 'loading',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) =>
          event.type === 'login.submitted'
            ? { username: event.username, password: event.password }
            : { username: '', password: '' },
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ response: event.output }) },
            target: 'signedIn',
            actions: [
              assign(({ event }) =>
                event.output.success
                  ? { user: event.output.user, token: event.output.token, error: null }
                  : {},
              ),
              { type: 'storeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
            ],
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => event.output.message || clientMessages.loginFailed }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => loginErrorMessage(event.error) }),
        },
      },
    },
    signedIn: {
      on: {
        'logout.requested': {
          target: 'signedOut',
          actions: [
            { type: 'revokeToken', params: ({ context }) => ({ token: context.token ?? '' }) },
            'forgetToken',
            assign({ ...signedOutContext, error: null }),
          ],
        },
        // An API call answered 401: the token died on the server (expired or revoked).
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetToken', assign({ ...signedOutContext, error: clientMessages.sessionExpired })],
        },
      },
    },
  },
});
