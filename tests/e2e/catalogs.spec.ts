import type { Page } from '@playwright/test';
import { catalogPageCount } from '../../scripts/media/catalog-pages';
import { pdfPageCount } from '../../scripts/media/pdf-pages';
import { admin, apiToken, openPortalInArabic, signIn } from './accounts';
import { notice } from './admin-table';
import { expect, test } from './fixtures';

/**
 * /catalogs in English and Arabic: the six catalogs with their dates and versions, each opening its
 * PDF in a new tab; the subscribe box with scripts and without them; and the page on a phone.
 */
const words = {
  en: {
    path: '/catalogs',
    heading: 'Product Catalogs',
    titles: [
      'Company Profile',
      'Pipes Catalog',
      'Solvent Cement & Cleaner Catalog',
      'Orange Pipes Catalog',
      'CPVC Pipes Catalog',
      'PPR Pipes Catalog',
    ],
    date: '5 January 2025',
    view: (title: string) => `View Catalog: ${title} (PDF, opens in a new tab)`,
    field: 'E-mail address',
    subscribe: 'Subscribe',
    thanks: 'Thank you! We will e-mail you when we publish a new catalog.',
  },
  ar: {
    path: '/ar/catalogs',
    heading: 'كتالوجات المنتجات',
    titles: [
      'الملف التعريفي للشركة',
      'كتالوج الأنابيب',
      'كتالوج الغراء والمنظفات',
      'كتالوج الأنابيب البرتقالية',
      'كتالوج أنابيب CPVC',
      'كتالوج أنابيب PPR',
    ],
    date: '5 يناير 2025',
    view: (title: string) => `عرض الكتالوج: ${title} (ملف PDF، يُفتح في علامة تبويب جديدة)`,
    field: 'البريد الإلكتروني',
    subscribe: 'اشتراك',
    thanks: 'شكرًا لك! سنراسلك عبر البريد الإلكتروني عند إصدار كتالوج جديد.',
  },
} as const;

const ids = ['introduction', 'pipes', 'glue', 'orange-pipes', 'cpvc-pipes', 'ppr-pipes'] as const;

/** A fresh address per test, so a repeat is this test's own. */
const addressFor = (name: string) => `${name}.${Date.now().toString(36)}@Example.com`;

/** The stored addresses holding `address`, as the administrators' table finds them. */
async function storedAddresses(request: Parameters<typeof apiToken>[0], address: string): Promise<string[]> {
  const token = await apiToken(request, admin.username, admin.password);
  const response = await request.get('/api/subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
    params: { q: address },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { email: string }[]).map((s) => s.email);
}

function expectNoSideScroll(page: Page) {
  return expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
}

test('every catalog PDF is served as a PDF with the pages its contents promise', async ({ request }) => {
  for (const id of ids) {
    const response = await request.get(`/catalogs/${id}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(bytes), `${id}.pdf pages`).toBe(catalogPageCount(id));
    expect(bytes.length).toBeLessThan(400 * 1024);
  }
});

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test(`${language}: the first HTML holds the six catalogs with their dates, versions and metadata`, async ({
    request,
  }) => {
    const html = await (await request.get(w.path)).text();
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(html).toMatch(/<title>[^<]*(Catalogs|الكتالوجات)[^<]*<\/title>/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const title of w.titles) expect(html).toContain(title.replace('&', '&amp;'));
    expect(html.split(w.date).length - 1).toBeGreaterThanOrEqual(6);
    expect(html).toContain('action="/api/subscriptions"');
  });

  test(`${language}: six catalogs, each opening its PDF in a new tab`, async ({ page, context }) => {
    await page.goto(w.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.heading);
    const cards = page.locator('#main article');
    await expect(cards).toHaveCount(6);
    for (const [index, title] of w.titles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(card).toContainText(w.date);
      await expect(card).toContainText('v1.0');
    }
    const link = page.getByRole('link', { name: w.view(w.titles[4]) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    // The new tab asks for the PDF and is answered with it, to show in place (not as an attachment
    // to save). Whether a viewer then draws it is the browser's: the headless shell has none.
    const pdf = context.waitForEvent('request', (request) =>
      request.url().endsWith('/catalogs/cpvc-pipes.pdf'),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const request = await pdf;
    expect(request.frame().page()).toBe(tab);
    expect(request.isNavigationRequest()).toBe(true);
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('application/pdf');
    expect(response?.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);
    await tab.close();
  });

  test(`${language}: subscribing shows the confirmation, and subscribing again too`, async ({
    page,
    request,
  }) => {
    const address = addressFor(`reader-${language}`);
    await page.goto(w.path);
    const field = page.getByRole('textbox', { name: w.field });
    const button = page.getByRole('button', { name: w.subscribe });
    for (let time = 0; time < 2; time += 1) {
      await field.fill(address);
      await button.click();
      await expect(page.getByText(w.thanks)).toBeVisible();
      await expect(field).toHaveValue('');
    }
    expect(await storedAddresses(request, address)).toEqual([address.toLowerCase()]);
  });

  test(`${language}: fits a 375 px phone without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(w.path);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('button', { name: w.subscribe })).toBeVisible();
    await expectNoSideScroll(page);
    const box = await page.getByRole('button', { name: w.subscribe }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the subscribe form still stores the address and the Arabic page confirms it', async ({
    page,
    request,
  }) => {
    const w = words.ar;
    const address = addressFor('no-script');
    await page.goto(w.path);
    await page.getByRole('textbox', { name: w.field }).fill(address);
    await page.getByRole('button', { name: w.subscribe }).click();
    await expect(page).toHaveURL(/\/ar\/catalogs\?subscribed=1$/);
    await expect(page.getByText(w.thanks)).toBeVisible();
    expect(await storedAddresses(request, address)).toEqual([address.toLowerCase()]);
  });
});

test('an administrator finds an address among the subscriptions and removes it at its owner’s request', async ({
  page,
  request,
}) => {
  const address = addressFor('leaving').toLowerCase();
  const subscribed = await request.post('/api/subscriptions', { data: { email: address, language: 'ar' } });
  expect(subscribed.status()).toBe(200);

  await page.goto('/login?redirect=/admin/subscriptions');
  await signIn(page, admin.username, admin.password);
  await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(address);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 subscription found', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Arabic');
  await row.getByRole('button', { name: `Delete ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove subscription' });
  await expect(dialog).toContainText(`Remove “${address}” from the catalog subscriptions?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Subscription removed')).toBeVisible();
  await expect(page.getByText(`No subscriptions match “${address}”.`)).toBeVisible();
  // The search stays in the address: a reload shows the same (now empty) view.
  await page.reload();
  await expect(page.getByText(`No subscriptions match “${address}”.`)).toBeVisible();
  expect(await storedAddresses(request, address)).toEqual([]);
});

test('the subscriptions table in Arabic reads right to left, with its search and count in Arabic', async ({
  page,
  request,
}) => {
  await openPortalInArabic(page, request, '/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'اشتراكات الكتالوجات' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'البحث في الاشتراكات' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصدير CSV' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'اشتراكات الكتالوجات' })).toHaveCSS('direction', 'rtl');
});
