import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { adminLoginMachine } from '../../machines/admin-login.machine';
import type { SessionRef } from '../../machines/session.machine';

/** A form beside a stand-in session that records what the form sends it. */
function start() {
  const received: Array<{ type: string; username?: string; password?: string; replyTo?: unknown }> = [];
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
});
