/**
 * The header's product search as visitors use it: by keyboard in Arabic on a phone, from the
 * suggestions to the product's page; by keyboard on a desktop, past the suggestions to the
 * catalogue's results; on a tablet, from the button that opens it; and without scripts, as a
 * plain form.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';

/** Presses Tab until `target` has focus, as a keyboard user reaches it (at most `most` presses). */
async function tabTo(page: Page, target: Locator, most = 30) {
  for (let press = 0; press < most; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('on a phone 375 px wide, in Arabic', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('searches from the menu by keyboard and opens the product chosen among the suggestions', async ({
    page,
  }) => {
    await page.goto('/ar');
    const menuButton = page.getByRole('button', { name: 'فتح القائمة' });
    // Greyed out and out of the Tab order until the page's scripts run, then reached by Tab.
    await pageScriptsRunning(page);
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu).toBeInViewport();
    const field = menu.getByRole('combobox', { name: 'البحث في المنتجات' });
    await tabTo(page, field);
    // «موا» is how «مواسير» begins: the catalogue calls them «أنابيب», and finds them either way.
    await page.keyboard.type('موا');
    const list = menu.getByRole('listbox', { name: 'اقتراحات' });
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    await expect(options.first()).toContainText('أنبوب');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await expect(menu.getByRole('status')).toContainText('اقتراحات');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(field).toBeFocused();
    // The list lies within the phone's width, in the menu, from the side Arabic starts on.
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const name = (await second.locator('span').first().textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(menu).not.toBeInViewport();
  });
});

test.describe('on a screen 1280 px wide, in English', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Escape closes the suggestions, and Enter searches the whole catalogue', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await tabTo(page, field);
    await page.keyboard.type('ppr fit');
    const list = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /PPR Socket-Fusion Fittings/ })).toBeVisible();
    // The words typed are marked in the suggestion.
    await expect(list.locator('mark').first()).toHaveText(/ppr/i);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('ppr fit');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products?q=ppr+fit');
    await expect(page.getByRole('link', { name: /PPR Socket-Fusion Fittings/ }).first()).toBeVisible();
  });
});

/** Holds the page's scripts on the way until the returned function lets them arrive. */
async function holdScripts(page: Page): Promise<() => void> {
  let arrive = () => {};
  const held = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return arrive;
}

test.describe('on a slow link, typing before the scripts arrive', () => {
  test.describe('on a screen 1280 px wide', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the field gets suggestions once they do', async ({ page }) => {
      const arrive = await holdScripts(page);
      // Not waiting for the load event, which waits for the held scripts.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
      await tabTo(page, field);
      await page.keyboard.type('ppr fit');
      arrive();
      const list = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
      await expect(list.getByRole('option', { name: /PPR Socket-Fusion Fittings/ })).toBeVisible();
      await expect(field).toHaveValue('ppr fit');
      await expect(field).toBeFocused();
    });
  });

  test.describe('on a tablet 800 px wide', () => {
    test.use({ viewport: { width: 800, height: 1000 } });

    test('the search panel opened by its button stays open, and the field gets suggestions', async ({
      page,
    }) => {
      const arrive = await holdScripts(page);
      await page.goto('/ar', { waitUntil: 'domcontentloaded' });
      const banner = page.getByRole('banner');
      await tabTo(page, banner.getByRole('button', { name: 'البحث في المنتجات' }));
      await page.keyboard.press('Enter');
      const field = banner.getByRole('combobox', { name: 'البحث في المنتجات' });
      await expect(field).toBeFocused();
      await page.keyboard.type('كوع');
      arrive();
      await expect(banner.getByRole('listbox', { name: 'اقتراحات' })).toBeVisible();
      await expect(field).toBeVisible();
      await expect(field).toHaveValue('كوع');
      await expect(field).toBeFocused();
    });
  });
});

for (const ui of [
  { code: 'en', home: '/', label: 'Search products', typed: 'ppr fit', results: '/products?q=ppr+fit' },
  {
    code: 'ar',
    home: '/ar',
    label: 'البحث في المنتجات',
    typed: 'كوع',
    results: '/ar/products?q=%D9%83%D9%88%D8%B9',
  },
]) {
  test.describe(`on a tablet 800 px wide, in ${ui.code}`, () => {
    test.use({ viewport: { width: 800, height: 1000 } });

    test('the search button opens the field under the bar; Escape closes it, and Enter searches', async ({
      page,
    }) => {
      await page.goto(ui.home);
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: ui.label });
      const field = banner.getByRole('combobox', { name: ui.label });
      await expect(field).toBeHidden();
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      // Under the bar, within the screen's width.
      const box = await field.boundingBox();
      expect(box && box.y >= 80 && box.x >= 0 && box.x + box.width <= 800).toBe(true);
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await page.keyboard.type(ui.typed);
      // The suggestions come under the field; Escape closes them before the panel.
      await expect(banner.getByRole('listbox').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(field).toBeVisible();
      await expect(field).toHaveValue(ui.typed);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(ui.results);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The panel has done its work: the results are not left under it.
      await expect(field).toBeHidden();
    });

    test('after the language changes in the page, the search button still opens a focused field', async ({
      page,
    }) => {
      const other =
        ui.code === 'en'
          ? { label: 'العربية', search: 'البحث في المنتجات' }
          : { label: 'English', search: 'Search products' };
      await page.goto(ui.home);
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: other.label }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', ui.code === 'en' ? 'ar' : 'en');
      await banner.getByRole('button', { name: other.search }).click();
      await expect(banner.getByRole('combobox', { name: other.search })).toBeFocused();
    });
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the header search is a form that shows the catalogue’s results', async ({ page }) => {
    await page.goto('/ar/about');
    const field = page.getByRole('banner').getByRole('combobox', { name: 'البحث في المنتجات' });
    await field.fill('كوع ٢٥');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('كوع ٢٥');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Elbows are among the socket-fusion fittings, whose Arabic name says «قطع توصيل».
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /قطع توصيل PPR/ })
        .first(),
    ).toBeVisible();
  });

  test('on a tablet the search button opens the field, which searches as a form', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search products' }).click();
    const field = banner.getByRole('combobox', { name: 'Search products' });
    await expect(field).toBeFocused();
    await page.keyboard.type('elbow 25');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products?q=elbow+25');
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /PPR Socket-Fusion Fittings/ })
        .first(),
    ).toBeVisible();
  });
});
