/**
 * `?inspect` in `npm run dev` attaches the Stately inspector to every actor. The inspector page
 * loads from the network, so offline it shows an error window while the app keeps working.
 */
import type { InspectionEvent } from 'xstate';

export async function loadDevInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
