import { expect, test } from './fixtures';

test.describe('the site in English and Arabic', () => {
  test('a visitor switches the home page to Arabic and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Since 1979');

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.locator('body')).toHaveClass(/rtl/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('منذ عام 1979');

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('منذ عام 1979');
    // The page's scripts keep the choice in storage too, once they run.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');

    // Pages whose URL names no language follow the stored choice.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'عذرًا! الصفحة غير موجودة' })).toBeVisible();
  });

  test('on a slow link the page waits for its Arabic content, busy, and takes no step meant for the English one', async ({
    page,
  }) => {
    // The Arabic news are held back, as a slow link would, until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/news?lang=ar', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const featured = page.getByRole('region', { name: /^(Featured Products|أبرز منتجاتنا)$/ });
    await expect(featured.getByRole('button', { name: 'Next products' })).toBeEnabled();

    await page.getByRole('link', { name: 'العربية' }).click();
    // The site's own words are Arabic at once; the page's content is still the English page's.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const content = page.locator('[aria-busy="true"]').filter({ has: page.locator('main') });
    await expect(content).toBeVisible();
    const next = featured.getByRole('button', { name: 'المنتجات التالية' });
    await expect(next.click({ trial: true, timeout: 1_000 })).rejects.toThrow();

    release();
    await expect(content).toHaveCount(0);
    await expect(page).toHaveURL(/\/ar$/);
    // Now the step is taken, and read out as the visitor's own (the clock's steps are not).
    await next.click();
    await expect(featured.locator('ul[aria-live="polite"]')).toHaveCount(1);
  });

  test('a returning visitor who chose English opening an Arabic page is moved to the English one', async ({
    page,
  }) => {
    await page.goto('/ar');
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/ar/products?category=ppr-pipes');
    await expect(page).toHaveURL(/\/products\?category=ppr-pipes$/);
    await expect(page).not.toHaveURL(/\/ar\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('PPR Pipes');
  });

  test('a returning visitor who chose Arabic opening an English page is moved to the Arabic one', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/products');
    await expect(page).toHaveURL(/\/ar\/products$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a visitor who chose Arabic gets later pages in Arabic straight from the server', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    const response = await page.goto('/products');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/products$/);
    await expect(page).toHaveURL(/\/ar\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('a visitor without a stored choice keeps the language of the link they followed', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'ar-SA', baseURL });
    const page = await context.newPage();
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/products$/);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();
    await context.close();
  });

  test('the page mirrors right-to-left in Arabic: the brand sits at the start edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ar');
    const brand = await page.getByRole('link', { name: 'شركة مثال للأنابيب' }).first().boundingBox();
    expect(brand?.x ?? 0).toBeGreaterThan(640);
    await page.goto('/');
    const english = await page.getByRole('link', { name: 'Example Pipes Co.' }).first().boundingBox();
    expect(english?.x ?? 1280).toBeLessThan(640);
  });

  test('an Arabic browser without a stored choice gets Arabic where the URL names no language', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'ar-SA', baseURL });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'عذرًا! الصفحة غير موجودة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });
});

test.describe('pages and not-found', () => {
  test('an unknown path answers 404 with the not-found page and a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Arabic home page answers 200', async ({ page }) => {
    const response = await page.goto('/ar');
    expect(response?.status()).toBe(200);
  });
});
