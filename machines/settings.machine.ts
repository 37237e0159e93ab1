/**
 * Admin settings (/admin/settings): four switches kept
 * on this device. Toggling shows at once (dark mode switches the portal's theme); saving stores them.
 *
 * States: loading → ready → saving → ready.
 * Events: setting.toggled { name }, settings.saved.
 */
import { assign, setup } from 'xstate';
import { settingsSaveMs } from '../src/api/limits';
import { defaultSettings, type SettingName, type Settings } from '../src/api/settings';
import { missingAction, missingPromiseActor } from './not-provided';
import type { Notice } from './notice';

export const settingsMachine = setup({
  types: {
    context: {} as { settings: Settings },
    events: {} as { type: 'setting.toggled'; name: SettingName } | { type: 'settings.saved' },
  },
  actors: {
    readSettings: missingPromiseActor<Settings>('readSettings'),
  },
  actions: {
    persist: missingAction('persist') as (_: unknown, params: { settings: Settings }) => void,
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
  delays: { save: settingsSaveMs },
}).createMachine({
  id: 'settings',
  context: { settings: defaultSettings },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readSettings',
        src: 'readSettings',
        onDone: { target: 'ready', actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
        'setting.toggled': {
          actions: assign({
            settings: ({ context, event }) => ({
              ...context.settings,
              [event.name]: !context.settings[event.name],
            }),
          }),
        },
        'settings.saved': { target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      // The save is paced (about 0.8 s) so the confirmation follows a visible "Saving...".
      after: {
        save: {
          target: 'ready',
          actions: [
            { type: 'persist', params: ({ context }) => ({ settings: context.settings }) },
            {
              type: 'notify',
              params: {
                type: 'success',
                title: 'settingsSavedTitle',
                message: 'settingsSavedMessage',
              },
            },
          ],
        },
      },
    },
  },
});
