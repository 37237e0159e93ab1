import { createRouter } from '@tanstack/react-router';
import type { PageAssets } from './api/page-assets';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export type { PageAssets, RouterContext };

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

// The app's router, declared once: the rest of the app names its type as `RegisteredRouter`
// (from the router library), so nothing imports this module for its type.
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
