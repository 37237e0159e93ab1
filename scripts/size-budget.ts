/**
 * What each kind of page makes the browser download before it can run, from the client build's
 * manifest, and the budgets that keeps to. A page loads the client entry with every chunk it
 * imports, the chunks the server names in its head for the page's routes (the route and the
 * layouts around it, src/server/rendering/production.ts), and its language's messages, which it
 * loads before it hydrates (counted as the larger of the languages'); the scripts it loads later
 * (on a click, when idle) are not counted.
 */
import { isPortalPath } from '../src/i18n';
import {
  type BuildManifest,
  chunksOf,
  clientEntry,
  routePreloadsOf,
} from '../src/server/rendering/production';

export type PageKind = 'public' | 'admin';

/** Gzipped kilobytes (1,000 bytes) a page may load eagerly, by kind. */
export interface Budget {
  js: number;
  css: number;
}

export const budgets: Record<PageKind, Budget> = {
  // A mid-range phone parses and runs every eager byte before the page answers a tap. The aim is
  // 120 kB; React DOM, the router and XState alone come to about 110 kB, and the pages with a form
  // (contact, catalogs) check it in the browser with zod (about 26 kB). This holds today's line.
  public: { js: 200, css: 15 },
  // The staff's pages (the portal, the sign-in page, the SEO tool) are used from desktops on the
  // office network; they still must not grow unnoticed.
  // Raised from 240 kB when the news table gained its items' publishing, preview links and the
  // Edit dialog's Arabic tabs shared with the create form (240.3 kB on 2026-11-29).
  admin: { js: 245, css: 15 },
};

export interface PageWeight {
  /** The page's route id, e.g. `/{-$locale}/products/`. */
  route: string;
  kind: PageKind;
  /** Gzipped bytes. */
  js: number;
  css: number;
}

/**
 * Public pages are the ones under the language prefix; the rest are the pages for the site's staff:
 * the sign-in page, the portal, and the SEO tool (under the prefix, but a staff page that loads the
 * portal's messages).
 */
function kindOf(route: string): PageKind {
  const underPrefix = route === '/{-$locale}' || route.startsWith('/{-$locale}/');
  return underPrefix && !isPortalPath(route.replace('/{-$locale}', '')) ? 'public' : 'admin';
}

/**
 * Every page route with what it loads eagerly. Layout routes (a route that is the parent of
 * another) are not pages of their own: their chunks count for each page inside them.
 * `gzipSize` gives a built file's gzipped size from its path under the client folder.
 */
export function pageWeights(manifest: BuildManifest, gzipSize: (file: string) => number): PageWeight[] {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`The build manifest has no entry for ${clientEntry}`);
  const entryChunks = chunksOf(manifest, clientEntry);
  const entryFiles = new Set(entryChunks.map((chunk) => `/${chunk.file}`));
  const stylesheets = new Set(entryChunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`));
  const preloads = routePreloadsOf(manifest, entryFiles);
  const routes = Object.keys(preloads);
  const isLayout = (route: string) => routes.some((other) => other.startsWith(`${route}/`));
  const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  // A page loads one language's messages, the site's and on the pages for the staff (the sign-in
  // page, the portal, the SEO tool) the portal's too: the larger language's count.
  const catalog = (part: string) =>
    Math.max(
      0,
      ...Object.entries(manifest)
        .filter(([key]) => key.startsWith('src/locales/') && key.endsWith(`/${part}.po`))
        .map(([, chunk]) => gzipSize(`/${chunk.file}`)),
    );
  const messages = { public: catalog('messages'), admin: catalog('messages') + catalog('portal') };
  return routes
    .filter((route) => !isLayout(route))
    .sort()
    .map((route) => {
      const chain = routes.filter((other) => other === route || route.startsWith(`${other}/`));
      const files = new Set([...entryFiles, ...chain.flatMap((id) => preloads[id] ?? [])]);
      const kind = kindOf(route);
      return { route, kind, js: total(files) + messages[kind], css: total(stylesheets) };
    });
}

/** The pages over their kind's budget, each with what is over. */
export function overBudget(weights: PageWeight[], limits: Record<PageKind, Budget> = budgets): string[] {
  return weights.flatMap((page) => {
    const limit = limits[page.kind];
    return (['js', 'css'] as const)
      .filter((part) => page[part] > limit[part] * 1000)
      .map(
        (part) =>
          `${page.route}: ${kilobytes(page[part])} kB of ${part.toUpperCase()} (gzip), over the ${page.kind} budget of ${limit[part]} kB`,
      );
  });
}

export function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
