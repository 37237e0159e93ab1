import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { startAnalytics } from './actors/analytics';
import { RootActorsProvider } from './root-actors';
import { createAppRouter } from './router';

interface AppProps {
  /** The site's public origin (canonical URLs); the browser passes its own. */
  origin: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export function App({ origin, inspect }: AppProps) {
  const [router] = useState(() => createAppRouter({ origin }));
  // Page views go out only when an analytics ID was configured at build time (spec §7).
  useEffect(() => startAnalytics(router), [router]);
  return (
    <RootActorsProvider router={router} inspect={inspect}>
      <RouterProvider router={router} />
    </RootActorsProvider>
  );
}
