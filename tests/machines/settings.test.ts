import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import { settingsMachine } from '../../machines/settings.machine';
import type { Settings } from '../../src/api/settings';
import { pendingActor } from './model';
import { settingsModel } from './models/settings.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const clock = new SimulatedClock();
  const effects = {
    persist: vi.fn<(settings: Settings) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
  };
  const actor = createActor(
    settingsMachine.provide({
      actors: { readSettings: pendingActor() },
      actions: {
        persist: (_, { settings }) => effects.persist(settings),
        notify: (_, notice) => effects.notify(notice),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, effects };
}

const stored: Settings = {
  emailNotifications: false,
  darkMode: true,
  autoBackup: false,
  securityAlerts: true,
};

describe('settings machine', () => {
  itWalksEveryTransition(settingsModel);

  it('shows the stored settings', () => {
    const { actor } = start();
    actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.settings).toEqual(stored);
  });

  it('falls back to the defaults when the stored settings cannot be read', () => {
    const { actor } = start();
    actor.send({
      type: 'xstate.error.actor.readSettings',
      error: new SyntaxError('Unexpected token'),
    } as never);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.settings).toEqual({
      emailNotifications: true,
      darkMode: false,
      autoBackup: true,
      securityAlerts: true,
    });
  });

  it('flips a switch at once and leaves the others alone', () => {
    const { actor, effects } = start();
    actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never);
    actor.send({ type: 'setting.toggled', name: 'darkMode' });
    expect(actor.getSnapshot().context.settings).toEqual({ ...stored, darkMode: false });
    actor.send({ type: 'setting.toggled', name: 'darkMode' });
    expect(actor.getSnapshot().context.settings).toEqual(stored);
    expect(effects.persist).not.toHaveBeenCalled();
  });

  it("stores the settings and says 'Settings Saved' 800 ms after saving", () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never);
    actor.send({ type: 'setting.toggled', name: 'emailNotifications' });
    actor.send({ type: 'settings.saved' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'setting.toggled', name: 'darkMode' })).toBe(false);
    clock.increment(799);
    expect(effects.persist).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.persist).toHaveBeenCalledWith({ ...stored, emailNotifications: true });
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Settings Saved',
      message: 'Your settings have been saved on this device',
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});
