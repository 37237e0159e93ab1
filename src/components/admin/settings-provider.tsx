import { createContext, type ReactNode, useContext } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { settingsMachine } from '../../../machines/settings.machine';
import { fetchSiteSettings, saveSiteSettings } from '../../api/requests/settings';
import {
  deviceSettingsOf,
  deviceSettingsSchema,
  type Settings,
  settingsStorageKey,
  siteSettingsOf,
} from '../../api/settings';
import { useFlow, useNotify } from '../../root-actors';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;
const SettingsContext = createContext<SettingsActor | null>(null);

/** The portal's settings: the site-wide ones from the server, the rest from this browser's local storage. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const notify = useNotify();
  const actor = useFlow(
    settingsMachine.provide({
      actors: {
        readSettings: fromPromise(async () => {
          const stored = window.localStorage.getItem(settingsStorageKey);
          return deviceSettingsSchema.parse(stored ? JSON.parse(stored) : {});
        }),
        readSiteSettings: fromPromise(fetchSiteSettings),
        saveSettings: fromPromise(async ({ input }: { input: { settings: Settings } }) => {
          await saveSiteSettings(siteSettingsOf(input.settings));
          window.localStorage.setItem(settingsStorageKey, JSON.stringify(deviceSettingsOf(input.settings)));
        }),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  return <SettingsContext.Provider value={actor}>{children}</SettingsContext.Provider>;
}

export function useSettingsActor(): SettingsActor {
  const actor = useContext(SettingsContext);
  if (!actor) throw new Error('useSettings must be used within a SettingsProvider');
  return actor;
}
