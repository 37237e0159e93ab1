/**
 * The verification tool's side effects: listing the site's pages (its sitemap and its lists'
 * totals), fetching a page as the server sends it (same origin, plain `fetch`, bounded in time) and
 * checking it, and reading the field data (administrators only).
 */
import { fromPromise } from 'xstate';
import type { PageCheckOutcome } from '../../machines/seo-verification.machine';
import { ApiError } from '../api/errors';
import { languages } from '../api/language';
import { newsPerPage, productsPerPage, seoPageTimeoutMs } from '../api/limits';
import { fetchFieldReport } from '../api/requests/field-vitals';
import { browserLoadJson } from '../api/requests/load-json';
import { loadNewsArchive } from '../api/requests/news-reads';
import { loadProducts } from '../api/requests/product-reads';
import type { FieldData, PageTarget } from '../api/seo';
import { tokenStorageKey } from '../api/token-storage';
import { defaultFieldSpan } from '../api/vital-histograms';
import { checkPageHtml } from '../seo/page-checks';
import { laterPages, recordPagesOfSitemap, upTo } from '../seo/site-pages';
import { splitLanguagePrefix } from '../site-routes';

/** Fails with a `TimeoutError` when the address takes longer than its bound; stops with the run. */
async function fetchBounded(url: string, accept: string, language: string, signal: AbortSignal) {
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
      headers: { Accept: accept, 'Accept-Language': language },
    });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/**
 * The pages after the fixed ones: the later pages of the catalogue and the news archive in each
 * language, then every product's and news item's page the sitemap lists (what search engines are
 * told), at most `max`.
 */
export const listPages = fromPromise<{ targets: PageTarget[]; notListed: number }, { max: number }>(
  async ({ input, signal }) => {
    const [sitemap, products, ...archives] = await Promise.all([
      fetchBounded('/sitemap.xml', 'application/xml', 'en', signal).then((response) => {
        if (!response.ok) throw new Error(`The sitemap answered ${response.status}`);
        return response.text();
      }),
      loadProducts(browserLoadJson, { category: null, language: 'en', page: 1, perPage: 1 }, signal),
      ...languages.map((language) => loadNewsArchive(browserLoadJson, { language, page: 1 })),
    ]);
    const paged = languages.flatMap((language, index) => [
      ...laterPages('/products', language, products.total, productsPerPage),
      ...laterPages('/news', language, archives[index]?.total ?? 0, newsPerPage),
    ]);
    const { targets, left } = upTo([...paged, ...recordPagesOfSitemap(sitemap)], input.max);
    return { targets, notListed: left };
  },
);

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
  const isPage = input.pattern !== null;
  const response = await fetchBounded(input.url, 'text/html', input.language, signal);
  const expectedStatus = isPage ? 200 : 404;
  if (response.status !== expectedStatus) {
    return [{ id: 'fetch', passed: false, values: { status: response.status } }];
  }
  const html = await response.text();
  const { path } = splitLanguagePrefix(input.url);
  return checkPageHtml(html, { origin: publicOrigin(), path, language: input.language, isPage });
});

/** Whether this browser holds a session: without one, the figures are not even asked for. */
function signedIn(): boolean {
  try {
    return window.localStorage.getItem(tokenStorageKey) !== null;
  } catch {
    return false;
  }
}

/** The last 28 days' field data, overall and on phones; figures only an administrator may read. */
export const readFieldData = fromPromise<FieldData>(async ({ signal }) => {
  if (!signedIn()) return { access: 'administrators' };
  try {
    const report = await fetchFieldReport({ days: defaultFieldSpan }, signal);
    const phones = report.byDevice.find((entry) => entry.key === 'phone')?.figures ?? null;
    return { access: 'granted', overall: report.overall, phones };
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return { access: refused ? 'administrators' : 'unavailable' };
  }
});
