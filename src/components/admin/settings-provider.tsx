import { createContext, type ReactNode, useContext } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { settingsMachine } from '../../../machines/settings.machine';
import { type Settings, settingsSchema, settingsStorageKey } from '../../api/settings';
import { useFlow, useNotify } from '../../root-actors';

type SettingsActor = ActorRefFrom<typeof settingsMachine>;
const SettingsContext = createContext<SettingsActor | null>(null);

/** The portal's settings, kept in this browser's local storage. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const notify = useNotify();
  const actor = useFlow(
    settingsMachine.provide({
      actors: {
        readSettings: fromPromise(async () => {
          const stored = window.localStorage.getItem(settingsStorageKey);
          return settingsSchema.parse(stored ? JSON.parse(stored) : {});
        }),
      },
      actions: {
        persist: (_, { settings }: { settings: Settings }) =>
          window.localStorage.setItem(settingsStorageKey, JSON.stringify(settings)),
        notify: (_, notice) => notify(notice),
      },
    }),
  );
  return <SettingsContext.Provider value={actor}>{children}</SettingsContext.Provider>;
}

export function useSettingsActor(): SettingsActor {
  const actor = useContext(SettingsContext);
  if (!actor) throw new Error('useSettings must be used within a SettingsProvider');
  return actor;
}
