import type { Language } from './language';

/**
 * The files a page loads, handed from the server to the app's head: what index.html, Vite's
 * entry document, loads (its module scripts and stylesheets, from the build manifest in production).
 */
export interface PageAssets {
  /** Module scripts, the client entry last. */
  scripts: readonly string[];
  stylesheets: readonly string[];
  /**
   * Module scripts a page names all at once when it starts its scripts, so they download side by
   * side: in a build, the entry and every chunk it imports, which the browser would otherwise find
   * one import at a time.
   */
  preloads?: readonly string[];
  /**
   * In a build, each language's messages (a chunk of their own): a page names its own language's
   * in its head, since it loads them before it hydrates.
   */
  catalogs?: Readonly<Partial<Record<Language, string>>>;
  /** The same for the portal's messages, which the sign-in page and the portal's pages load too. */
  portalCatalogs?: Readonly<Partial<Record<Language, string>>>;
  /** Inline module code that must run first (Vite's React refresh preamble in development). */
  preamble?: string;
}

/** By route id, the built files a route's page needs beyond the client entry's. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/** The `<meta name>` that carries the page's assets from the server render to the browser. */
export const assetsMetaName = 'page-assets';
