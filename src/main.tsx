/**
 * The browser entry, the module script index.html names: hydrates the server-rendered document.
 * Should the server have sent its client-only fallback (rendering failed there), the app renders
 * from scratch instead.
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './actors/analytics';
import { focusHeadingOfNewPages } from './actors/focus-on-new-page';
import { whenIdle } from './actors/idle';
import { registerServiceWorker } from './actors/service-worker';
import { isLanguage } from './api/language';
import { measuresIdleTimeoutMs } from './api/limits';
import { assetsMetaName, type PageAssets } from './api/page-assets';
import { browserLoadJson } from './api/requests/load-json';
import { isPortalPath, loadCatalogs, loadPortalCatalogs } from './i18n';
import { createAppRouter } from './router';
import './styles.css';

declare global {
  interface Window {
    /** The router's dehydrated state, written by the server render. */
    $_TSR?: unknown;
  }
}

// The inspector is a development aid only: this branch is dropped from production builds.
const inspect = import.meta.env.DEV
  ? await (await import('./actors/dev-inspector')).loadDevInspector()
  : undefined;

// The page's language, as the server drew it: its messages are needed to hydrate it, and the
// portal's too on the sign-in page and the portal's pages.
const pageLanguage = document.documentElement.lang;
const hydrating = [isLanguage(pageLanguage) ? pageLanguage : 'en'] as const;
await (isPortalPath(window.location.pathname) ? loadPortalCatalogs(hydrating) : loadCatalogs(hydrating));

const router = createAppRouter({
  origin: window.location.origin,
  assets: readAssets(),
  loadJson: browserLoadJson,
  inspect,
});

function readAssets(): PageAssets {
  const content = document.querySelector(`meta[name="${assetsMetaName}"]`)?.getAttribute('content');
  return content ? (JSON.parse(content) as PageAssets) : { scripts: [], stylesheets: [] };
}

if (window.$_TSR) {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
} else {
  await router.load();
  hydrateRoot(
    document,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
startAnalytics(router);
focusHeadingOfNewPages(router);
registerServiceWorker();
// The field data's beacon is loaded and started only once the page has nothing better to do. It
// measures and changes nothing a visitor sees, so a connection that drops its script leaves this
// page without it, quietly; the next page load tries again.
whenIdle(() => {
  import('./actors/visit-measures')
    .then(({ startVisitMeasures }) => startVisitMeasures())
    .catch(() => undefined);
}, measuresIdleTimeoutMs);
