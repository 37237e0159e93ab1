import { settingsMachine } from '../../../machines/settings.machine';
import type { Settings } from '../../../src/api/settings';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** Settings saved on this device earlier: every switch turned from its default. */
export const storedSettings: Settings = {
  emailNotifications: false,
  darkMode: true,
  autoBackup: false,
  securityAlerts: false,
};

/** What reading finds on a device where nothing was saved yet. */
export const nothingStored: Settings = {
  emailNotifications: true,
  darkMode: false,
  autoBackup: true,
  securityAlerts: true,
};

export const settingsModel: MachineModel = {
  machine: settingsMachine.provide({
    actors: { readSettings: pendingActor() },
    actions: { persist: noop, notify: noop },
  }),
  inputs: [undefined],
  events: {
    // Nothing stored first: the shortest path to a save then shows the save writing to the device.
    'xstate.done.actor.readSettings': [{ output: nothingStored }, { output: storedSettings }],
    'xstate.error.actor.readSettings': [{ error: new SyntaxError('stored settings are not JSON') }],
    'setting.toggled': [
      { name: 'emailNotifications' },
      { name: 'darkMode' },
      { name: 'autoBackup' },
      { name: 'securityAlerts' },
    ],
    'settings.saved': [{}],
  },
};
