import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { adminLoginMachine, type SignInResult } from '../../machines/admin-login.machine';
import type { LoginRequest } from '../../src/api/auth';
import { adminLoginModel } from './models/admin-login.model';
import { itWalksEveryTransition } from './walk';

/** A form whose `signIn` answers `result` (or never, when none is given) and records what it was given. */
function start(result?: SignInResult) {
  const effects = {
    signIn: vi.fn<(input: LoginRequest) => void>(),
    announceWelcome: vi.fn(),
    goToDestination: vi.fn(),
  };
  const actor = createActor(
    adminLoginMachine.provide({
      actors: {
        signIn: fromPromise<SignInResult, LoginRequest>(({ input }) => {
          effects.signIn(input);
          return result ? Promise.resolve(result) : new Promise(() => {});
        }),
      },
      actions: {
        announceWelcome: () => effects.announceWelcome(),
        goToDestination: () => effects.goToDestination(),
      },
    }),
  ).start();
  const fill = (username: string, password: string) => {
    actor.send({ type: 'field.changed', field: 'username', value: username });
    actor.send({ type: 'field.changed', field: 'password', value: password });
  };
  return { actor, effects, fill };
}

describe('admin login machine', () => {
  itWalksEveryTransition(adminLoginModel);

  it('names each missing field and sends nothing', () => {
    const { actor, effects, fill } = start();
    fill('   ', '');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(effects.signIn).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as it is edited", () => {
    const { actor } = start();
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'field.changed', field: 'username', value: 'admin' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Password is required' });
  });

  it('is busy while signing in, with the trimmed username', () => {
    const { actor, effects, fill } = start();
    fill(' admin ', 'secret');
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.signIn).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
  });

  it('welcomes the admin and goes on to the destination once signed in', async () => {
    const { actor, effects, fill } = start({ ok: true, error: null });
    fill('admin', 'secret');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(effects.announceWelcome).toHaveBeenCalledTimes(1);
    expect(effects.goToDestination).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("goes back to the form with the session's error when sign-in fails", async () => {
    const { actor, effects, fill } = start({ ok: false, error: 'Invalid username or password' });
    fill('admin', 'wrong');
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.error).toBe('Invalid username or password');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(effects.announceWelcome).not.toHaveBeenCalled();
    expect(effects.goToDestination).not.toHaveBeenCalled();
  });

  it("says 'An error occurred during login' when the sign-in itself breaks", () => {
    const { actor, fill } = start();
    fill('admin', 'secret');
    actor.send({ type: 'form.submitted' });
    actor.send({ type: 'xstate.error.actor.signIn', error: new Error('boom') } as never);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('An error occurred during login');
  });
});
