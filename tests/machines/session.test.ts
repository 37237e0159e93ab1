import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import type { LoginResponse, VerifyResponse } from '../../src/api/auth';
import { clientMessages } from '../../src/api/client-messages';
import { ApiError } from '../../src/api/errors';
import { adminUser } from './fixtures';
import { pendingActor } from './model';
import { sessionModel } from './models/session.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const calls: string[] = [];
  const effects = {
    storeToken: vi.fn((token: string) => calls.push(`store ${token}`)),
    forgetToken: vi.fn(() => calls.push('forget')),
    revokeToken: vi.fn((token: string) => calls.push(`revoke ${token}`)),
  };
  const actor = createActor(
    sessionMachine.provide({
      actors: { readToken: pendingActor(), verifyToken: pendingActor(), login: pendingActor() },
      actions: {
        storeToken: (_, { token }) => effects.storeToken(token),
        forgetToken: () => effects.forgetToken(),
        revokeToken: (_, { token }) => effects.revokeToken(token),
      },
    }),
  ).start();
  return { actor, effects, calls };
}

const storedToken = (output: string | null) => ({ type: 'xstate.done.actor.readToken', output }) as never;
const verified = (output: VerifyResponse) => ({ type: 'xstate.done.actor.verifyToken', output }) as never;
const verifyFailed = (error: unknown) => ({ type: 'xstate.error.actor.verifyToken', error }) as never;
const answered = (output: LoginResponse) => ({ type: 'xstate.done.actor.login', output }) as never;
const loginThrew = (error: unknown) => ({ type: 'xstate.error.actor.login', error }) as never;

/** A session with no stored token, its login form just submitted. */
function signingIn() {
  const session = start();
  session.actor.send(storedToken(null));
  session.actor.send({ type: 'login.submitted', username: 'admin', password: 'secret' });
  return session;
}

function signedIn() {
  const session = start();
  session.actor.send(storedToken('stored-token'));
  session.actor.send(verified({ success: true, user: adminUser }));
  return session;
}

describe('session machine', () => {
  itWalksEveryTransition(sessionModel);

  it('is loading while it checks, verifies and signs in, and not once settled', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send(storedToken('stored-token'));
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send(verified({ success: true, user: adminUser }));
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);

    const other = signingIn();
    expect(other.actor.getSnapshot().value).toBe('signingIn');
    expect(other.actor.getSnapshot().hasTag('loading')).toBe(true);
    other.actor.send(answered({ success: false, message: 'Invalid username or password' }));
    expect(other.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('ends loading signed out, without an error, when no token is stored', () => {
    const { actor, effects } = start();
    actor.send(storedToken(''));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(effects.forgetToken).not.toHaveBeenCalled();
  });

  it('signs in with a stored token the server accepts', () => {
    const { actor } = signedIn();
    expect(actor.getSnapshot().context).toEqual({ user: adminUser, token: 'stored-token', error: null });
  });

  it('forgets a token the server turns down, quietly', () => {
    const { actor, effects } = start();
    actor.send(storedToken('stale-token'));
    actor.send(verified({ success: false, message: 'Your session has expired. Please sign in again.' }));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null, error: null });
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
  });

  it("forgets the token and says 'Session expired. Please log in again.' when verifying fails", () => {
    const { actor, effects } = start();
    actor.send(storedToken('stored-token'));
    actor.send(verifyFailed(new ApiError('noResponse', 'Network Error')));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({
      user: null,
      token: null,
      error: 'Session expired. Please log in again.',
    });
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
  });

  it('clears the previous error when a login starts, and stores the new token on success', () => {
    const { actor, effects } = signingIn();
    actor.send(answered({ success: false, message: 'Invalid username or password' }));
    expect(actor.getSnapshot().context.error).toBe('Invalid username or password');
    actor.send({ type: 'login.submitted', username: 'admin', password: 'right' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(answered({ success: true, message: 'Login successful', user: adminUser, token: 'new-token' }));
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toEqual({ user: adminUser, token: 'new-token', error: null });
    expect(effects.storeToken).toHaveBeenCalledWith('new-token');
  });

  it("shows the server's message for a refused login, else 'Login failed'", () => {
    const refused = signingIn();
    refused.actor.send(answered({ success: false, message: 'Invalid username or password' }));
    expect(refused.actor.getSnapshot().value).toBe('signedOut');
    expect(refused.actor.getSnapshot().context.error).toBe('Invalid username or password');
    const silent = signingIn();
    silent.actor.send(answered({ success: false, message: '' }));
    expect(silent.actor.getSnapshot().context.error).toBe('Login failed');
    expect(silent.effects.storeToken).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a timeout',
      new ApiError('timeout', 'timeout of 15000ms exceeded'),
      'Login request timed out. Please try again.',
    ],
    [
      "an error answer with the server's message",
      new ApiError(
        'response',
        'Request failed with status code 429',
        429,
        'Too many failed sign-in attempts.',
      ),
      'Too many failed sign-in attempts.',
    ],
    [
      'an error answer without a message',
      new ApiError('response', 'Request failed with status code 500', 500),
      'An error occurred during login',
    ],
    [
      'an error answer with an empty message',
      new ApiError('response', 'Request failed with status code 401', 401, ''),
      'An error occurred during login',
    ],
    [
      'no answer',
      new ApiError('noResponse', 'Network Error'),
      'No response received from server. Please check your connection.',
    ],
    ['any other API failure', new ApiError('other', 'Bad config'), 'An error occurred during login'],
    ['an error that is not an ApiError', new TypeError('x is undefined'), 'An error occurred during login'],
  ])('explains a login that failed with %s', (_, error, message) => {
    const { actor } = signingIn();
    actor.send(loginThrew(error));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('signs out by revoking the token on the server, then forgetting it', () => {
    const { actor, calls } = signedIn();
    actor.send({ type: 'logout.requested' });
    expect(calls).toEqual(['revoke stored-token', 'forget']);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null, error: null });
  });

  it('ends a session the server no longer accepts with the expiry message', () => {
    const { actor, effects } = signedIn();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(clientMessages.sessionExpired);
    expect(effects.forgetToken).toHaveBeenCalledTimes(1);
    expect(effects.revokeToken).not.toHaveBeenCalled();
  });
});
