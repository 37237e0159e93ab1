import { createRouter } from '@tanstack/react-router';
import type { InspectionEvent } from 'xstate';
import type { PageAssets } from './api/page-assets';
import type { LoadJson } from './api/requests/load-json';
import { routeTree } from './routeTree.gen';

export type { PageAssets };

export interface RouterContext {
  /** The site's public origin, for canonical and alternate URLs and structured data. */
  origin: string;
  assets: PageAssets;
  /** Reads the JSON API: in process during a server render, over HTTP in the browser. */
  loadJson: LoadJson;
  /** The Stately inspector, attached in development with `?inspect`. */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** Whether this document was opened by following a link or typing its address, not by reload or history. */
function openedAfresh(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}

/** A new router per app and per server render: nothing is shared between requests. */
export function createAppRouter(context: RouterContext) {
  let firstRender = true;
  return createRouter({
    routeTree,
    context,
    // The router puts each page at its remembered place, or the top. A page the browser has just
    // opened afresh is already at the top (or its #anchor) and has no remembered place: the router
    // leaves it alone, as a wheel turned before the scripts ran may still be scrolling it and a
    // jump back would undo it. A reloaded page (or one come back to) regains its place, unless the
    // visitor has already scrolled it. On the server the router's own restoring script is left
    // out: the document carries a narrower one (`placeRestoringScript`).
    scrollRestoration: () => {
      if (typeof window === 'undefined') return false;
      const restore = !firstRender || (!openedAfresh() && window.scrollY === 0);
      firstRender = false;
      return restore;
    },
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
