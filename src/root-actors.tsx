/**
 * The long-lived root actors (spec §4), created per app inside this provider rather than as
 * module singletons, so a server render never shares one between requests.
 */
import { I18nProvider } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { languageMachine } from '../machines/language.machine';
import { languageImplementations } from './actors/language';
import type { Language } from './api/language';
import { createI18nInstances } from './i18n';
import type { AppRouter } from './router';
import { urlLanguageOf } from './site-routes';

type LanguageActor = ActorRefFrom<typeof languageMachine>;

const LanguageContext = createContext<LanguageActor | null>(null);

export interface RootActorsProps {
  router: AppRouter;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}

export function RootActorsProvider({ router, inspect, children }: RootActorsProps) {
  const language = useActorRef(languageMachine.provide(languageImplementations(router)), {
    input: { urlLanguage: urlLanguageOf(router.state.location.pathname) },
    systemId: 'language',
    inspect,
  });
  const [i18n] = useState(createI18nInstances);
  const current = useSelector(language, (s) => s.context.language);

  // Bridges the router to the machine: every settled navigation reports the URL's language.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        language.send({ type: 'route.changed', urlLanguage: urlLanguageOf(toLocation.pathname) });
      }),
    [router, language],
  );

  return (
    <LanguageContext.Provider value={language}>
      <I18nProvider i18n={i18n[current]}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguageActor(): LanguageActor {
  const actor = useContext(LanguageContext);
  if (!actor) throw new Error('useLanguage must be used within a RootActorsProvider');
  return actor;
}

/** The current language; re-renders only when it changes. */
export function useLanguage(): Language {
  return useSelector(useLanguageActor(), (s) => s.context.language);
}
