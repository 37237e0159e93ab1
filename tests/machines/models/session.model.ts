import { sessionMachine } from '../../../machines/session.machine';
import { ApiError } from '../../../src/api/errors';
import { adminUser, noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const sessionModel: MachineModel = {
  machine: sessionMachine.provide({
    actors: { readToken: pendingActor(), verifyToken: pendingActor(), login: pendingActor() },
    actions: { storeToken: noop, forgetToken: noop, revokeToken: noop },
  }),
  inputs: [undefined],
  events: {
    'login.submitted': [{ username: 'admin', password: 'secret' }],
    'logout.requested': [{}],
    'session.expired': [{}],
    'xstate.done.actor.readToken': [{ output: 'stored-token' }, { output: null }, { output: '' }],
    'xstate.error.actor.readToken': [{ error: new Error('storage blocked') }],
    'xstate.done.actor.verifyToken': [
      { output: { success: true, user: adminUser } },
      { output: { success: false, message: 'Your session has expired. Please sign in again.' } },
    ],
    'xstate.error.actor.verifyToken': [{ error: new ApiError('noResponse', 'Network Error') }],
    'xstate.done.actor.login': [
      { output: { success: true, message: 'Login successful', user: adminUser, token: 'new-token' } },
      { output: { success: false, message: 'Invalid username or password' } },
      { output: { success: false, message: '' } },
    ],
    'xstate.error.actor.login': [
      { error: new ApiError('timeout', 'timeout of 15000ms exceeded') },
      { error: new ApiError('response', 'Request failed', 429, 'Too many failed sign-in attempts.') },
      { error: new ApiError('response', 'Request failed with status code 500', 500) },
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('other', 'Bad config') },
      { error: new TypeError('not an ApiError') },
    ],
  },
};
