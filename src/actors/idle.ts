/**
 * Runs work once the browser is idle, so it never competes with the page's own first work; where
 * `requestIdleCallback` is missing (Safari), after a short delay instead.
 */
export function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  } else {
    window.setTimeout(work, timeoutMs);
  }
}
