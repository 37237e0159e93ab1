import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/** A new router per app (and, later, per server render): nothing is shared between requests. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
