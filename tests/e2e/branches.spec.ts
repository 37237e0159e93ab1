import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scrollThrough } from './scrolling';

/**
 * The branches page in English and Arabic: the country and sector filters (in the address, drawn
 * by the server, links without scripts), the count line, and the map that follows a chosen branch
 * and switches to the satellite view. The map service is not reachable from here: the tests read
 * the frame's address, and the frame is answered locally.
 */

const words = {
  en: {
    countries: 'Filter by country',
    sectors: 'Filter by sector',
    all: 'All',
    allSectors: 'All Sectors',
    saudi: 'Saudi Arabia',
    yemen: 'Yemen',
    bahrain: 'Bahrain',
    government: 'Government',
    industrial: 'Industrial',
    allCount: 'Showing all branches (7)',
    saudiCount: 'Showing 5 branches for Saudi Arabia',
    yemenCount: 'Showing 1 branch for Yemen',
    bahrainCount: 'Showing 1 branch for Bahrain',
    saudiGovernmentCount: 'Showing 2 branches for Saudi Arabia',
    yemenIndustrialCount: 'Showing 0 branches for Yemen',
    empty: 'No branch matches these filters.',
    clear: 'Clear filters',
    showOnMap: 'Show on map',
    map: 'Map',
    satellite: 'Satellite',
    mapOf: (place: string) => `Map of ${place}`,
    head: 'Main Branch',
    western: 'Western Region Branch',
    yemenBranch: 'Yemen Branch',
  },
  ar: {
    countries: 'التصفية حسب الدولة',
    sectors: 'التصفية حسب القطاع',
    all: 'الكل',
    allSectors: 'جميع القطاعات',
    saudi: 'المملكة العربية السعودية',
    yemen: 'اليمن',
    bahrain: 'البحرين',
    government: 'القطاع الحكومي',
    industrial: 'القطاع الصناعي',
    allCount: 'عرض جميع الفروع (7)',
    saudiCount: 'عرض 5 فروع في المملكة العربية السعودية',
    yemenCount: 'عرض فرع واحد في اليمن',
    bahrainCount: 'عرض فرع واحد في البحرين',
    saudiGovernmentCount: 'عرض فرعين في المملكة العربية السعودية',
    yemenIndustrialCount: 'لا توجد فروع معروضة في اليمن',
    empty: 'لا يوجد فرع يطابق عوامل التصفية هذه.',
    clear: 'مسح عوامل التصفية',
    showOnMap: 'عرض على الخريطة',
    map: 'الخريطة',
    satellite: 'القمر الصناعي',
    mapOf: (place: string) => `خريطة ${place}`,
    head: 'الفرع الرئيسي',
    western: 'فرع المنطقة الغربية',
    yemenBranch: 'فرع اليمن',
  },
} as const;

type Language = keyof typeof words;
const pageOf = (language: Language, query = '') => `${language === 'ar' ? '/ar' : ''}/branches${query}`;

const cards = (page: Page) => page.locator('main article');
const countLine = (page: Page) => page.getByRole('status');
const filter = (page: Page, row: string, name: string) =>
  page.getByRole('navigation', { name: row }).getByRole('link', { name, exact: true });

/** The map frame's address, as the page set it. */
async function mapAddress(frame: Locator) {
  const src = await frame.getAttribute('src');
  if (!src) throw new Error('The map frame has no address');
  return new URL(src);
}

test.beforeEach(async ({ page }) => {
  // Nothing leaves this machine: the map service's frame is answered here.
  await page.route('https://maps.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
});

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test.describe(`in ${language}`, () => {
    test('the country filter narrows the cards and the count line in place, and the address carries it', async ({
      page,
    }) => {
      // Three filters chosen one after another, each awaited as a person sees it.
      test.slow();
      await page.goto(pageOf(language));
      await expect(cards(page)).toHaveCount(7);
      await expect(countLine(page)).toHaveText(w.allCount);
      await expect(filter(page, w.countries, w.all)).toHaveAttribute('aria-current', 'page');
      // Once the map's buttons are available the page's scripts run: from then on a filter changes
      // the page in place, which a mark left on this document shows.
      await expect(page.getByRole('button', { name: w.satellite })).toBeEnabled();
      await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

      await filter(page, w.countries, w.yemen).click();
      await expect(countLine(page)).toHaveText(w.yemenCount);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading')).toHaveText(w.yemenBranch);
      await expect(page).toHaveURL(pageOf(language, '?country=yemen'));
      await expect(filter(page, w.countries, w.yemen)).toHaveAttribute('aria-current', 'page');

      await filter(page, w.countries, w.saudi).click();
      await expect(countLine(page)).toHaveText(w.saudiCount);
      await expect(cards(page)).toHaveCount(5);

      await filter(page, w.countries, w.bahrain).click();
      await expect(countLine(page)).toHaveText(w.bahrainCount);
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL(pageOf(language, '?country=bahrain'));
      await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
    });

    test('the sector combines with the country, and back steps through the filters', async ({ page }) => {
      test.slow();
      await page.goto(pageOf(language, '?country=saudi-arabia'));
      await expect(countLine(page)).toHaveText(w.saudiCount);
      // With the page's scripts running, back is the page following its address, not a reload.
      await expect(page.getByRole('button', { name: w.satellite })).toBeEnabled();
      await filter(page, w.sectors, w.government).click();
      await expect(countLine(page)).toHaveText(w.saudiGovernmentCount);
      await expect(cards(page)).toHaveCount(2);
      await expect(page).toHaveURL(pageOf(language, '?country=saudi-arabia&sector=government'));

      // The browser's back button steps back through the filters.
      await page.goBack();
      await expect(countLine(page)).toHaveText(w.saudiCount);
      await expect(filter(page, w.sectors, w.allSectors)).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(5);
    });

    test('a shared filtered address arrives from the server with its cards and count line', async ({
      request,
    }) => {
      const shared = await request.get(pageOf(language, '?country=saudi-arabia&sector=government'));
      expect(shared.status()).toBe(200);
      const html = await shared.text();
      expect(html).toContain(w.saudiGovernmentCount);
      expect(html.match(/<article /g)).toHaveLength(2);
      const yemen = await (await request.get(pageOf(language, '?country=yemen'))).text();
      expect(yemen).toContain(w.yemenCount);
      expect(yemen.match(/<article /g)).toHaveLength(1);
    });

    test('a combination without a branch says so and clears back to every branch', async ({ page }) => {
      await page.goto(pageOf(language, '?country=yemen&sector=industrial'));
      await expect(countLine(page)).toHaveText(w.yemenIndustrialCount);
      await expect(page.getByText(w.empty)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: w.clear }).last().click();
      await expect(countLine(page)).toHaveText(w.allCount);
      await expect(cards(page)).toHaveCount(7);
      await expect(page).toHaveURL(pageOf(language));
    });

    test('the map follows the chosen branch and switches to the satellite view and back', async ({
      page,
    }) => {
      await page.goto(pageOf(language));
      const head = page.getByTitle(w.mapOf(w.head));
      await expect(head).toHaveAttribute('loading', 'lazy');
      expect((await mapAddress(head)).searchParams.get('q')).toBe('Riyadh, Saudi Arabia');
      expect((await mapAddress(head)).searchParams.get('t')).toBe('m');
      expect((await mapAddress(head)).searchParams.get('hl')).toBe(language);

      const western = cards(page).filter({ hasText: w.western });
      const show = western.getByRole('button', { name: w.showOnMap });
      await expect(show).toBeEnabled();
      await show.click();
      await expect(show).toHaveAttribute('aria-pressed', 'true');
      const jeddah = page.getByTitle(w.mapOf(w.western));
      await expect(jeddah).toHaveAttribute('src', /q=Jeddah%2C\+Saudi\+Arabia/);

      await page.getByRole('button', { name: w.satellite }).click();
      await expect(page.getByRole('button', { name: w.satellite })).toHaveAttribute('aria-pressed', 'true');
      await expect(jeddah).toHaveAttribute('src', /[?&]t=k(&|$)/);
      await page.getByRole('button', { name: w.map, exact: true }).click();
      await expect(page.getByRole('button', { name: w.map, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(jeddah).toHaveAttribute('src', /[?&]t=m(&|$)/);
    });

    test('on a phone, with reduced motion asked for, showing a branch on the map jumps to the map', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pageOf(language));
      const show = cards(page).filter({ hasText: w.western }).getByRole('button', { name: w.showOnMap });
      await expect(show).toBeEnabled();
      await show.click();
      const map = page.getByTitle(w.mapOf(w.western));
      await expect(map).toBeInViewport();
      // Where it is at the next frame is where it stays, frame after frame: no glide under way.
      const tops = await map.evaluate(
        (frame) =>
          new Promise<number[]>((resolve) => {
            const seen: number[] = [];
            const look = () => {
              seen.push(Math.round(frame.getBoundingClientRect().top));
              if (seen.length < 20) requestAnimationFrame(look);
              else resolve(seen);
            };
            requestAnimationFrame(look);
          }),
      );
      expect(new Set(tops).size, `the map's top over 20 frames: ${tops.join(', ')}`).toBe(1);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the filters are links to the filtered page', async ({ page }) => {
        await page.goto(pageOf(language));
        await filter(page, w.countries, w.saudi).click();
        await expect(page).toHaveURL(pageOf(language, '?country=saudi-arabia'));
        await expect(countLine(page)).toHaveText(w.saudiCount);
        await filter(page, w.sectors, w.industrial).click();
        await expect(page).toHaveURL(pageOf(language, '?country=saudi-arabia&sector=industrial'));
        await expect(cards(page)).toHaveCount(1);
        // Buttons that need the page's scripts are visibly not available.
        await expect(page.getByRole('button', { name: w.satellite })).toBeDisabled();
      });
    });

    test.describe('on a 375 px phone', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      test('fits without sideways scrolling, and a chosen branch brings the map into sight', async ({
        page,
      }) => {
        await page.goto(pageOf(language, '?country=saudi-arabia'));
        await scrollThrough(page);
        await expect
          .poll(() =>
            page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          )
          .toBe(0);
        // The branches have no photographs yet: each card shows the neutral placeholder.
        await expect(cards(page).first().locator('img')).toHaveAttribute('src', '/images/placeholder.svg');
        const last = cards(page).last().getByRole('button', { name: w.showOnMap });
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeEnabled();
        await last.click();
        await expect(page.getByRole('region', { name: w.map })).toBeInViewport();
      });
    });
  });
}
