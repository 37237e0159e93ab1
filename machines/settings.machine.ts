/**
 * Admin settings (/admin/settings): five switches. Automatic backups and two-factor sign-in
 * required of administrators are site-wide and kept on the server; the others are this device's
 * preferences. Toggling shows at once (dark mode switches the portal's theme). Saving sends the
 * site-wide switches and stores the rest on this device; it is confirmed once both are done and no
 * sooner than about 0.8 s, so "Saving..." is seen. A failed save says so and the switches return to
 * their saved values.
 *
 * The machine lives in the portal's layout, which needs this device's dark mode on every page; the
 * server's settings are read only once the settings page is opened (and only administrators may).
 * When they cannot be read the switches are not offered (defaults saved over them would undo
 * another administrator's choice): the page offers to try again.
 *
 * States: loading (this device) → idle → fetching (the server) → ready | unavailable;
 *         unavailable → fetching; ready → saving (request sending → sent, pace waiting → over) → ready.
 * Events: settings.opened, setting.toggled { name }, settings.saved, retry.requested.
 */
import { assign, setup } from 'xstate';
import { settingsSaveMs } from '../src/api/limits';
import {
  type DeviceSettings,
  defaultSettings,
  type SettingName,
  type Settings,
  type SiteSettings,
} from '../src/api/settings';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice } from './notice';

export const settingsMachine = setup({
  types: {
    context: {} as { settings: Settings; saved: Settings },
    events: {} as
      | { type: 'settings.opened' }
      | { type: 'setting.toggled'; name: SettingName }
      | { type: 'settings.saved' }
      | { type: 'retry.requested' },
  },
  actors: {
    readSettings: missingPromiseActor<DeviceSettings>('readSettings'),
    readSiteSettings: missingPromiseActor<SiteSettings>('readSiteSettings'),
    saveSettings: missingPromiseActor<void, { settings: Settings }>('saveSettings'),
  },
  actions: {
    /** Settings just read: shown, and what a failed save returns to. */
    adopt: assign(({ context }, read: Partial<Settings>) => ({
      settings: { ...context.settings, ...read },
      saved: { ...context.saved, ...read },
    })),
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
  delays: { save: settingsSaveMs },
}).createMachine({
  id: 'settings',
  context: { settings: defaultSettings, saved: defaultSettings },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readSettings',
        src: 'readSettings',
        onDone: {
          target: 'idle',
          actions: { type: 'adopt', params: ({ event }) => event.output },
        },
        // Unreadable preferences: the defaults.
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: { 'settings.opened': { target: 'fetching' } },
    },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'readSiteSettings',
        src: 'readSiteSettings',
        onDone: {
          target: 'ready',
          actions: { type: 'adopt', params: ({ event }) => event.output },
        },
        onError: { target: 'unavailable' },
      },
    },
    unavailable: {
      on: { 'retry.requested': { target: 'fetching' } },
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
      type: 'parallel',
      states: {
        request: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                id: 'saveSettings',
                src: 'saveSettings',
                input: ({ context }) => ({ settings: context.settings }),
                onDone: { target: 'sent' },
                onError: {
                  target: '#settings.ready',
                  actions: [
                    assign({ settings: ({ context }) => context.saved }),
                    { type: 'notify', params: failureNotice('settingsSaveFailed') },
                  ],
                },
              },
            },
            sent: { type: 'final' },
          },
        },
        // The confirmation follows a visible "Saving..." (about 0.8 s), however quick the server.
        pace: {
          initial: 'waiting',
          states: {
            waiting: { after: { save: { target: 'over' } } },
            over: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready',
        actions: [
          assign({ saved: ({ context }) => context.settings }),
          {
            type: 'notify',
            params: { type: 'success', title: 'settingsSavedTitle', message: 'settingsSavedMessage' },
          },
        ],
      },
    },
  },
});
