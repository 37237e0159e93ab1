import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../machines/notice';
import { twoFactorSetupMachine } from '../../machines/two-factor-setup.machine';
import { ApiError } from '../../src/api/errors';
import type { Result } from '../../src/api/result';
import { pendingActor } from './model';
import { newSecret, recoveryCodes } from './models/two-factor-setup.model';

/** The flow with its requests recorded (the test answers them) and what it tells the session and the alerts. */
function start() {
  const sent: Array<{ to: string; code: string }> = [];
  const recorded = <T>(to: string) =>
    fromPromise<T, { code: string }>(({ input }) => {
      sent.push({ to, code: input.code });
      return new Promise(() => {});
    });
  const reported: boolean[] = [];
  const notify = vi.fn<(notice: Notice) => void>();
  const actor = createActor(
    twoFactorSetupMachine.provide({
      actors: {
        readStatus: pendingActor(),
        startSetup: pendingActor(),
        confirm: recorded<string[]>('confirm'),
        disable: recorded<Result>('disable'),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        reportSetupRequired: (_, { setupRequired }) => reported.push(setupRequired),
      },
    }),
  ).start();
  const send = (type: string, payload: Record<string, unknown> = {}) =>
    actor.send({ type, ...payload } as never);
  return { actor, send, sent, reported, notify };
}

/** Off, required of this person, the secret shown and a code typed. */
function scanning() {
  const flow = start();
  flow.send('xstate.done.actor.readStatus', { output: { enabled: false, required: true } });
  flow.send('setup.requested');
  flow.send('xstate.done.actor.startSetup', { output: newSecret });
  flow.send('field.changed', { field: 'code', value: ' 123 456 ' });
  return flow;
}

const refusal = (status: number, code: 'twoFactorRejected' | 'twoFactorNotPending') =>
  new ApiError('response', `Request failed with status code ${status}`, status, code);

// The page's states on screen are walked in two-factor-setup.walk.test.tsx; this pins what the
// flow tells the session, what it sends, and where each refusal leads.
describe('two-factor setup machine', () => {
  it('tells the session whether set-up is still required: as read, and not once it is on', () => {
    const { actor, send, sent, reported, notify } = scanning();
    expect(reported).toEqual([true]);
    send('form.submitted');
    expect(sent).toEqual([{ to: 'confirm', code: '123456' }]);
    send('xstate.done.actor.confirm', { output: recoveryCodes });
    expect(reported).toEqual([true, false]);
    expect(actor.getSnapshot().value).toBe('recoveryCodes');
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes, secret: null, values: { code: '' } });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'successTitle',
      message: 'twoFactorEnabled',
    });
    send('codes.saved');
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
  });

  it('keeps the secret after a wrong code, and starts again when it is no longer waiting', () => {
    const { actor, send } = scanning();
    send('form.submitted');
    send('xstate.error.actor.confirm', { error: refusal(400, 'twoFactorRejected') });
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(actor.getSnapshot().context).toMatchObject({ secret: newSecret, error: 'twoFactorRejected' });
    send('form.submitted');
    send('xstate.error.actor.confirm', { error: refusal(409, 'twoFactorNotPending') });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ secret: null, error: 'twoFactorNotPending' });
  });

  it('turns off with a recovery code, says so, and reads the status afresh', () => {
    const { actor, send, sent, notify } = start();
    send('xstate.done.actor.readStatus', { output: { enabled: true, required: false } });
    send('field.changed', { field: 'code', value: 'a1b2c-d3e4f' });
    send('form.submitted');
    expect(sent).toEqual([{ to: 'disable', code: 'a1b2c-d3e4f' }]);
    send('xstate.done.actor.disable', {
      output: { success: true, message: 'Two-factor sign-in is off', code: 'twoFactorDisabled' },
    });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'successTitle',
      message: 'twoFactorDisabled',
    });
  });

  it('says a request with no answer failed for want of a connection', () => {
    const { actor, send } = start();
    send('xstate.done.actor.readStatus', { output: { enabled: false, required: false } });
    send('setup.requested');
    send('xstate.error.actor.startSetup', { error: new ApiError('noResponse', 'Network Error') });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.error).toBe('networkError');
  });
});
