import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The news archive and the news items' own pages, read with the four sample items the server seeds
 * (other browser tests add items of their own meanwhile, always newer than these, so these tests
 * name the sample items rather than count the archive).
 */

interface ApiNewsItem {
  id: number;
  title: string;
  description: string;
  language: 'en' | 'ar';
  image_path: string | null;
  published_at: string;
}

/** The sample items, oldest last, as `GET /api/news` lists them in each language. */
const samples = [
  { en: 'New distribution branch opens in Dammam', ar: 'افتتاح فرع توزيع جديد في الدمام' },
  { en: 'A new PPR production line starts in Sudair', ar: 'بدء تشغيل خط إنتاج جديد لأنابيب PPR في سدير' },
  { en: 'ISO 9001 quality certificate renewed', ar: 'تجديد شهادة الجودة ISO 9001' },
  {
    en: 'Meet us at the building and construction exhibition in Riyadh',
    ar: 'زورونا في معرض البناء والتشييد في الرياض',
  },
];

async function sampleItem(
  request: APIRequestContext,
  index: number,
  lang: 'en' | 'ar',
): Promise<ApiNewsItem> {
  const items = (await (await request.get(`/api/news?lang=${lang}`)).json()) as ApiNewsItem[];
  const item = items.find((candidate) => candidate.title === samples[index]?.[lang]);
  if (!item) throw new Error(`sample news item ${index + 1} is not published in ${lang}`);
  return item;
}

/**
 * The day an item was published, as a Saudi reader dates it: the day in Riyadh, in the Gregorian
 * calendar and in Umm al-Qura (Saudi Arabia's Hijri calendar), Western digits as the site writes.
 */
function publishedDay(iso: string) {
  const day = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
  return {
    en: day('en-GB'),
    ar: day('ar-SA-u-ca-gregory-nu-latn'),
    hijri: day('ar-SA-u-ca-islamic-umalqura-nu-latn'),
  };
}

const jsonLdOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => JSON.parse(block) as Record<string, unknown>,
  );

test.describe('a news item as search engines and link previews read it (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'ar'] as const) {
    test(`/${lang === 'ar' ? 'ar/' : ''}news/{id} has its own title, description, picture, date and NewsArticle data`, async ({
      page,
      request,
    }) => {
      const item = await sampleItem(request, 3, lang);
      const prefix = lang === 'ar' ? '/ar' : '';
      const response = await page.goto(`${prefix}/news/${item.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(item.title);
      // Translated: nothing on the Arabic page is marked as English.
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      // Within the 70 characters search results show: the site's name after the title when it fits,
      // else the title alone, cut after a whole word if even it is longer.
      const suffixed = `${item.title} | ${lang === 'ar' ? 'شركة مثال للأنابيب' : 'Example Pipes Co.'}`;
      if (suffixed.length <= 70) await expect(page).toHaveTitle(suffixed);
      else {
        const title = await page.title();
        expect(title.length).toBeLessThanOrEqual(70);
        expect(
          title === item.title || (title.endsWith('…') && item.title.startsWith(title.slice(0, -1))),
        ).toBe(true);
      }
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description.startsWith(item.description.slice(0, 60))).toBe(true);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${origin}${prefix}/news/${item.id}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        `${origin}/ar/news/${item.id}`,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${origin}${item.image_path}`,
      );
      const article = (await jsonLdOf(page)).find((data) => data['@type'] === 'NewsArticle');
      expect(article).toMatchObject({
        headline: item.title,
        inLanguage: lang,
        datePublished: item.published_at,
        url: `${origin}${prefix}/news/${item.id}`,
        image: [`${origin}${item.image_path}`],
      });
      const day = publishedDay(item.published_at);
      const date = page.locator('main time');
      await expect(date).toHaveAttribute('datetime', item.published_at);
      await expect(date).toHaveText(day[lang]);
      // Arabic pages give the Hijri date beside the Gregorian; English pages do not.
      if (lang === 'ar') await expect(date.locator('..')).toContainText(day.hijri);
      else await expect(page.getByText(day.hijri)).toHaveCount(0);
    });
  }

  test('an item that does not exist, and a page of the archive past the last, answer 404', async ({
    page,
  }) => {
    for (const address of ['/news/999999', '/ar/news/999999', '/news/abc', '/news?page=999']) {
      expect((await page.goto(address))?.status(), address).toBe(404);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the sitemap lists the archive and every published item in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const item = await sampleItem(request, 0, 'en');
    for (const path of ['/news', '/ar/news', `/news/${item.id}`, `/ar/news/${item.id}`])
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
  });
});

test.describe('on a 375 px phone, in Arabic', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the archive and an item read in Arabic only, dated in both calendars, linked to the older item', async ({
    page,
    request,
  }) => {
    await page.goto('/ar/news');
    await expect(page.locator('h1')).toHaveText('الأخبار');
    // Each sample item in Arabic, none of it marked or written in English.
    for (const sample of samples) {
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: sample.ar }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('[lang="en"]')).toHaveCount(0);
      await expect(card).not.toContainText(sample.en);
    }
    const newest = await sampleItem(request, 0, 'ar');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: samples[0]?.ar }) });
    const day = publishedDay(newest.published_at);
    await expect(card.locator('time').locator('..')).toHaveText(`${day.ar} · ${day.hijri}`);

    await card.getByRole('link', { name: samples[0]?.ar }).click();
    await expect(page).toHaveURL(`/ar/news/${newest.id}`);
    await expect(page.locator('h1')).toHaveText(newest.title);
    await expect(page.getByText(newest.description)).toBeVisible();
    // No wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const older = page.getByRole('navigation', { name: 'المزيد من الأخبار' }).getByRole('link', {
      name: `خبر أقدم ${samples[1]?.ar}`,
    });
    await older.click();
    await expect(page.locator('h1')).toHaveText(samples[1]?.ar ?? '');
    await page
      .getByRole('navigation', { name: 'المزيد من الأخبار' })
      .getByRole('link', { name: 'جميع الأخبار' })
      .click();
    await expect(page).toHaveURL('/ar/news');
    await expect(page.locator('h1')).toHaveText('الأخبار');
  });
});

test('the header, the phone menu and the footer lead to the news', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.locator('h1')).toHaveText('News');
  await expect(header.getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }),
  ).toHaveAttribute('href', '/news');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ar');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'الأخبار', exact: true }).click();
  await expect(page).toHaveURL('/ar/news');
  await expect(page.locator('h1')).toHaveText('الأخبار');
});

test('the header’s links stay on one line, inside it, from tablet to desktop in both languages', async ({
  page,
}) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const address of ['/news', '/ar/news']) {
      await page.goto(address);
      const fit = await page
        .getByRole('navigation', { name: /^(Main|القائمة الرئيسية)$/ })
        .evaluate((nav) => ({
          overflow: nav.scrollWidth - nav.clientWidth,
          heights: [...nav.querySelectorAll(':scope > ul > li')].map(
            (li) => li.getBoundingClientRect().height,
          ),
        }));
      expect(fit.overflow, `${address} at ${width} px`).toBeLessThanOrEqual(0);
      expect(fit.heights.length, `${address} at ${width} px`).toBe(7);
      expect(new Set(fit.heights).size, `${address} at ${width} px: one line each`).toBe(1);
    }
  }
});
