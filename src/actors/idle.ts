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

/** Runs work once the page has loaded (its images and styles too) and the browser is then idle. */
export function whenLoadedAndIdle(work: () => void, timeoutMs: number): () => void {
  let cancelled = false;
  const run = () => whenIdle(() => cancelled || work(), timeoutMs);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
