import { settingsMachine } from '../../../machines/settings.machine';
import { ApiError } from '../../../src/api/errors';
import type { DeviceSettings } from '../../../src/api/settings';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** Preferences saved on this device earlier: every one turned from its default. */
export const storedSettings: DeviceSettings = {
  emailNotifications: false,
  darkMode: true,
  securityAlerts: false,
};

/** What reading finds on a device where nothing was saved yet. */
export const nothingStored: DeviceSettings = {
  emailNotifications: true,
  darkMode: false,
  securityAlerts: true,
};

const failures = [
  { error: new ApiError('response', 'Request failed with status code 502', 502) },
  { error: new ApiError('noResponse', 'Network Error') },
];

export const settingsModel: MachineModel = {
  machine: settingsMachine.provide({
    actors: { readSettings: pendingActor(), readSiteSettings: pendingActor(), saveSettings: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    // Nothing stored first: the shortest path to a save then shows the save writing to the device.
    'xstate.done.actor.readSettings': [{ output: nothingStored }, { output: storedSettings }],
    'xstate.error.actor.readSettings': [{ error: new SyntaxError('stored settings are not JSON') }],
    'settings.opened': [{}],
    // The server's switches as another administrator left them: the defaults, or both turned.
    'xstate.done.actor.readSiteSettings': [
      { output: { autoBackup: true, requireTwoFactor: false } },
      { output: { autoBackup: false, requireTwoFactor: true } },
    ],
    'xstate.error.actor.readSiteSettings': failures,
    'retry.requested': [{}],
    'setting.toggled': [
      { name: 'emailNotifications' },
      { name: 'darkMode' },
      { name: 'autoBackup' },
      { name: 'requireTwoFactor' },
      { name: 'securityAlerts' },
    ],
    'settings.saved': [{}],
    'xstate.done.actor.saveSettings': [{ output: undefined }],
    'xstate.error.actor.saveSettings': [
      ...failures,
      { error: new ApiError('response', 'Request failed with status code 403', 403, 'adminOnly') },
    ],
  },
};
