/**
 * The files a page loads, handed from the server to the app's head (issue 5): what index.html, Vite's
 * entry document, loads (its module scripts and stylesheets, from the build manifest in production).
 */
export interface PageAssets {
  /** Module scripts, the client entry last. */
  scripts: readonly string[];
  stylesheets: readonly string[];
  /** Inline module code that must run first (Vite's React refresh preamble in development). */
  preamble?: string;
}

/** The `<meta name>` that carries the page's assets from the server render to the browser. */
export const assetsMetaName = 'page-assets';
