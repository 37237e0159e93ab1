import type { Page } from '@playwright/test';
import { publicPaths } from '../../src/site-routes';
import { expect, test } from './fixtures';

/**
 * The SEO verification tool run on the real built site, in English and Arabic: it lists every
 * public page in both languages with its checks, and what it reports matches what the server
 * really sends. The site monitor's records stay within their caps. The page fits a phone.
 */

const words = {
  en: {
    path: '/seo-verification',
    run: 'Run verification',
    again: 'Run again',
    passed: 'Passed',
    failed: 'Failed',
    columns: [
      'Title',
      'Description',
      'Canonical link',
      'Language links',
      'Share image',
      'Structured data',
      'One main heading',
      'Image descriptions',
      'Indexing rule',
    ],
    needsScripts:
      'This tool runs in your browser and needs JavaScript: it can be started once the page has loaded. If it stays unavailable, turn JavaScript on and reload the page.',
  },
  ar: {
    path: '/ar/seo-verification',
    run: 'بدء الفحص',
    again: 'إعادة الفحص',
    passed: 'اجتاز الفحص',
    failed: 'لم يجتز الفحص',
    columns: [
      'العنوان',
      'الوصف',
      'الرابط الأساسي',
      'روابط اللغات',
      'صورة المشاركة',
      'البيانات المنظمة',
      'عنوان رئيسي واحد',
      'أوصاف الصور',
      'قاعدة الفهرسة',
    ],
    needsScripts:
      'تعمل هذه الأداة في متصفحك وتحتاج إلى JavaScript، ويمكن تشغيلها بعد اكتمال تحميل الصفحة. إن بقيت غير متاحة ففعّل JavaScript ثم أعد تحميل الصفحة.',
  },
} as const;
type Language = keyof typeof words;

const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** Every address the tool should list: each public page in English then Arabic, and one that is no page. */
async function expectedAddresses(page: Page): Promise<string[]> {
  const products = (await (await page.request.get('/api/products')).json()) as Array<{ id: number }>;
  // The tool checks the oldest published item: others come and go while browser tests run.
  const news = (await (await page.request.get('/api/news')).json()) as Array<{ id: number }>;
  const concrete = publicPaths.map((path) =>
    path.replace('$productId', String(products[0]?.id)).replace('$newsId', String(news.at(-1)?.id)),
  );
  return [...concrete, ...concrete.map(arabic), '/this-page-does-not-exist'];
}

/** Runs the tool once the Run button can be pressed, and waits for the results. */
async function runTool(page: Page, language: Language) {
  await page.goto(words[language].path);
  const run = page.getByRole('button', { name: words[language].run });
  // As a person would: pressed as soon as it can be (hydration takes a while on a busy machine).
  await expect(run).toBeEnabled({ timeout: 20_000 });
  await run.click();
  await expect(page.getByRole('button', { name: words[language].again })).toBeEnabled({ timeout: 60_000 });
}

/**
 * What the server really sends, judged here on its own: the browser parses the page and each check
 * is read off it directly, so a wrong verdict of the tool shows as a disagreement.
 */
async function verdictsOf(page: Page, url: string): Promise<boolean[]> {
  const html = await (await page.request.get(url, { headers: { 'Accept-Language': 'en' } })).text();
  const origin = new URL(page.url()).origin;
  return page.evaluate(
    ({ html, url, origin }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const content = (selector: string, name: string) =>
        doc.querySelector(selector)?.getAttribute(name) ?? '';
      const english = url.replace(/^\/ar(?=\/|$)/, '') || '/';
      const arabicUrl = english === '/' ? '/ar' : `/ar${english}`;
      const types = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      );
      const wanted = ['Organization', 'LocalBusiness', 'BreadcrumbList'];
      if (english === '/') wanted.push('FAQPage');
      if (/^\/products\/\d+$/.test(english)) wanted.push('Product');
      if (/^\/news\/\d+$/.test(english)) wanted.push('NewsArticle');
      const title = doc.title.length;
      const description = content('meta[name="description"]', 'content').length;
      const alternate = (lang: string) => content(`link[rel="alternate"][hreflang="${lang}"]`, 'href');
      const noindex = content('meta[name="robots"]', 'content').includes('noindex');
      return [
        title >= 10 && title <= 70,
        description >= 50 && description <= 160,
        content('link[rel="canonical"]', 'href') === origin + url,
        alternate('en') === origin + english &&
          alternate('ar') === origin + arabicUrl &&
          alternate('x-default') === origin + english,
        content('meta[property="og:image"]', 'content').startsWith('http'),
        wanted.every((type) => types.includes(type)),
        doc.querySelectorAll('h1').length === 1,
        [...doc.querySelectorAll('img')].every((img) => img.hasAttribute('alt')),
        noindex === english.startsWith('/seo-verification'),
      ];
    },
    { html, url, origin },
  );
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test(`${w.path}: the tool checks every public page in both languages as the server sends them`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await runTool(page, language);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveText([/./, ...w.columns]);
    const rows = table.locator('tbody tr');
    const addresses = await expectedAddresses(page);
    await expect(rows.locator('th')).toHaveText(addresses);

    for (const [index, url] of addresses.entries()) {
      const cells = rows.nth(index).locator('td');
      if (url === '/this-page-does-not-exist') {
        // No page there: only its indexing rule is checked, and it passes (the 404 page is noindex).
        const marks = await cells.allTextContents();
        expect(marks.at(-1)).toBe(`✓${w.passed}`);
        expect(marks.slice(0, -1).every((mark) => !mark.includes('✓') && !mark.includes('✗'))).toBe(true);
        continue;
      }
      const shown = (await cells.allTextContents()).map((mark) => mark === `✓${w.passed}`);
      expect(shown, `the tool's verdicts on ${url}`).toEqual(await verdictsOf(page, url));
    }
    // Home passes its title and structured data checks.
    for (const home of ['/', '/ar']) {
      const cells = rows.nth(addresses.indexOf(home)).locator('td');
      await expect(cells.nth(0)).toHaveText(`✓${w.passed}`);
      await expect(cells.nth(5)).toHaveText(`✓${w.passed}`);
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const language of ['en', 'ar'] as const) {
    test(`${words[language].path} says the tool needs JavaScript, and its button cannot be pressed`, async ({
      page,
    }) => {
      await page.goto(words[language].path);
      await expect(page.getByText(words[language].needsScripts)).toBeVisible();
      await expect(page.getByRole('button', { name: words[language].run })).toBeDisabled();
    });
  }
});

const caps = { seo_page_views: 100, seo_web_vitals: 20, seo_technical_issues: 30 } as const;
type MonitorKey = keyof typeof caps;

const stored = (page: Page, key: MonitorKey) =>
  page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as Array<{ path: string }>,
    key,
  );

/** Waits until the monitor recorded the view of the page shown. */
async function viewRecorded(page: Page, path: string) {
  await expect
    .poll(async () => (await stored(page, 'seo_page_views')).at(-1)?.path, { timeout: 10_000 })
    .toBe(path);
}

test('the site monitor records views, web vitals and issues in this browser, each within its cap', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/products');
  await viewRecorded(page, '/products');
  // A browser that has used the site a long time: every list full, oldest first.
  await page.evaluate((caps) => {
    for (const [key, cap] of Object.entries(caps)) {
      const old = Array.from({ length: cap }, (_, i) => ({ path: `/old-${i}`, at: i, check: 'h1' }));
      window.localStorage.setItem(key, JSON.stringify(old));
    }
  }, caps);
  for (const path of ['/', '/ar/products', '/ar']) {
    await page.goto(path);
    await viewRecorded(page, path);
  }
  // On to the products in the page itself; that page then gains a second main heading and an image
  // without alt text, which the check a second after the route change finds.
  // Once the page's scripts own it (its menu toggle can be pressed), a link navigates in the page.
  await expect(page.getByRole('button', { name: 'قائمة المنتجات' })).toBeEnabled({ timeout: 20_000 });
  await page.locator('footer').getByRole('link', { name: 'المنتجات', exact: true }).click();
  await page.waitForURL('**/ar/products');
  await page.evaluate(() => {
    const heading = document.createElement('h1');
    heading.textContent = 'A second main heading';
    const image = document.createElement('img');
    image.src = '/images/logo.svg';
    document.body.append(heading, image);
  });
  await expect
    .poll(async () => (await stored(page, 'seo_technical_issues')).slice(-2), { timeout: 10_000 })
    .toEqual([
      expect.objectContaining({ path: '/ar/products', check: 'h1', values: { count: 2 } }),
      expect.objectContaining({ path: '/ar/products', check: 'imageAlt' }),
    ]);
  await page.goto('/seo-verification');
  await viewRecorded(page, '/seo-verification');

  const views = await stored(page, 'seo_page_views');
  expect(views).toHaveLength(caps.seo_page_views);
  expect(views.slice(-6).map((view) => view.path)).toEqual([
    `/old-${caps.seo_page_views - 1}`,
    '/',
    '/ar/products',
    '/ar',
    '/ar/products',
    '/seo-verification',
  ]);
  // Each page load left its vitals, under the address it loaded, when it was left; the oldest were dropped.
  const vitals = await stored(page, 'seo_web_vitals');
  expect(vitals).toHaveLength(caps.seo_web_vitals);
  expect(vitals.slice(-4).map((record) => record.path)).toEqual(['/products', '/', '/ar/products', '/ar']);
  expect(vitals.at(-1)).toEqual(
    expect.objectContaining({ fcp: expect.any(Number), ttfb: expect.any(Number) }),
  );
  const issues = await stored(page, 'seo_technical_issues');
  expect(issues).toHaveLength(caps.seo_technical_issues);
  expect(await page.evaluate(() => window.localStorage.getItem('seo_rankings'))).toBeNull();
});

test.describe('with the monitor’s scripts lost on the way', () => {
  // Chromium logs each request the test aborts.
  test.use({ allowConsoleErrors: /net::ERR_FAILED/ });

  test('a page goes on without them, quietly, and the next page load has its monitor again', async ({
    page,
  }) => {
    const vitalsLibrary = /\/assets\/web-vitals-[\w-]+\.js$/;
    const monitor = /\/assets\/seo-monitor-[\w-]+\.js$/;
    // Without the vitals library the monitor still records the view.
    await page.route(vitalsLibrary, (route) => route.abort());
    await page.goto('/products');
    await viewRecorded(page, '/products');
    // Without the monitor itself, nothing is recorded and nothing breaks.
    await page.route(monitor, (route) => route.abort());
    const lost = page.waitForEvent('requestfailed', (request) => monitor.test(request.url()));
    await page.goto('/');
    await lost;
    await page.unrouteAll();
    await page.goto('/ar');
    await viewRecorded(page, '/ar');
    expect((await stored(page, 'seo_page_views')).map((view) => view.path)).toEqual(['/products', '/ar']);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const language of ['en', 'ar'] as const) {
    test(`${words[language].path} with its results does not scroll sideways`, async ({ page }) => {
      test.setTimeout(120_000);
      await runTool(page, language);
      await page.mouse.wheel(0, 20_000);
      await expect
        .poll(() =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        )
        .toBe(0);
      const run = await page.getByRole('button', { name: words[language].again }).boundingBox();
      expect(run?.height).toBeGreaterThanOrEqual(44);
    });
  }
});
