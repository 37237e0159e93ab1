import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import { settingsMachine } from '../../machines/settings.machine';
import { ApiError } from '../../src/api/errors';
import type { Settings } from '../../src/api/settings';
import { pendingActor } from './model';

const saved = { success: 'settingsSavedMessage', failed: 'settingsSaveFailed' } as const;

/** The flow with this device's preferences and the server's switch read, and a save under way. */
function savingAfterToggling() {
  const clock = new SimulatedClock();
  const notify = vi.fn<(notice: Notice) => void>();
  const saves: Settings[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        readSettings: pendingActor(),
        readSiteSettings: pendingActor(),
        // Records what a save sends; the test answers it.
        saveSettings: fromPromise<void, { settings: Settings }>(({ input }) => {
          saves.push(input.settings);
          return new Promise(() => {});
        }),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
    { clock },
  ).start();
  actor.send({
    type: 'xstate.done.actor.readSettings',
    output: { emailNotifications: false, darkMode: true, securityAlerts: true },
  } as never);
  actor.send({ type: 'settings.opened' });
  actor.send({
    type: 'xstate.done.actor.readSiteSettings',
    output: { autoBackup: false, requireTwoFactor: false },
  } as never);
  actor.send({ type: 'setting.toggled', name: 'autoBackup' });
  actor.send({ type: 'settings.saved' });
  return { actor, clock, notify, saves };
}

// The page's states on screen are walked in settings.walk.test.tsx; this pins the save's pace
// against the server's answer.
describe('settings machine', () => {
  it('sends the switches as toggled, and confirms a quick answer only once 800 ms have passed', () => {
    const { actor, clock, notify, saves } = savingAfterToggling();
    expect(saves).toEqual([
      {
        emailNotifications: false,
        darkMode: true,
        securityAlerts: true,
        autoBackup: true,
        requireTwoFactor: false,
      },
    ]);
    actor.send({ type: 'xstate.done.actor.saveSettings' } as never);
    clock.increment(799);
    expect(notify).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(1);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'settingsSavedTitle',
      message: saved.success,
    });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('confirms a slow answer as soon as it comes', () => {
    const { actor, clock, notify } = savingAfterToggling();
    clock.increment(5000);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'xstate.done.actor.saveSettings' } as never);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'settingsSavedTitle',
      message: saved.success,
    });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('says a failed save failed at once, and puts the switch back to what the server holds', () => {
    const { actor, notify } = savingAfterToggling();
    actor.send({
      type: 'xstate.error.actor.saveSettings',
      error: new ApiError('response', 'Request failed with status code 502', 502),
    } as never);
    expect(notify).toHaveBeenCalledWith({ type: 'error', title: 'errorTitle', message: saved.failed });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.settings.autoBackup).toBe(false);
  });
});
