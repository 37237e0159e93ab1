import { useLingui } from '@lingui/react/macro';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  ScriptOnce,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { directionOf } from '../api/language';
import { assetsMetaName, type PageAssets, type RoutePreloads } from '../api/page-assets';
import { AlertList } from '../components/alerts/alert-list';
import { HydrationMark } from '../components/layout/hydration-mark';
import { PageScriptsStarter } from '../components/layout/scripts-after-first-paint';
import { NotFoundPage } from '../components/pages/not-found-page';
import { isPortalPath } from '../i18n';
import { RootActorsProvider, useLanguage } from '../root-actors';
import type { RouterContext } from '../router-context';
import { placeRestoringScript } from '../scroll-place';

/**
 * The whole document, rendered on the server and hydrated in the browser: `<html lang dir>` in the
 * page's language, the head from every matched route, and the scripts and stylesheets index.html
 * loads (passed in through the router context, since no framework injects them; index.html itself
 * is only Vite's entry document, see README, Decisions).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b4f8a' },
      // The browser's router renders the same head again on hydration: it reads the assets here.
      { name: assetsMetaName, content: JSON.stringify(match.context.assets) },
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      ...match.context.assets.stylesheets.map((href) => ({ rel: 'stylesheet', href })),
    ],
  }),
  // In development, Vite's preamble and then the entry, as index.html has them; a build's page
  // starts its scripts after its first paint (see Document).
  scripts: ({ match }) => {
    const { preamble, scripts } = match.context.assets;
    return preamble
      ? [{ type: 'module', children: preamble }, ...scripts.map((src) => ({ type: 'module', src }))]
      : [];
  },
  shellComponent: RootShell,
  component: function Root() {
    // The portal draws the messages itself, in its page (src/routes/_portal/route.tsx).
    const inPortal = useRouterState({
      select: (s) => s.matches.some((match) => match.routeId === '/_portal'),
    });
    return (
      <>
        {/* First after the skip link: a message is two Tabs from the top of any page. */}
        {inPortal ? null : <AlertList />}
        <Outlet />
      </>
    );
  },
  notFoundComponent: function NotFound() {
    return (
      <>
        <NotFoundPage />
        <HydrationMark />
      </>
    );
  },
});

function RootShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RootActorsProvider router={router} inspect={router.options.context.inspect}>
      <Document
        assets={router.options.context.assets}
        routePreloads={router.options.context.routePreloads}
        restorePlace={placeRestoringScript(router)}
      >
        {children}
      </Document>
    </RootActorsProvider>
  );
}

const zodWithoutEval = 'globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true}';

interface DocumentProps {
  children: ReactNode;
  assets: PageAssets;
  routePreloads: RoutePreloads | undefined;
  /** Run once the page's content has arrived (server-rendered only). */
  restorePlace: string | null;
}

function Document({ children, assets, routePreloads, restorePlace }: DocumentProps) {
  const language = useLanguage();
  const portal = useRouterState({ select: (state) => isPortalPath(state.location.pathname) });
  const direction = directionOf(language);
  const { t } = useLingui();
  return (
    <html lang={language} dir={direction}>
      <head>
        {/*
          Before any module runs: zod would probe whether `new Function` may run to speed up
          parsing, and the content security policy refuses the probe. Parsing is as correct without.
        */}
        <ScriptOnce>{zodWithoutEval}</ScriptOnce>
        <HeadContent />
      </head>
      <body className={direction}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3 focus:text-brand-900"
        >
          {t`Skip to content`}
        </a>
        {children}
        {restorePlace && <ScriptOnce>{restorePlace}</ScriptOnce>}
        <Scripts />
        {/* Written by the server only: the browser's app needs none of it. */}
        {import.meta.env.SSR && !assets.preamble && (
          <PageScriptsStarter
            assets={assets}
            routePreloads={routePreloads}
            language={language}
            portal={portal}
          />
        )}
      </body>
    </html>
  );
}
