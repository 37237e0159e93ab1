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
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { AlertList } from '../../src/components/alerts/alert-list';
import { RootActorsProvider } from '../../src/root-actors';
import { fakeHttp, type HttpFake } from './http-fake';

export interface ScreenOptions {
  /** The URL the screen opens at. */
  url: string;
  /** Path pattern → the page drawn there. Unlisted paths draw "Not found". */
  routes: Record<string, () => ReactNode>;
  inspect?: (event: InspectionEvent) => void;
  /** Whether the walk drives the clock (`after` transitions): user events then advance it too. */
  fakeTimers?: boolean;
}

export interface AppScreen {
  user: UserEvent;
  /** The HTTP boundary: what the screen sent, and the answers the walk gives. */
  http: HttpFake;
  /** The router's current path and search, as the address bar shows it. */
  location(): string;
  unmount(): void;
}

export function renderScreen({ url, routes, inspect, fakeTimers = false }: ScreenOptions): AppScreen {
  const http = fakeHttp();
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AlertList />
      </>
    ),
    notFoundComponent: () => <p>Not found</p>,
  });
  const children = Object.entries(routes).map(([path, component]) =>
    createRoute({ getParentRoute: () => root, path, component }),
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
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return {
    user,
    http,
    location: () => router.state.location.href,
    unmount: () => {
      rendered.unmount();
      http.restore();
    },
  };
}

export { screen };
