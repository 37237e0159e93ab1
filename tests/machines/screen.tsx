/**
 * The smallest real app a walk renders a screen in: the app's root actors (session, language,
 * alerts) and alert list around a router whose routes are the real page components, with the
 * router at a given URL. Destinations a flow navigates to are plain routes, so a walk can read
 * where the person was sent.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { AlertList } from '../../src/components/alerts/alert-list';
import { HydrationMark } from '../../src/components/layout/hydration-mark';
import { RootActorsProvider } from '../../src/root-actors';
import './dialog';
import { fakeHttp, flush, type HttpFake, poll } from './http-fake';

/**
 * A page whose route loads its data: the loader (as the app's route runs it), the page, and what
 * the route draws when the loader throws the router's not-found. The page reads the loader's data
 * with `useLoaderData({ strict: false })`.
 */
export interface ScreenRoute {
  component: () => ReactNode;
  loader?: (match: { params: Record<string, string>; deps: Record<string, unknown> }) => unknown;
  /** The search parameters the route keeps, and which of them its loader depends on. */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  loaderDeps?: (match: { search: Record<string, unknown> }) => Record<string, unknown>;
  notFoundComponent?: ComponentType;
}

export interface ScreenOptions {
  /** The URL the screen opens at. */
  url: string;
  /** Path pattern → the page drawn there (or its route, with a loader). Unlisted paths draw "Not found". */
  routes: Record<string, (() => ReactNode) | ScreenRoute>;
  inspect?: (event: InspectionEvent) => void;
  /** Whether the walk drives the clock (`after` transitions): user events then advance it too. */
  fakeTimers?: boolean;
  /**
   * Whether the person's key presses and clicks follow each other at once instead of a macrotask
   * apart (user-event's `delay: null`), without user-event's check of each clicked element's
   * `pointer-events` style (jsdom loads no stylesheet, so it can only say "auto", slowly): a walk
   * that types and clicks a lot runs much faster.
   */
  quickUser?: boolean;
  /** Drawn above every page and kept across navigations, as the site's header is. */
  header?: () => ReactNode;
  /**
   * Whether the page's scripts take over at once, as the app's top-level pages tell the root
   * actors (controls that need scripts are enabled from then on). Default true; a walk of what
   * happens before that draws its own `HydrationMark` when it chooses.
   */
  hydrated?: boolean;
}

export interface AppScreen {
  user: UserEvent;
  /** The HTTP boundary: what the screen sent, and the answers the walk gives. */
  http: HttpFake;
  /** The router's current path and search, as the address bar shows it. */
  location(): string;
  /**
   * The address changes under the page, as the browser's back and forward buttons change it: the
   * router goes to `url` (path and search) without the app asking.
   */
  navigate?(url: string): Promise<void>;
  unmount(): void;
}

export function renderScreen({
  url,
  routes,
  inspect,
  fakeTimers = false,
  quickUser = false,
  header: Header,
  hydrated = true,
}: ScreenOptions): AppScreen {
  const http = fakeHttp();
  const root = createRootRoute({
    component: () => (
      <>
        {Header && <Header />}
        <Outlet />
        <AlertList />
        {hydrated && <HydrationMark />}
      </>
    ),
    notFoundComponent: () => <p>Not found</p>,
  });
  const children = Object.entries(routes).map(([path, page]) =>
    createRoute({
      getParentRoute: () => root,
      path,
      // biome-ignore lint/suspicious/noExplicitAny: the test router's routes are untyped
      ...((typeof page === 'function' ? { component: page } : page) as any),
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(children),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const rendered = render(
    // biome-ignore lint/suspicious/noExplicitAny: a test router stands in for the app's typed one
    <RootActorsProvider router={router as any} inspect={inspect}>
      <RouterProvider router={router} />
    </RootActorsProvider>,
  );
  const user = userEvent.setup({
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
    ...(quickUser ? { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } : {}),
  });
  return {
    user,
    http,
    location: () => router.state.location.href,
    navigate: async (to) => {
      router.history.push(to);
      await showing(() =>
        router.state.location.href === to && router.state.status === 'idle' ? true : null,
      );
    },
    unmount: () => {
      rendered.unmount();
      http.restore();
    },
  };
}

/**
 * Lets the router and React settle until `find` returns something (the page has drawn), inside
 * React's act like the walk's own steps; fails after a while.
 */
export async function showing<T>(find: () => T | null): Promise<T> {
  const found = await poll(find, () => act(flush));
  if (found !== null) return found;
  throw new Error('The page never showed what the walk waits for');
}

export { screen };
