import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import { settingsMachine } from '../../machines/settings.machine';
import type { Settings } from '../../src/api/settings';
import { pendingActor } from './model';

const stored: Settings = {
  emailNotifications: false,
  darkMode: true,
  autoBackup: false,
  securityAlerts: true,
};

// The page's states on screen are walked in settings.walk.test.tsx; this pins the save's pace and
// that a save stores the switches as they were toggled.
describe('settings machine', () => {
  it("stores the toggled settings and says 'Settings Saved' 800 ms after saving", () => {
    const clock = new SimulatedClock();
    const persist = vi.fn<(settings: Settings) => void>();
    const notify = vi.fn<(notice: Notice) => void>();
    const actor = createActor(
      settingsMachine.provide({
        actors: { readSettings: pendingActor() },
        actions: { persist: (_, { settings }) => persist(settings), notify: (_, notice) => notify(notice) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'xstate.done.actor.readSettings', output: stored } as never);
    actor.send({ type: 'setting.toggled', name: 'emailNotifications' });
    actor.send({ type: 'settings.saved' });
    clock.increment(799);
    expect(persist).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    clock.increment(1);
    expect(persist).toHaveBeenCalledWith({ ...stored, emailNotifications: true });
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'settingsSavedTitle',
      message: 'settingsSavedMessage',
    });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
