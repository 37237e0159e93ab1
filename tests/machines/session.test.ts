import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { type LoginReplyTo, sessionMachine } from '../../machines/session.machine';
import type { LoginResponse } from '../../src/api/auth';
import { ApiError } from '../../src/api/errors';
import type { User } from '../../src/api/users';
import { adminUser } from './fixtures';
import { pendingActor } from './model';

/** A login form that records what the session answers it. */
function loginForm() {
  const replies: unknown[] = [];
  const form = createActor(
    createMachine({ on: { '*': { actions: ({ event }) => replies.push(event) } } }),
  ).start() as unknown as LoginReplyTo;
  return { form, replies };
}

function start() {
  const calls: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readToken: pendingActor(),
        verifyToken: pendingActor(),
        login: pendingActor(),
        confirmCode: pendingActor(),
      },
      actions: {
        storeToken: (_, { token }) => calls.push(`store ${token}`),
        forgetToken: () => calls.push('forget'),
        revokeToken: (_, { token }) => calls.push(`revoke ${token}`),
        notify: (_, notice) => calls.push(`notify ${notice.title}`),
        goToLogin: () => calls.push('go to login'),
      },
    }),
  ).start();
  return { actor, calls };
}

type Session = ReturnType<typeof start>['actor'];
const storedToken = (output: string | null) => ({ type: 'xstate.done.actor.readToken', output }) as never;
const verified = (output: User | null) => ({ type: 'xstate.done.actor.verifyToken', output }) as never;
const answered = (output: LoginResponse) => ({ type: 'xstate.done.actor.login', output }) as never;
const loginThrew = (error: unknown) => ({ type: 'xstate.error.actor.login', error }) as never;
const submit = (actor: Session, form: LoginReplyTo) =>
  actor.send({ type: 'login.submitted', username: 'admin', password: 'secret', replyTo: form });

const welcome: LoginResponse = {
  success: true,
  message: 'Login successful',
  user: adminUser,
  token: 'new-token',
};

describe('session machine', () => {
  it('is loading (the guards wait) while it checks, verifies and signs in, and not once settled', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send(storedToken('stored-token'));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send(verified(null));
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    submit(actor, loginForm().form);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send(answered(welcome));
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('answers the form that asked: signed in, or why not', () => {
    const { actor } = start();
    actor.send(storedToken(null));
    const first = loginForm();
    submit(actor, first.form);
    actor.send(loginThrew(new ApiError('response', 'Request failed', 401, 'loginRejected')));
    expect(first.replies).toEqual([{ type: 'session.loginFailed', error: 'loginRejected' }]);
    const second = loginForm();
    submit(actor, second.form);
    actor.send(answered(welcome));
    expect(second.replies).toEqual([{ type: 'session.signedIn' }]);
    expect(first.replies).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ user: adminUser, token: 'new-token', error: null });
  });

  it.each([
    ['a timeout', new ApiError('timeout', 'timeout of 15000ms exceeded'), 'loginTimedOut'],
    [
      "a refusal with the server's message",
      new ApiError('response', 'Request failed', 429, 'loginThrottled'),
      'loginThrottled',
    ],
    ['an error answer without a message', new ApiError('response', 'Request failed', 500), 'loginError'],
    ['no answer', new ApiError('noResponse', 'Network Error'), 'loginNoResponse'],
    ['a request never sent', new ApiError('other', 'Bad config'), 'loginError'],
    ['an answer that is not a login answer', new TypeError('x is undefined'), 'loginError'],
  ])('explains a login that failed with %s', (_, error, message) => {
    const { actor } = start();
    actor.send(storedToken(null));
    submit(actor, loginForm().form);
    actor.send(loginThrew(error));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('logs out by revoking the token, forgetting it, saying so, then going to the login page', () => {
    const { actor, calls } = start();
    actor.send(storedToken('stored-token'));
    actor.send(verified(adminUser));
    actor.send({ type: 'logout.requested' });
    expect(calls).toEqual(['revoke stored-token', 'forget', 'notify loggedOutTitle', 'go to login']);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null, error: null });
  });

  it('ends a session the server no longer accepts without revoking it, and says it expired', () => {
    const { actor, calls } = start();
    actor.send(storedToken('stored-token'));
    actor.send(verified(adminUser));
    actor.send({ type: 'session.expired' });
    expect(calls).toEqual(['forget']);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null, error: 'sessionExpired' });
  });

  it('signing in with another account ends the session in hand first', () => {
    const { actor, calls } = start();
    actor.send(storedToken('stored-token'));
    actor.send(verified(adminUser));
    submit(actor, loginForm().form);
    expect(calls).toEqual(['revoke stored-token', 'forget']);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null });
    actor.send(answered(welcome));
    expect(calls.at(-1)).toBe('store new-token');
  });

  describe('with two-factor sign-in', () => {
    const challenged = {
      type: 'xstate.done.actor.login',
      output: { success: false, message: 'Enter the code', code: 'twoFactorRequired', challenge: 'c-1' },
    } as never;
    const codeThrew = (code: 'twoFactorRejected' | 'twoFactorChallengeExpired') =>
      ({
        type: 'xstate.error.actor.confirmCode',
        error: new ApiError('response', 'refused', 401, code),
      }) as never;

    /** Signed out, the right password for an account with two-factor sign-in. */
    function awaitingCode() {
      const started = start();
      const { form, replies } = loginForm();
      started.actor.send(storedToken(null));
      submit(started.actor, form);
      started.actor.send(challenged);
      return { ...started, form, replies };
    }

    it('keeps the challenge, stores no token and asks the form for the code', () => {
      const { actor, calls, replies } = awaitingCode();
      expect(actor.getSnapshot().value).toBe('awaitingCode');
      expect(actor.getSnapshot().context).toMatchObject({ challenge: 'c-1', user: null, token: null });
      expect(calls).toEqual([]);
      expect(replies).toEqual([{ type: 'session.codeRequired' }]);
    });

    it('sends the code with the challenge, and signs in as a password alone does', () => {
      const { actor, calls, form, replies } = awaitingCode();
      actor.send({ type: 'code.submitted', code: '123456', replyTo: form });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(actor.getSnapshot().children.confirmCode?.getSnapshot().input).toEqual({
        challenge: 'c-1',
        code: '123456',
      });
      actor.send({ type: 'xstate.done.actor.confirmCode', output: welcome } as never);
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context).toMatchObject({
        user: adminUser,
        token: 'new-token',
        challenge: null,
      });
      expect(calls).toEqual(['store new-token']);
      expect(replies.at(-1)).toEqual({ type: 'session.signedIn' });
    });

    it('takes another code after a wrong one, and wants the password again once the challenge ran out', () => {
      const { actor, form, replies } = awaitingCode();
      actor.send({ type: 'code.submitted', code: '000000', replyTo: form });
      actor.send(codeThrew('twoFactorRejected'));
      expect(actor.getSnapshot().value).toBe('awaitingCode');
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(replies.at(-1)).toEqual({ type: 'session.loginFailed', error: 'twoFactorRejected' });
      actor.send({ type: 'code.submitted', code: '111111', replyTo: form });
      actor.send(codeThrew('twoFactorChallengeExpired'));
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context).toMatchObject({
        challenge: null,
        error: 'twoFactorChallengeExpired',
      });
      expect(replies.at(-1)).toEqual({ type: 'session.loginFailed', error: 'twoFactorChallengeExpired' });
    });

    it("keeps the two-factor page's word on whether the user must still set it up", () => {
      const { actor } = start();
      actor.send(storedToken('stored-token'));
      actor.send(verified({ ...adminUser, twoFactorSetupRequired: true } as User));
      actor.send({ type: 'twoFactor.changed', setupRequired: false });
      expect(actor.getSnapshot().context.user).toEqual({ ...adminUser, twoFactorSetupRequired: false });
    });
  });
});
