import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Waits until the service worker from public/sw.js controls the page (reloading once if needed). */
async function controlledBySW(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // clients.claim() normally takes over the open page; a reload is the fallback.
  const claimed = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  if (!claimed) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every request URL stored in the site's caches, as path and query. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        paths.push(`${url.pathname}${url.search}`);
      }
    }
    return paths;
  });
}

/** The same-origin scripts, styles and fonts the page loaded that are not yet in a cache. */
function uncachedFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && /^\/(assets|fonts)\//.test(url.pathname));
    const missing: string[] = [];
    for (const url of files) if (!(await caches.match(url.href))) missing.push(url.pathname);
    return missing;
  });
}

/** The home page has rendered in the language: its heading is showing. */
async function expectHome(page: Page, language: 'en' | 'ar'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // Offline, what no cache holds fails and is logged: requests the worker leaves to the browser
  // (the API, videos) as disconnected, those it answers (a picture never fetched) as failed.
  test.use({ allowConsoleErrors: /net::ERR_(?:INTERNET_DISCONNECTED|FAILED)\b/ });

  test('after one visit the site opens offline in English and Arabic, and the API is never answered from a cache', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expectHome(page, 'en');
    await controlledBySW(page);
    expect(await page.evaluate(() => fetch('/api/health').then((response) => response.status))).toBe(200);
    await page.goto('/ar');
    await expectHome(page, 'ar');
    await page.goto('/');
    await expectHome(page, 'en');
    // The worker stores what the first visit loaded before it existed; wait until it has.
    await expect.poll(() => uncachedFiles(page)).toEqual([]);

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expectHome(page, 'en');

    await page.goto('/ar');
    await expectHome(page, 'ar');

    const health = await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(health).toBe('failed');
    await context.setOffline(false);
  });

  test('with the worker in control, a visitor browses, searches and changes language as without it', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHome(page, 'en');
    await controlledBySW(page);

    // A full page load now goes through the worker (network first) and shows the fresh page.
    const products = await page.goto('/products?category=ppr-pipes');
    expect(products?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products: PPR Pipes');
    const card = page.locator('main ul h3').first();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.locator('h1')).toHaveText(name);
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/products\/\d+$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const search = await page.goto('/ar/products');
    expect(search?.fromServiceWorker()).toBe(true);
    // A search sent before the scripts run is a page load, and going back then shows what was
    // typed, as browsers restore forms; with the scripts the box shows the page's own search.
    await expect(page.getByRole('button', { name: 'قائمة المنتجات' })).toBeEnabled();
    const box = page.getByRole('searchbox', { name: 'البحث في المنتجات' });
    await box.fill('مواسير ٢٥ مم');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\?q=/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'نتائج البحث عن «مواسير ٢٥ مم»' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/ar\/products$/);
    await expect(box).toHaveValue('');
  });

  test('stores the shell and its files but nothing from the API, the admin portal or the login page', async ({
    page,
  }) => {
    await page.goto('/');
    await controlledBySW(page);
    await expect.poll(() => uncachedFiles(page)).toEqual([]);
    expect(await page.evaluate(() => fetch('/api/health').then((response) => response.ok))).toBe(true);

    // A signed-out visit to the portal lands on the login page.
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // Back on a public page: what that visit stores shows the worker was at work all along.
    await page.goto('/quality');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => cachedPaths(page)).toContain('/quality');

    const paths = await cachedPaths(page);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ar']));
    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(paths.filter((path) => /^\/(api|admin|login)/.test(path))).toEqual([]);
  });
});
