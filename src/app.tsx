import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { RootActorsProvider } from './root-actors';
import { createAppRouter } from './router';

interface AppProps {
  /** The site's public origin (canonical URLs); the browser passes its own. */
  origin: string;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

export function App({ origin, inspect }: AppProps) {
  const [router] = useState(() => createAppRouter({ origin }));
  return (
    <RootActorsProvider router={router} inspect={inspect}>
      <RouterProvider router={router} />
    </RootActorsProvider>
  );
}
