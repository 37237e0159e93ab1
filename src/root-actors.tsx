/**
 * The long-lived root actors (session, language, alerts), created per app inside this
 * provider rather than as module singletons, so a server render never shares one between requests.
 */

import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { RegisteredRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InspectionEvent } from 'xstate';
import { alertsMachine } from '../machines/alerts.machine';
import { languageMachine } from '../machines/language.machine';
import type { Notice } from '../machines/notice';
import { sessionMachine } from '../machines/session.machine';
import { languageImplementations } from './actors/language';
import { sessionImplementations } from './actors/session';
import { type Language, languages } from './api/language';
import { onTwoFactorSetupRequired, onUnauthorized } from './api/unauthorized';
import { i18nFor, loadCatalogs } from './i18n';
import { urlLanguageOf } from './site-routes';

type LanguageActor = ActorRefFrom<typeof languageMachine>;
type SessionActor = ActorRefFrom<typeof sessionMachine>;
type AlertsActor = ActorRefFrom<typeof alertsMachine>;

interface RootActors {
  language: LanguageActor;
  session: SessionActor;
  alerts: AlertsActor;
  /** Called by HydrationMark once the page's content is hydrated. */
  markHydrated: () => void;
  /** Watches every flow actor: the Stately inspector in development, the model-based walks in tests. */
  inspect: ((event: InspectionEvent) => void) | undefined;
}

/** A promise with its resolve function, for "the page is hydrated". */
function hydrationSignal() {
  let resolve: () => void = () => {};
  const hydrated = new Promise<void>((done) => {
    resolve = done;
  });
  return { hydrated, resolve };
}

const RootActorsContext = createContext<RootActors | null>(null);
/** False in the server's HTML and until React owns the whole page; then true. */
const HydratedContext = createContext(false);

export interface RootActorsProps {
  router: RegisteredRouter;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  children: ReactNode;
}

export function RootActorsProvider({ router, inspect, children }: RootActorsProps) {
  const [hydration] = useState(hydrationSignal);
  const [hydrated, setHydrated] = useState(false);
  const language = useActorRef(languageMachine.provide(languageImplementations(router, hydration.hydrated)), {
    input: { urlLanguage: urlLanguageOf(router.state.location.pathname) },
    systemId: 'language',
    inspect,
  });
  const alerts = useActorRef(alertsMachine, { systemId: 'alerts', inspect });
  const session = useActorRef(sessionMachine.provide(sessionImplementations(router, noticeSender(alerts))), {
    systemId: 'session',
    inspect,
  });
  const [actors] = useState<RootActors>(() => ({
    language,
    session,
    alerts,
    markHydrated: () => {
      hydration.resolve();
      setHydrated(true);
    },
    inspect,
  }));
  const current = useSelector(language, (s) => s.context.language);
  const i18n = useI18n(current);

  // Bridges the router to the machine: every settled navigation reports the URL's language.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        language.send({ type: 'route.changed', urlLanguage: urlLanguageOf(toLocation.pathname) });
      }),
    [router, language],
  );

  // A signed-in call answered 401: the server ended the session (expired or revoked).
  useEffect(() => {
    onUnauthorized(() => session.send({ type: 'session.expired' }));
    // The site came to require two-factor sign-in of this administrator since they signed in.
    onTwoFactorSetupRequired(() => session.send({ type: 'twoFactor.changed', setupRequired: true }));
    return () => {
      onUnauthorized(null);
      onTwoFactorSetupRequired(null);
    };
  }, [session]);

  return (
    <RootActorsContext.Provider value={actors}>
      <HydratedContext.Provider value={hydrated}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </HydratedContext.Provider>
    </RootActorsContext.Provider>
  );
}

/**
 * The Lingui instance for the current language, made per app so server renders never share one.
 * The page's own language is loaded before the app starts (src/main.tsx, src/entry-server.tsx);
 * a language switched to is shown once its messages have arrived, the page keeping the one before
 * until then.
 */
function useI18n(current: Language): I18n {
  const [instances, setInstances] = useState(() =>
    Object.fromEntries(languages.map((each) => [each, i18nFor(each)])),
  );
  const shown = useRef<I18n | undefined>(undefined);
  shown.current = instances[current] ?? shown.current;
  useEffect(() => {
    if (instances[current]) return;
    let live = true;
    void loadCatalogs([current]).then(() => {
      if (live) setInstances((all) => ({ ...all, [current]: i18nFor(current) }));
    });
    return () => {
      live = false;
    };
  }, [current, instances]);
  if (!shown.current) throw new Error(`The ${current} messages were not loaded before the app started`);
  return shown.current;
}

function useRootActors(hook: string): RootActors {
  const actors = useContext(RootActorsContext);
  if (!actors) throw new Error(`${hook} must be used within a RootActorsProvider`);
  return actors;
}

export function useLanguageActor(): LanguageActor {
  return useRootActors('useLanguage').language;
}

export function useMarkHydrated(): () => void {
  return useRootActors('useMarkHydrated').markHydrated;
}

/**
 * Whether the page's scripts have taken over. A control that needs them renders disabled until
 * then, so a tap before that is visibly not yet possible rather than silently lost.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** The current language; re-renders only when it changes. */
export function useLanguage(): Language {
  return useSelector(useLanguageActor(), (s) => s.context.language);
}

/** The session; outside its provider this throws the auth helper's own message. */
export function useSessionActor(): SessionActor {
  const actors = useContext(RootActorsContext);
  if (!actors) throw new Error('useAuth must be used within an AuthProvider');
  return actors.session;
}

export function useAlertsActor(): AlertsActor {
  return useRootActors('useAlerts').alerts;
}

/** Shows a notice as an alert; the id is made here, outside the machine. */
function noticeSender(alerts: AlertsActor): (notice: Notice) => void {
  return (notice) => alerts.send({ type: 'alert.added', alert: { ...notice, id: crypto.randomUUID() } });
}

export function useNotify(): (notice: Notice) => void {
  const alerts = useAlertsActor();
  return useMemo(() => noticeSender(alerts), [alerts]);
}

/**
 * A flow's actor for a view (XState's `useActorRef`), watched by the same inspector as the root
 * actors, so the development inspector and the model-based walks see every flow.
 */
export function useFlow<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: Omit<ActorOptions<TLogic>, 'inspect'> = {},
) {
  const { inspect } = useRootActors('useFlow');
  return useActorRef(logic, { ...options, inspect } as ActorOptions<TLogic>);
}
