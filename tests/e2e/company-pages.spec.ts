import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { documentTitle, type MetaKey, routeMetaTable } from '../../src/content/route-meta';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';
import { scrollThrough } from './scrolling';

/**
 * The company pages (/about, /about/history, /quality, /word-manager) in English and Arabic: what a
 * visitor reads on each, what crawlers get in the first HTML, the about page's buttons and video,
 * the history timeline's two layouts, and a phone's width.
 */

// Several page loads per test on a shared machine: more time than a single-page test needs.
test.describe.configure({ timeout: 60_000 });

type Language = 'en' | 'ar';
const languages: readonly Language[] = ['en', 'ar'];
const urlOf = (language: Language, path: string) => (language === 'ar' ? `/ar${path}` : path);

/** What each page must show, written out in both languages. */
const pages: { path: MetaKey; heading: Record<Language, string>; content: Record<Language, string[]> }[] = [
  {
    path: '/about',
    heading: { en: 'About Us', ar: 'من نحن' },
    content: {
      en: ['Who We Are', 'Our Vision', 'Our Mission', 'Why Choose Us', '25,000 m²', '10,000 m²', '46,000 m²'],
      ar: ['تعرّف علينا', 'رؤيتنا', 'رسالتنا', 'لماذا تختارنا؟', '25,000 م²', '10,000 م²', '46,000 م²'],
    },
  },
  {
    path: '/about/history',
    heading: { en: 'Our History', ar: 'تاريخنا' },
    content: {
      en: ['The Company Is Founded', 'New Warehouses', 'Looking Ahead'],
      ar: ['تأسيس الشركة', 'مستودعات جديدة', 'نظرة إلى المستقبل'],
    },
  },
  {
    path: '/quality',
    heading: { en: 'Quality', ar: 'الجودة' },
    content: {
      en: ['Standards We Work To', 'Quality Assurance', 'Our Testing Laboratory', 'UV Weathering Cabinet'],
      ar: ['المواصفات القياسية التي نلتزم بها', 'ضمان الجودة', 'مختبر الاختبارات لدينا', 'فرن الترميد'],
    },
  },
  {
    path: '/word-manager',
    heading: { en: 'Message from Management', ar: 'كلمة الإدارة' },
    content: {
      en: ['Chairman of the Board & Chief Executive Officer', 'General Manager'],
      ar: ['رئيس مجلس الإدارة والرئيس التنفيذي', 'المدير العام'],
    },
  },
];

/** Text as the server writes it into HTML ("Chairman & CEO" as "Chairman &amp; CEO"). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The timeline's list, by the name a screen reader announces. */
const timelineName: Record<Language, string> = { en: 'Milestones', ar: 'محطات بارزة' };

/** How far the page scrolls sideways; polled, since a section may still be sliding in. */
function expectNoSideScroll(page: Page) {
  return expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
}

for (const language of languages) {
  for (const { path, heading, content } of pages) {
    const url = urlOf(language, path);
    const meta = routeMetaTable[path];

    test(`${url} shows its heading and content, with its title and description`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      await expect(page).toHaveTitle(documentTitle(meta.title[language], language));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        meta.description[language],
      );
      const main = page.locator('main');
      for (const text of content[language]) await expect(main.getByText(text, { exact: true })).toBeVisible();
    });

    test(`${url} sends its metadata and parsable structured data in the first HTML`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(documentTitle(meta.title[language], language))}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description[language])}"`);
      expect(html).toContain(
        `<h1 class="mt-4 text-4xl font-extrabold md:text-5xl">${heading[language]}</h1>`,
      );
      const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
        ([, json]) => JSON.parse(json ?? '') as { '@type': string; itemListElement?: { name: string }[] },
      );
      const types = data.map((block) => block['@type']);
      expect(types).toContain('BreadcrumbList');
      if (path === '/about') expect(types).toContain('Organization');
      const trail = data.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
      expect(trail.at(-1)?.name).toBe(heading[language]);
    });

    test(`${url} fits a 375 px phone without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scrollThrough(page);
      await expectNoSideScroll(page);
    });
  }

  test(`the history in ${language} lists every milestone year in order`, async ({ page }) => {
    await page.goto(urlOf(language, '/about/history'));
    const milestones = await page
      .getByRole('list', { name: timelineName[language] })
      .getByRole('listitem')
      .allInnerTexts();
    const years = milestones.map((text) => /\d{4}/.exec(text)?.[0]);
    expect(years).toEqual(['1979', '1979', '1990', '1995', '2000', '2005', '2010', '2020']);
  });

  test(`the quality page in ${language} lays its 14 devices in rows of 4, 1, 4, 4, 1, and one column on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(urlOf(language, '/quality'));
    await expect(page.locator('main').getByRole('article')).toHaveCount(14);
    // Measured on the list items: a card still waiting to slide in is drawn off its place.
    const devices = page.locator('main li').filter({ has: page.getByRole('article') });
    expect(rowSizes(await tops(devices))).toEqual([4, 1, 4, 4, 1]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => new Set(await lefts(devices)).size).toBe(1);
  });

  test(`the management message in ${language} has the two managers, each with photo, name, title and message`, async ({
    page,
  }) => {
    await page.goto(urlOf(language, '/word-manager'));
    const managers = page.locator('main').getByRole('article');
    await expect(managers).toHaveCount(2);
    for (const manager of await managers.all()) {
      await manager.scrollIntoViewIfNeeded();
      await expect(manager.getByRole('heading', { level: 2 })).toHaveText(/\S{3,}/);
      await expect(manager.getByRole('img')).toHaveJSProperty('complete', true);
      expect(
        await manager.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      await expect(manager.locator('blockquote p')).toHaveCount(2);
    }
  });
}

async function tops(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
}

async function centres(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return box.left + box.width / 2;
    }),
  );
}

async function lefts(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().left)),
  );
}

/** How many items share each line, top to bottom. */
function rowSizes(itemTops: number[]): number[] {
  const rows = new Map<number, number>();
  for (const top of itemTops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test.describe('the history timeline', () => {
  for (const language of languages) {
    test(`alternates sides at 1280 px and is one column at 375 px (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(urlOf(language, '/about/history'));
      const list = page.getByRole('list', { name: timelineName[language] });
      await expect(list.getByRole('article')).toHaveCount(8);
      // Measured on the list items: a card still waiting to slide in is drawn off its place.
      const cards = list.getByRole('listitem');
      const timeline = await list.boundingBox();
      if (!timeline) throw new Error('The timeline is not on screen');
      const middle = timeline.x + timeline.width / 2;
      const sides = (await centres(cards)).map((centre) => (centre < middle ? 'left' : 'right'));
      // The first card sits on the side the text starts from: left in English, right in Arabic.
      const [first, second] = language === 'en' ? ['left', 'right'] : ['right', 'left'];
      expect(sides).toEqual([first, second, first, second, first, second, first, second]);

      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(async () => new Set(await lefts(cards)).size).toBe(1);
      const [left] = await lefts(cards);
      const width = await cards.first().evaluate((card) => card.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(250);
      expect(left).toBeLessThan(375 - width + 1);
    });
  }
});

test.describe('the about page', () => {
  for (const language of languages) {
    const products = language === 'en' ? 'Our Products' : 'منتجاتنا';
    const contact = language === 'en' ? 'Contact Us' : 'تواصل معنا';

    test(`its call to action goes to the products and the contact page in ${language}`, async ({ page }) => {
      await page.goto(urlOf(language, '/about'));
      await page.locator('main').getByRole('link', { name: products, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === urlOf(language, '/products'));
      // The products page shows once its list has arrived from the API: slower than a static page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'en' ? 'Products' : 'المنتجات',
        { timeout: 20_000 },
      );

      await page.goto(urlOf(language, '/about'));
      await page.locator('main').getByRole('link', { name: contact, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === urlOf(language, '/contact'));
    });
  }

  test('its factory video plays while in view and pauses when scrolled away', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/about');
    const video = page.getByLabel('Inside Our Factory', { exact: true }).and(page.locator('video'));
    const paused = () => video.evaluate((element) => (element as HTMLVideoElement).paused);
    // Below the hero on a short screen: not playing yet.
    await expect.poll(paused).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(paused).toBe(true);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(paused).toBe(false);
  });
});

test('the quality page zooms its hero the other way on the next visit', async ({ page }) => {
  await page.goto('/quality');
  const hero = page.locator('[data-hero] img');
  await pageScriptsRunning(page);
  await expect(hero).toHaveAttribute('data-zoom', 'in');
  await page.reload();
  await expect(hero).toHaveAttribute('data-zoom', 'out');
});

for (const language of languages) {
  for (const { path } of pages) {
    test(`axe finds no accessibility violations on ${urlOf(language, path)}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(urlOf(language, path));
      // The audit reads the page a person uses: once its controls are available, not mid-hydration.
      await pageScriptsRunning(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  }
}
