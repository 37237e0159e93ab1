/**
 * The verification tool's side effects: fetching a page as the server sends it (same origin, plain
 * `fetch`, bounded in time) and checking it, and reading what this browser measured and recorded.
 */
import { fromPromise } from 'xstate';
import type { PageCheckOutcome } from '../../machines/seo-verification.machine';
import { newsPerPage, seoPageTimeoutMs } from '../api/limits';
import { browserLoadJson } from '../api/requests/load-json';
import { loadNewsArchive } from '../api/requests/news-reads';
import { loadProducts } from '../api/requests/product-reads';
import type { Measurements, PageTarget } from '../api/seo';
import { checkPageHtml } from '../seo/page-checks';
import { localizedPath, splitLanguagePrefix } from '../site-routes';
import { currentVitals, readMonitorRecords, watchVitals } from './seo-monitor';

/** An address that is no page: the server must answer it with the not-found page. */
export const unknownAddress = '/this-page-does-not-exist';

/**
 * The oldest published news item: the one least likely to change while the tool runs (new items
 * come first in the archive, and are the ones edited or taken down).
 */
async function oldestNewsId(): Promise<number | undefined> {
  const first = await loadNewsArchive(browserLoadJson, { language: 'en', page: 1 });
  const lastPage = Math.ceil(first.total / newsPerPage);
  const last =
    lastPage > 1 ? await loadNewsArchive(browserLoadJson, { language: 'en', page: lastPage }) : first;
  return last.items.at(-1)?.id;
}

/**
 * The pages of one record each (a product, a news item) and how to find a real one to check (the
 * catalogue's first product, the oldest news item); `missing` is the check's reason when there is none.
 */
const recordPages = [
  {
    pattern: '$productId',
    missing: 'noProduct',
    pickId: async () =>
      (await loadProducts(browserLoadJson, { category: null, language: 'en', page: 1, perPage: 1 }))
        .products[0]?.id,
  },
  {
    pattern: '$newsId',
    missing: 'noNews',
    pickId: oldestNewsId,
  },
] as const;

async function sampleId(pickId: () => Promise<number | undefined>): Promise<number | null> {
  try {
    return (await pickId()) ?? null;
  } catch {
    return null;
  }
}

/** Fails with a `TimeoutError` when the page takes longer than its bound; stops with the run. */
async function fetchPage(url: string, language: string, signal: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(() => {
    const timeout = new Error(`${url} took longer than ${seoPageTimeoutMs} ms`);
    timeout.name = 'TimeoutError';
    controller.abort(timeout);
  }, seoPageTimeoutMs);
  try {
    return await fetch(url, {
      signal: controller.signal,
      // As a first-time visitor in the page's language: no stored choice moves it elsewhere, and
      // the answer is the server's own, never a stored copy.
      credentials: 'omit',
      cache: 'no-store',
      headers: { Accept: 'text/html', 'Accept-Language': language },
    });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** The site's public origin as this page's own canonical link names it, else this window's. */
function publicOrigin(): string {
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

export const checkPage = fromPromise<PageCheckOutcome, PageTarget>(async ({ input, signal }) => {
  let url = input.url;
  const record = recordPages.find((page) => input.pattern?.includes(page.pattern));
  if (url === null && input.pattern && record) {
    const id = await sampleId(record.pickId);
    if (id === null)
      return { url: null, checks: [{ id: 'fetch', passed: false, values: { reason: record.missing } }] };
    url = localizedPath(input.pattern.replace(record.pattern, String(id)), input.language);
  }
  if (url === null) throw new Error('A page to check needs an address');
  const isPage = input.pattern !== null;
  const response = await fetchPage(url, input.language, signal);
  const expectedStatus = isPage ? 200 : 404;
  if (response.status !== expectedStatus) {
    return { url, checks: [{ id: 'fetch', passed: false, values: { status: response.status } }] };
  }
  const html = await response.text();
  const { path } = splitLanguagePrefix(url);
  return {
    url,
    checks: checkPageHtml(html, { origin: publicOrigin(), path, language: input.language, isPage }),
  };
});

export const readMeasurements = fromPromise<Measurements>(async () => {
  await watchVitals();
  return { vitals: currentVitals(), monitor: readMonitorRecords() };
});
