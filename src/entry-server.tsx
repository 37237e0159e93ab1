/**
 * Server rendering of a page: the same router, components and machines as the browser,
 * streamed as one HTML document with its metadata, then hydrated by src/main.tsx. The document is
 * the root route's; from index.html, Vite's entry document, it takes the scripts and stylesheets
 * (`assets`: the build manifest's, or index.html as Vite transforms it in development).
 */
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { languages } from './api/language';
import type { RoutePreloads } from './api/page-assets';
import type { LoadJson } from './api/requests/load-json';
import { loadPortalCatalogs } from './i18n';
import { createAppRouter, type PageAssets } from './router';

export interface RenderInput {
  request: Request;
  origin: string;
  assets: PageAssets;
  loadJson: LoadJson;
  routePreloads?: RoutePreloads | undefined;
}

export async function render({
  request,
  origin,
  assets,
  loadJson,
  routePreloads,
}: RenderInput): Promise<Response> {
  const handler = createRequestHandler({
    request,
    // The page names its routes' files with the rest of its scripts, after its first paint.
    createRouter: () => createAppRouter({ origin, assets, loadJson, routePreloads }),
  });
  // A server renders pages in either language, the portal's too: every set of messages, loaded once.
  await loadPortalCatalogs(languages);
  return handler(defaultStreamHandler);
}
