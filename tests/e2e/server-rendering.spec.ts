import { publicPaths } from '../../src/site-routes';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';

const pages = publicPaths.filter((path) => !path.includes('$'));
const arabicLetters = /[\u0600-\u06FF]/;

test.describe('the first HTML, as crawlers and link previews read it (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pages) {
    for (const language of ['en', 'ar'] as const) {
      const url = language === 'ar' ? (path === '/' ? '/ar' : `/ar${path}`) : path;
      test(`${url} carries its heading, text, metadata and structured data`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language);
        await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        const heading = (await page.locator('h1').first().textContent()) ?? '';
        expect(heading.trim().length).toBeGreaterThan(3);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text.length).toBeGreaterThan(200);
        if (language === 'ar') {
          expect(heading).toMatch(arabicLetters);
          expect(await page.title()).toMatch(arabicLetters);
        }
        await expect(page).toHaveTitle(/.{10,}/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        const origin = new URL(page.url()).origin;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${url}`);
        for (const hreflang of ['en', 'ar', 'x-default']) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
        }
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /\/images\/share\.jpg$/,
        );
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(blocks.length).toBeGreaterThanOrEqual(3);
        for (const block of blocks) expect(() => JSON.parse(block)).not.toThrow();
        // Sections that fade in with JavaScript are visible without it.
        for (const section of await page.locator('[data-reveal]').all())
          await expect(section).toHaveCSS('opacity', '1');
      });
    }
  }

  test('the not-found page answers 404 and asks not to be indexed', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('index.html, the document Vite builds from, is not shipped: /index.html is no page', async ({
    request,
  }) => {
    const response = await request.get('/index.html');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });
});

test.describe('after hydration (JavaScript on)', () => {
  for (const path of pages) {
    for (const url of [path, path === '/' ? '/ar' : `/ar${path}`]) {
      test(`${url} hydrates without a warning or an error`, async ({ page }) => {
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(url);
        // The navbar's dropdown toggle is enabled once the page's scripts own it, as a person sees.
        await pageScriptsRunning(page);
        expect(problems).toEqual([]);
      });
    }
  }

  test('following a link after hydration navigates in the page, without reloading it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The navbar's dropdown buttons are enabled once the scripts own the page.
    await pageScriptsRunning(page);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });
});

test.describe('a page served from the page cache', () => {
  // The refusal below is the point of the test: the browser reports it as an error.
  test.use({
    allowConsoleErrors: /^Executing inline script violates|^content security policy refused inline/,
  });

  test('hydrates, and an inline script injected into its bytes does not run', async ({ page, request }) => {
    // The first request renders the page and keeps it; the browser gets the kept copy.
    const first = await request.get('/ar/quality');
    const tag = first.headers().etag;
    await page.route('**/ar/quality', async (route) => {
      const response = await route.fetch();
      expect(response.headers().etag).toBe(tag);
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injected = true</script></body>',
      );
      await route.fulfill({ response, headers, body });
    });
    await page.goto('/ar/quality');
    await pageScriptsRunning(page);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});

test.describe('the messages a page downloads', () => {
  // The sign-in below is refused on purpose: the browser reports its 401 as an error.
  test.use({ expectedHttpErrors: [401] });

  test('a public page downloads the site’s messages only; the sign-in page the portal’s too, in its language', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    /** The page's catalogues as its head names them, and whether the page asked for each. */
    const catalogues = async () => {
      const assets = JSON.parse(
        (await page.locator('meta[name="page-assets"]').getAttribute('content')) ?? '{}',
      );
      const asked = (files: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(files).map(([language, file]) => [language, requested.includes(file)]),
        );
      return { site: asked(assets.catalogs), portal: asked(assets.portalCatalogs) };
    };

    await page.goto('/ar/products');
    await pageScriptsRunning(page);
    expect(await catalogues()).toEqual({ site: { en: false, ar: true }, portal: { en: false, ar: false } });

    requested.length = 0;
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    // The refusal is drawn by the page's scripts, in words from the portal's messages.
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    expect(await catalogues()).toEqual({ site: { en: true, ar: false }, portal: { en: true, ar: false } });

    // Switched to Arabic, the page brings both of Arabic's, and draws itself in them.
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { name: 'بوابة الإدارة' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(await catalogues()).toEqual({ site: { en: true, ar: true }, portal: { en: true, ar: true } });
  });
});

test('a page paints before it fetches its scripts, then fetches them at once and comes alive', async ({
  page,
}) => {
  await page.goto('/ar/products');
  // The menu needs the scripts: enabled, they have arrived and run.
  await pageScriptsRunning(page);
  const timing = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    const requested = performance
      .getEntriesByType('resource')
      .map((e) => `${Math.round(e.startTime)} ${e.name}`);
    return { firstPaint, firstScript: Math.min(...scripts), scripts: scripts.length, requested };
  });
  expect(timing.firstPaint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScript, timing.requested.join('\n')).toBeGreaterThanOrEqual(
    timing.firstPaint ?? Number.POSITIVE_INFINITY,
  );
});
