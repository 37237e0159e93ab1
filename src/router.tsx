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

/** A new router per app and per server render: nothing is shared between requests. */
export function createAppRouter(context: RouterContext) {
  let firstRender = true;
  return createRouter({
    routeTree,
    context,
    // The router puts each page at its remembered place, or the top. Not on the first render of
    // a server-rendered page when the visitor has already scrolled it: they keep their place.
    scrollRestoration: () => {
      if (typeof window === 'undefined') return true; // the server's restoring script
      const restore = !firstRender || window.scrollY === 0;
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
