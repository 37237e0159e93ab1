import { settingsMachine } from '../../../machines/settings.machine';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const settingsModel: MachineModel = {
  machine: settingsMachine.provide({
    actors: { readSettings: pendingActor() },
    actions: { persist: noop, notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.readSettings': [
      { output: { emailNotifications: false, darkMode: true, autoBackup: false, securityAlerts: false } },
    ],
    'xstate.error.actor.readSettings': [{ error: new SyntaxError('stored settings are not JSON') }],
    'setting.toggled': [{ name: 'darkMode' }, { name: 'autoBackup' }],
    'settings.saved': [{}],
  },
};
