import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';

interface ApiProduct {
  id: number;
  name: string;
  description: string;
  category: string;
  image: string;
  specifications: { category: string; items: { name: string; value: string }[] }[];
  faqs: { question: string; answer: string }[];
}

/** The first PPR pipe the list names, read whole by its id (the list carries summaries). */
async function firstProduct(request: import('@playwright/test').APIRequestContext, lang: 'en' | 'ar') {
  const listed = (await (await request.get(`/api/products?lang=${lang}&category=ppr-pipes`)).json()) as {
    id: number;
  }[];
  const first = listed[0];
  if (!first) throw new Error('The sample catalogue has no PPR pipes');
  return (await (await request.get(`/api/products/${first.id}?lang=${lang}`)).json()) as ApiProduct;
}

test.describe('a product page as link previews read it (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'ar'] as const) {
    test(`the first HTML of a product in ${lang} has its own name, description, image and Product data`, async ({
      page,
      request,
    }) => {
      const product = await firstProduct(request, lang);
      const response = await page.goto(`${lang === 'ar' ? '/ar' : ''}/products/${product.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(product.name);
      await expect(page).toHaveTitle(new RegExp(`^${product.name.replace(/[()]/g, '\\$&')} \\|`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.startsWith(product.description.slice(0, 60))).toBe(true);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`${product.image}$`),
      );
      const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (block) => JSON.parse(block)['@type'],
      );
      expect(types).toContain('Product');
      if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }

  test('a category page names the category in its title and lists only that family', async ({ page }) => {
    await page.goto('/products?category=electricity');
    await expect(page).toHaveTitle(/^Products: Electrical/);
    await expect(page.locator('main h2').first()).toBeVisible();
    await page.goto('/ar/products?category=electricity');
    await expect(page).toHaveTitle(/^المنتجات: /);
  });
});

test.describe('the catalogue for everyone', () => {
  for (const prefix of ['', '/ar']) {
    test(`axe finds no accessibility violations on the products list and a product page (${prefix || 'en'})`, async ({
      page,
      request,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const product = await firstProduct(request, prefix ? 'ar' : 'en');
      for (const path of ['/products', `/products/${product.id}`]) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('h1')).toBeVisible();
        // The audit reads the page a person uses: once its controls are available, not mid-hydration.
        await pageScriptsRunning(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        ).toEqual([]);
      }
    });
  }
});

test.describe('browsing the catalogue', () => {
  test('a visitor opens a product from the list, sees related products, and reads it in Arabic', async ({
    page,
    request,
  }) => {
    const product = await firstProduct(request, 'en');
    const arabic = await firstProduct(request, 'ar');
    await page.goto('/products?category=ppr-pipes');
    await page
      .getByRole('link', { name: new RegExp(product.name.replace(/[()]/g, '\\$&')) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.locator('h1')).toHaveText(product.name);
    await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/products/${product.id}$`));
    await expect(page.locator('h1')).toHaveText(arabic.name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The specifications and questions are in Arabic too, not the English ones.
    const table = page.getByRole('table', { name: arabic.specifications[0]?.category });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader').first()).toHaveText(
      arabic.specifications[0]?.items[0]?.name ?? '',
    );
    await expect(page.getByText(arabic.faqs[0]?.question ?? '', { exact: true })).toBeVisible();
    for (const text of [arabic.specifications[0]?.category, arabic.faqs[0]?.question]) {
      expect(text).toMatch(/[\u0621-\u064A]/);
    }
  });

  test.describe('with a missing product', () => {
    test.use({ expectedHttpErrors: [404] });

    test('a product that does not exist answers 404 with a way back to the products', async ({ page }) => {
      const response = await page.goto('/products/999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to products' }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  });
});

/** The product cards of a catalogue page: links to a product, named by it. */
/** The names of the cards shown: each card's link is its name, in its heading. */
const cardNames = (page: import('@playwright/test').Page) =>
  page
    .locator('main ul h3 a[href*="/products/"]')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));

test.describe('paging through the catalogue', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('the Arabic catalogue pages forward and back by its links, each page its own address', async ({
      page,
    }) => {
      await page.goto('/ar/products');
      const firstPage = await cardNames(page);
      expect(firstPage).toHaveLength(24);
      const pages = page.getByRole('navigation', { name: 'الصفحات' });
      await expect(pages.getByRole('link', { name: 'الصفحة 1' })).toHaveAttribute('aria-current', 'page');
      await pages.getByRole('link', { name: 'التالي' }).click();
      await expect(page).toHaveURL(/\/ar\/products\?page=2$/);
      await expect(page).toHaveTitle(/^المنتجات – الصفحة 2 \| /);
      const secondPage = await cardNames(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
      await page.getByRole('navigation', { name: 'الصفحات' }).getByRole('link', { name: 'السابق' }).click();
      await expect(page).toHaveURL(/\/ar\/products$/);
      expect(await cardNames(page)).toEqual(firstPage);
    });
  });

  test('with scripts, a page link swaps the grid in place, the count stays, and Back returns', async ({
    page,
  }) => {
    await page.goto('/products');
    const count = page.locator('main p[role="status"]');
    await expect(count).toHaveText(/^\d+ products$/);
    const total = await count.textContent();
    const firstPage = await cardNames(page);
    // In place is the scripts' doing: before them, the link loads the next page as a link does.
    await pageScriptsRunning(page);
    // A mark on the window outlives only a navigation that does not reload the page.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page).toHaveTitle(/^Products – Page 2 \| /);
    await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
    await expect(count).toHaveText(total ?? '');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
  });
});

test.describe('searching the catalogue', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('an Arabic search typed with Arabic-Indic digits finds the pipes made in that size, on a page of its own', async ({
      page,
    }) => {
      await page.goto('/ar/products');
      const box = page.getByRole('searchbox', { name: 'البحث في المنتجات' });
      await box.fill('مواسير ٢٥ مم');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/ar\/products\?q=/);
      await expect(page).toHaveTitle(/^بحث: مواسير ٢٥ مم \| /);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(
        page.getByRole('heading', { level: 2, name: 'نتائج البحث عن «مواسير ٢٥ مم»' }),
      ).toBeVisible();
      const found = await cardNames(page);
      expect(found.slice(0, 3).every((name) => name.startsWith('أنبوب'))).toBe(true);
      // The word that matched is marked in the card.
      await expect(page.locator('main ul h3 mark').first()).toHaveText('أنبوب');
      await expect(box).toHaveValue('مواسير ٢٥ مم');
    });

    test('a search that finds nothing says so and offers the contact page', async ({ page }) => {
      await page.goto('/products?q=submarine');
      await expect(page.getByText('No products match “submarine”.')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('0 products found');
      await page.getByRole('link', { name: 'Ask us about a product' }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test('on a phone in Arabic, by keyboard: the results come in place, focus goes to them, and the first opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ar/products');
    // In place needs the page's scripts: the menu button, greyed out until they run, says they do.
    // (Before them, the same search loads its results page; the test with scripts off covers it.)
    await pageScriptsRunning(page);
    const box = page.getByRole('searchbox', { name: 'البحث في المنتجات' });
    await box.focus();
    await page.keyboard.type('غراء برتقالي');
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'نتائج البحث عن «غراء برتقالي»' });
    await expect(heading).toBeFocused();
    await expect(page.locator('main p[role="status"]')).toHaveText(/^تم العثور على/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.keyboard.press('Tab');
    const first = page.locator('main ul a[href*="/products/"]').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('غراء برتقالي لأنابيب CPVC');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('غراء برتقالي لأنابيب CPVC');
    await page.goBack();
    await expect(page).toHaveURL(/\/ar\/products\?q=/);
    await expect(box).toHaveValue('غراء برتقالي');
  });
});
