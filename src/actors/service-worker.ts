/**
 * Registers the service worker (public/sw.js) in production builds, once the page has loaded and
 * React has taken it over, so it never competes with the first render or with hydration. A failed
 * registration is ignored; the site works the same without it.
 */

const workerUrl = '/sw.js';

/**
 * The files of a first visit load before the worker takes control, so it never sees them. This
 * reports each one (and the page) to the worker, which stores those its rules allow, so one visit
 * is enough for the site to open offline. Files fetched through the worker are not reported.
 */
function reportUncontrolledFiles(worker: ServiceWorker): void {
  const origin = window.location.origin;
  let page: string | undefined = window.location.href;
  const report = (entries: PerformanceEntryList) => {
    const urls = (entries as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0 && entry.name.startsWith(`${origin}/`))
      .map((entry) => entry.name);
    if (urls.length === 0 && page === undefined) return;
    worker.postMessage({ type: 'cache-urls', page, urls });
    page = undefined;
  };
  report(performance.getEntriesByType('resource'));
  // Files still on their way when the worker took over finish later; nothing after that is reported.
  new PerformanceObserver((list) => report(list.getEntries())).observe({ type: 'resource' });
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register(workerUrl);
    const { active } = await navigator.serviceWorker.ready;
    if (active) reportUncontrolledFiles(active);
  } catch {
    // Ignored on purpose: private modes and some browsers refuse service workers.
  }
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) {
    // A worker left by a production run on the same port would otherwise serve stale files to
    // the dev server.
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => undefined);
    return;
  }
  if (document.readyState === 'complete') afterHydration(register);
  else window.addEventListener('load', () => afterHydration(register), { once: true });
}

/**
 * On a slow phone the load event often comes before hydration; a worker installing then, and
 * fetching the page's files again to store them, would take the processor from it.
 * `data-hydrated` is what HydrationMark sets on `<html>` once the page's effects have run.
 */
function afterHydration(start: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) {
    start();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    start();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
