import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { RootActorsProvider } from './root-actors';
import { createAppRouter } from './router';

export function App({ inspect }: { inspect?: ((event: InspectionEvent) => void) | undefined }) {
  const [router] = useState(createAppRouter);
  return (
    <RootActorsProvider router={router} inspect={inspect}>
      <RouterProvider router={router} />
    </RootActorsProvider>
  );
}
