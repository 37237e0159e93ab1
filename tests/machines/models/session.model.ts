import { createActor, createMachine } from 'xstate';
import { type LoginReplyTo, sessionMachine } from '../../../machines/session.machine';
import { ApiError } from '../../../src/api/errors';
import { adminUser, noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

const signedIn = { success: true, message: 'Login successful', user: adminUser, token: 'new-token' };
/** The password step's answer for an account with two-factor sign-in. */
export const challengeAnswer = {
  success: false,
  message: 'Enter the 6-digit code from your authenticator app',
  code: 'twoFactorRequired',
  challenge: 'challenge-from-the-password-step',
};

/** Stands in for the login form that submits; the session's answers to it go nowhere. */
export const loginForm = createActor(createMachine({})).start() as unknown as LoginReplyTo;

export const sessionModel: MachineModel = {
  machine: sessionMachine.provide({
    actors: {
      readToken: pendingActor(),
      verifyToken: pendingActor(),
      login: pendingActor(),
      confirmCode: pendingActor(),
    },
    actions: { storeToken: noop, forgetToken: noop, revokeToken: noop, notify: noop, goToLogin: noop },
  }),
  inputs: [undefined],
  events: {
    'login.submitted': [{ username: 'admin', password: 'admin-password', replyTo: loginForm }],
    'logout.requested': [{}],
    'session.expired': [{}],
    // A token stored by an earlier sign-in, none, or an empty one left in the browser's storage.
    'xstate.done.actor.readToken': [{ output: 'stored-token' }, { output: null }, { output: '' }],
    // The user the token signs in as, or none: the server does not know the token (any more).
    'xstate.done.actor.verifyToken': [{ output: adminUser }, { output: null }],
    'xstate.error.actor.verifyToken': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 503', 503) },
    ],
    // Signed in; or, for an account with two-factor sign-in, asked for its code.
    'xstate.done.actor.login': [{ output: signedIn }, { output: challengeAnswer }],
    'xstate.error.actor.login': [
      { error: new ApiError('response', 'Request failed with status code 401', 401, 'loginRejected') },
      { error: new ApiError('response', 'Request failed with status code 429', 429, 'loginThrottled') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('timeout', 'timeout of 15000ms exceeded') },
      { error: new ApiError('noResponse', 'Network Error') },
      // A 200 whose body is not the API's answer (a proxy's page): it does not parse.
      { error: new TypeError('not a login answer') },
    ],
    'code.submitted': [{ code: '123456', replyTo: loginForm }],
    'xstate.done.actor.confirmCode': [{ output: signedIn }],
    'xstate.error.actor.confirmCode': [
      { error: new ApiError('response', 'Request failed with status code 401', 401, 'twoFactorRejected') },
      {
        error: new ApiError(
          'response',
          'Request failed with status code 401',
          401,
          'twoFactorChallengeExpired',
        ),
      },
      { error: new ApiError('response', 'Request failed with status code 429', 429, 'loginThrottled') },
      { error: new ApiError('noResponse', 'Network Error') },
    ],
    // The two-factor page read whether this user must still set it up, or they just did.
    'twoFactor.changed': [{ setupRequired: true }, { setupRequired: false }],
  },
};
