/**
 * Field data as visitors' browsers send it: a page view's web vitals leave when the page is left
 * and reach the figures the administrators read, counted under the page's template, language and
 * device; a browser that signals Global Privacy Control sends nothing. (What a beacon may hold and
 * that nothing identifying is kept are the server tests'.)
 */
import { admin, openPortalInArabic, signIn } from './accounts';
import { countedVisit, figuresOf, type Visit, visitAndLeave } from './field-visits';
import { expect, test } from './fixtures';

for (const visit of [
  {
    viewport: { width: 375, height: 800 },
    path: '/ar/products',
    template: '/products',
    language: 'ar',
    device: 'phone',
  },
  {
    viewport: { width: 1280, height: 800 },
    path: '/about',
    template: '/about',
    language: 'en',
    device: 'desktop',
  },
] as const) {
  test(`a page view on a ${visit.device} in ${visit.language} reaches the figures with its vitals`, async ({
    browser,
    request,
  }) => {
    const before = await countedVisit(browser, request, visit);
    const after = await figuresOf(request, visit);
    // What every page view's beacon holds, however soon it was left (LCP may not be reported yet).
    for (const vital of ['fcp', 'ttfb'] as const) {
      const summary = after.vitals.find((v) => v.vital === vital);
      expect(summary?.readings, vital).toBeGreaterThan(
        before.vitals.find((v) => v.vital === vital)?.readings ?? 0,
      );
      expect(summary?.p75, vital).toBeGreaterThan(0);
    }
  });
}

test('a browser that signals Global Privacy Control sends nothing', async ({ browser, request }) => {
  // A page, language and size no other test visits, so that the count is this test's alone.
  const visit: Visit = {
    viewport: { width: 800, height: 1000 },
    path: '/ar/about/history',
    template: '/about/history',
    language: 'ar',
    device: 'tablet',
  };
  const before = (await figuresOf(request, visit)).views;
  const signalled = await visitAndLeave(browser, visit, { gpc: true });
  // Then the same visit without the signal: once its beacon is counted, an earlier one would be too.
  const plain = await visitAndLeave(browser, visit);
  await expect.poll(async () => (await figuresOf(request, visit)).views).toBeGreaterThan(before);
  expect((await figuresOf(request, visit)).views).toBe(before + 1);
  await Promise.all([signalled.close(), plain.close()]);
});

test('the Site speed page shows the visits’ figures, by page and device, in English and in Arabic', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone: Visit = {
    viewport: { width: 375, height: 800 },
    path: '/ar/catalogs',
    template: '/catalogs',
    language: 'ar',
    device: 'phone',
  };
  await countedVisit(browser, request, phone);

  await page.goto('/login?redirect=/admin/site-speed');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
  await page.getByLabel('Page', { exact: true }).selectOption('/catalogs');
  await page.getByLabel('Device', { exact: true }).selectOption('phone');
  await expect(page).toHaveURL(/\/admin\/site-speed\?days=28&template=%2Fcatalogs&device=phone$/);
  const lcp = page.getByRole('article').filter({ hasText: 'Largest Contentful Paint' });
  await expect(lcp).toContainText(/\d(\.\d)? m?s/);
  await expect(lcp).toContainText(/From \d+ readings? Too few to go by/);
  await expect(page.getByRole('region', { name: 'By device' }).getByRole('rowheader')).toHaveText(['Phones']);
  // Back undoes the last choice.
  await page.goBack();
  await expect(page.getByLabel('Device', { exact: true })).toHaveValue('');

  await openPortalInArabic(page, request, '/admin/site-speed?template=%2Fcatalogs&device=phone');
  await expect(page.getByRole('heading', { level: 1, name: 'سرعة الموقع' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'أكبر عرض للمحتوى' })).toContainText(/\d ث|ملّي ث/);
  await expect(page.getByRole('region', { name: 'حسب الجهاز' }).getByRole('rowheader')).toHaveText([
    'الهواتف',
  ]);
});
