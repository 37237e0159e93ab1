/**
 * What the server needs to render pages: the render function of the app's server entry
 * (src/entry-server.tsx, built to dist/server in production, loaded through Vite in development)
 * and the client files every page loads.
 */
import { assetsMetaName, type PageAssets, type RoutePreloads } from '../../api/page-assets';
import type { LoadJson } from '../../api/requests/load-json';

export type RenderFunction = (input: {
  request: Request;
  origin: string;
  assets: PageAssets;
  /** Reads the API in process, for the route loaders. */
  loadJson: LoadJson;
  routePreloads?: RoutePreloads | undefined;
}) => Promise<Response>;

export interface PageRenderer {
  render: RenderFunction;
  assets: PageAssets;
  /** Only in a build: in development Vite serves each source file as it is asked for. */
  routePreloads?: RoutePreloads;
}

/**
 * The page the browser renders by itself when the server render failed: the same client entry,
 * which sees no server state and renders from scratch.
 */
export function clientOnlyShell(assets: PageAssets, language: 'en' | 'ar'): string {
  const styles = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  const preloads = (assets.preloads ?? []).map(
    (href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`,
  );
  const preamble = assets.preamble ? [`<script type="module">${assets.preamble}</script>`] : [];
  const scripts = assets.scripts.map(
    (src) => `<script type="module" src="${escapeAttribute(src)}"></script>`,
  );
  const meta = `<meta name="${assetsMetaName}" content="${escapeAttribute(JSON.stringify(assets))}">`;
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    meta,
    ...styles,
    ...preloads,
    '</head><body>',
    ...preamble,
    ...scripts,
    '</body></html>',
  ].join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
