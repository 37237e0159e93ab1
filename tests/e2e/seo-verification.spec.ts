import type { Page } from '@playwright/test';
import { publicPaths } from '../../src/site-routes';
import { admin, signIn } from './accounts';
import { countedVisit, type Visit } from './field-visits';
import { expect, test } from './fixtures';
import { countLayoutShifts } from './layout-shifts';

/**
 * The SEO verification tool run on the real built site, in English and Arabic: it lists every
 * public page in both languages (every product's and news item's, and the lists' later pages) with
 * its checks, and what it reports matches what the server really sends. Its performance section
 * shows the field data to an administrator. The page fits a phone. (That the sample site passes
 * every check on every page is the server suite's: here other tests' items come and go.)
 */

const words = {
  en: {
    path: '/seo-verification',
    run: 'Run verification',
    again: 'Run again',
    passed: 'Passed',
    failed: 'Failed',
    fetched: 'Page fetched',
    complete: (n: number) => `Check complete: ${n} of ${n} pages checked. The results follow.`,
    field: 'How fast the site is for its visitors',
    forAdministrators: "The field data of the site's visitors is for administrators.",
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
    fetched: 'جلب الصفحة',
    complete: (n: number) => `اكتمل الفحص: الصفحات المفحوصة ${n} من أصل ${n}. النتائج أدناه.`,
    field: 'سرعة الموقع لدى زواره',
    forAdministrators: 'البيانات الميدانية لزوار الموقع متاحة للمشرفين فقط.',
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

/** Runs the tool once the Run button can be pressed, and waits for the results. */
async function runTool(page: Page, language: Language) {
  await page.goto(words[language].path);
  const run = page.getByRole('button', { name: words[language].run });
  // As a person would: pressed as soon as it can be (hydration takes a while on a busy machine).
  await expect(run).toBeEnabled({ timeout: 20_000 });
  await run.click();
  await expect(page.getByRole('button', { name: words[language].again })).toBeEnabled({ timeout: 120_000 });
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

/** The table's rows: each row's page (or template) and its cells' text. */
async function tableRows(page: Page) {
  const rows = page.getByRole('table').first().locator('tbody tr');
  return Promise.all(
    (await rows.all()).map(async (row) => ({
      name: (await row.locator('th').textContent()) ?? '',
      cells: await row.locator('td').allTextContents(),
    })),
  );
}

const fixedPaths = publicPaths.filter((path) => !path.includes('$'));

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test(`${w.path}: the tool checks every public page in both languages as the server sends them`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await runTool(page, language);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('columnheader')).toHaveText([/./, /./, w.fetched, ...w.columns]);
    const rows = await tableRows(page);
    const byName = new Map(rows.map((row) => [row.name, row]));

    // Every page that is one address, in English then Arabic, then the address that is no page, each a row of its own.
    const fixed = [...fixedPaths, ...fixedPaths.map(arabic), '/this-page-does-not-exist'];
    expect(rows.slice(0, fixed.length).map((row) => row.name)).toEqual(fixed);
    for (const url of fixed.slice(0, -1)) {
      const [count, fetched, ...marks] = byName.get(url)?.cells ?? [];
      expect(count).toBe('1');
      expect(fetched).toBe(`✓${w.passed}`);
      expect(
        marks.map((mark) => mark === `✓${w.passed}`),
        `the tool's verdicts on ${url}`,
      ).toEqual(await verdictsOf(page, url));
    }
    // No page there: it answered as not found, and only its indexing rule is checked, which passes.
    const missing = byName.get('/this-page-does-not-exist')?.cells ?? [];
    expect(missing.slice(0, 2)).toEqual(['1', `✓${w.passed}`]);
    expect(missing.at(-1)).toBe(`✓${w.passed}`);
    expect(missing.slice(2, -1).every((mark) => !mark.includes('✓') && !mark.includes('✗'))).toBe(true);

    // Every product's page in each language (the 40 samples and any the portal's tests added), the
    // catalogue's later pages (24 products a page) and every news item's page.
    const products = Number((await page.request.get('/api/products?perPage=1')).headers()['x-total-count']);
    for (const [name, least] of [
      ['/products/{id}', 40],
      ['/ar/products/{id}', 40],
      ['/products?page={n}', 1],
      ['/ar/products?page={n}', 1],
      ['/news/{id}', 1],
      ['/ar/news/{id}', 1],
    ] as const) {
      expect(Number(byName.get(name)?.cells[0]), name).toBeGreaterThanOrEqual(least);
    }
    expect(Number(byName.get('/products/{id}')?.cells[0])).toBeGreaterThanOrEqual(products - 2);
    // The progress counted them all.
    const total = rows.reduce((sum, row) => sum + Number(row.cells[0]), 0);
    await expect(page.getByRole('status').filter({ hasText: w.complete(total) })).toBeVisible();

    // A visitor who is not signed in is told the field data is for administrators.
    await expect(page.getByRole('region', { name: w.field })).toContainText(w.forAdministrators);
  });
}

test('an administrator finds the visitors’ field data in the performance section', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A phone's visit, counted before the tool reads the figures.
  const visit: Visit = {
    viewport: { width: 375, height: 800 },
    path: '/ar/word-manager',
    template: '/word-manager',
    language: 'ar',
    device: 'phone',
  };
  await countedVisit(browser, request, visit);

  await page.goto('/login?redirect=/seo-verification');
  await signIn(page, admin.username, admin.password);
  await page.waitForURL((url) => url.pathname === '/seo-verification');
  await runTool(page, 'en');
  const field = page.getByRole('region', { name: words.en.field });
  await expect(field.getByRole('region', { name: 'Every device' })).toContainText(
    /\d[\d,]* page views?, measured/,
  );
  await expect(
    field
      .getByRole('region', { name: 'Phones' })
      .getByRole('article')
      .filter({ hasText: 'First Contentful Paint' }),
  ).toContainText(/\d(\.\d)? m?s/);
  // Scores from the field, not "For administrators".
  await expect(page.getByRole('heading', { name: 'Performance score' }).locator('..')).toContainText(
    /\d+\/ 100/,
  );
  await expect(page.getByRole('heading', { name: 'Mobile score' }).locator('..')).toContainText(/\d+\/ 100/);
  await field.getByRole('link', { name: 'Open the Site speed page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
});

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

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const language of ['en', 'ar'] as const) {
    test(`${words[language].path}: its run moves nothing on screen, and its results do not scroll sideways`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const shifted = await countLayoutShifts(page);
      // A second visit, its fonts in the browser's cache as a returning administrator's are: on a
      // first visit over a slow link the site's font can arrive after the first paint and swap in,
      // moving text by a few pixels (the load shift that `npm run bench` measures), while
      // this test is about the run.
      await page.goto(words[language].path);
      await runTool(page, language);
      // The progress and the results arrive long after the click: nothing already shown may move.
      expect(await shifted()).toBeLessThan(0.01);
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
