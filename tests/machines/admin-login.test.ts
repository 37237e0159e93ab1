import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { adminLoginMachine } from '../../machines/admin-login.machine';
import type { SessionRef } from '../../machines/session.machine';

/** A form beside a stand-in session that records what the form sends it. */
function start() {
  const received: Array<{
    type: string;
    username?: string;
    password?: string;
    code?: string;
    replyTo?: unknown;
  }> = [];
  const session = createActor(
    createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } }),
  ).start() as unknown as SessionRef;
  const effects = { announceWelcome: vi.fn(), goToDestination: vi.fn() };
  const actor = createActor(
    adminLoginMachine.provide({
      actions: {
        announceWelcome: () => effects.announceWelcome(),
        goToDestination: () => effects.goToDestination(),
      },
    }),
    { input: { session } },
  ).start();
  const fill = (username: string, password: string) => {
    actor.send({ type: 'field.changed', field: 'username', value: username });
    actor.send({ type: 'field.changed', field: 'password', value: password });
  };
  return { actor, received, effects, fill };
}

describe('admin login machine', () => {
  it('names each missing field and sends the session nothing', () => {
    const { actor, received, fill } = start();
    fill('   ', '');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
    });
    expect(received).toEqual([]);
  });

  it('hands the session the trimmed username and asks it to answer this form', () => {
    const { actor, received, fill } = start();
    fill(' admin ', 'secret');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(received).toEqual([
      { type: 'login.submitted', username: 'admin', password: 'secret', replyTo: actor },
    ]);
  });

  it('welcomes the admin and goes on to the destination once the session signs in', () => {
    const { actor, effects, fill } = start();
    fill('admin', 'secret');
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'session.signedIn' });
    expect(effects.announceWelcome).toHaveBeenCalledTimes(1);
    expect(effects.goToDestination).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("goes back to the form with the session's reason when the login fails, and clears it on the next try", () => {
    const { actor, effects, fill } = start();
    fill('admin', 'wrong');
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'session.loginFailed', error: 'loginRejected' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('loginRejected');
    expect(effects.announceWelcome).not.toHaveBeenCalled();
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('with two-factor sign-in', () => {
    /** The password was right; the session asks for the code. */
    function atCodeStep() {
      const started = start();
      started.fill('admin', 'secret');
      started.actor.send({ type: 'form.submitted' });
      started.actor.send({ type: 'session.codeRequired' });
      started.received.length = 0;
      return started;
    }
    const typeCode = (actor: ReturnType<typeof start>['actor'], value: string) =>
      actor.send({ type: 'field.changed', field: 'code', value });

    it('asks for the code, and keeps no password once the password step is done', () => {
      const { actor } = atCodeStep();
      expect(actor.getSnapshot().value).toBe('code');
      expect(actor.getSnapshot().context.values).toEqual({ username: 'admin', password: '', code: '' });
    });

    it('names an empty or malformed code and sends the session nothing', () => {
      const { actor, received } = atCodeStep();
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'twoFactorCodeRequired' });
      typeCode(actor, '12345');
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'twoFactorCodeInvalid' });
      expect(received).toEqual([]);
    });

    it('hands the session the code without its spaces, and signs in when it is right', () => {
      const { actor, received, effects } = atCodeStep();
      typeCode(actor, ' 123 456 ');
      actor.send({ type: 'form.submitted' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(received).toEqual([{ type: 'code.submitted', code: '123456', replyTo: actor }]);
      actor.send({ type: 'session.signedIn' });
      expect(effects.goToDestination).toHaveBeenCalledTimes(1);
    });

    it('stays at the code after a wrong one, and goes back to the password when the challenge ran out', () => {
      const { actor } = atCodeStep();
      typeCode(actor, '123456');
      actor.send({ type: 'form.submitted' });
      actor.send({ type: 'session.loginFailed', error: 'twoFactorRejected' });
      expect(actor.getSnapshot().value).toBe('code');
      expect(actor.getSnapshot().context.error).toBe('twoFactorRejected');
      actor.send({ type: 'form.submitted' });
      actor.send({ type: 'session.loginFailed', error: 'twoFactorChallengeExpired' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBe('twoFactorChallengeExpired');
      expect(actor.getSnapshot().context.values).toEqual({ username: 'admin', password: '', code: '' });
    });

    it('takes a recovery code in the same field, starting it afresh', () => {
      const { actor, received } = atCodeStep();
      typeCode(actor, '12');
      actor.send({ type: 'codeKind.toggled' });
      expect(actor.getSnapshot().context).toMatchObject({ recoveryCode: true, values: { code: '' } });
      typeCode(actor, 'a1b2c-d3e4f');
      actor.send({ type: 'form.submitted' });
      expect(received).toEqual([{ type: 'code.submitted', code: 'a1b2c-d3e4f', replyTo: actor }]);
    });
  });
});
