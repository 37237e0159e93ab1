import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, signIn } from './accounts';
import { expect, test } from './fixtures';
import { countLayoutShifts } from './layout-shifts';
import { scrollThrough, untilContentReplaced } from './scrolling';

/**
 * Every public page fits a 375 px phone in both directions: no sideways scrolling when loaded,
 * with the mobile menu opened and closed, after switching language in the page, and after a
 * returning visitor is moved to their stored language. The admin's tables and news pages fit it too.
 */
test.use({ viewport: { width: 375, height: 800 } });

const words = {
  en: { openMenu: 'Open menu', menu: 'Menu', other: 'العربية' },
  ar: { openMenu: 'فتح القائمة', menu: 'القائمة', other: 'English' },
} as const;

type Language = keyof typeof words;

/** How far the page scrolls sideways; polled, since a closing panel or a reveal may be moving. */
function expectNoSideScroll(page: Page, when: string) {
  return expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `sideways scrolling ${when}` },
    )
    .toBe(0);
}

async function openAndCloseMenu(page: Page, language: Language, when: string) {
  await page.getByRole('button', { name: words[language].openMenu }).click();
  const panel = page.getByRole('dialog', { name: words[language].menu });
  await expect(panel).toHaveAttribute('data-state', 'open');
  await expectNoSideScroll(page, `with the menu open ${when}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveAttribute('data-state', 'closed');
  await expectNoSideScroll(page, `with the menu closed again ${when}`);
}

const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** The pages, by what a person would call them; the product page is the catalogue's first product. */
const pages = [
  { name: 'the home page', path: async () => '/' },
  { name: 'the products list', path: async () => '/products' },
  { name: 'a category', path: async () => '/products?category=ppr-pipes' },
  {
    name: 'a product page',
    path: async (request: APIRequestContext) => {
      const products = (await (await request.get('/api/products')).json()) as { id: number }[];
      return `/products/${products[0]?.id}`;
    },
  },
];

for (const language of ['en', 'ar'] as const) {
  const other: Language = language === 'en' ? 'ar' : 'en';
  const urlIn = (lang: Language, path: string) => (lang === 'ar' ? arabic(path) : path);

  for (const { name, path: pathOf } of pages) {
    test(`${name} in ${language} fits the phone, with the menu, and after switching language`, async ({
      page,
      request,
    }) => {
      const path = await pathOf(request);
      await page.goto(urlIn(language, path));
      await scrollThrough(page);
      await expectNoSideScroll(page, 'as loaded');
      await openAndCloseMenu(page, language, 'as loaded');

      await page.getByRole('link', { name: words[language].other }).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === urlIn(other, path));
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await untilContentReplaced(page);
      await scrollThrough(page);
      await expectNoSideScroll(page, 'after switching language');
      await openAndCloseMenu(page, other, 'after switching language');
    });

    test(`${name}: a returning visitor who chose ${language} is moved there, and it fits the phone`, async ({
      page,
      request,
    }) => {
      const path = await pathOf(request);
      // The choice only in storage (no cookie): the page moves once its scripts run.
      await page.goto(urlIn(other, '/products'));
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto(urlIn(other, path));
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === urlIn(language, path));
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await untilContentReplaced(page);
      await scrollThrough(page);
      await expectNoSideScroll(page, 'after being moved');
      await openAndCloseMenu(page, language, 'after being moved');
    });
  }
}

/** The admin portal's words for the news pages, in the language the portal is switched to. */
const portal = {
  en: {
    menu: 'Menu',
    news: 'News',
    create: 'Create News Item',
    video: 'Video',
    videoFile: 'Video file',
    edit: 'Edit',
    editDialog: 'Edit News Item',
  },
  ar: {
    menu: 'القائمة',
    news: 'الأخبار',
    create: 'إنشاء خبر',
    video: 'فيديو',
    videoFile: 'ملف الفيديو',
    edit: 'تعديل',
    editDialog: 'تعديل الخبر',
  },
} as const;

/** Signs in on the way to a portal page (named by its English heading), then takes the language. */
async function signInToPortal(page: Page, portalPath: string, heading: string, language: Language) {
  await page.goto(`/login?redirect=${portalPath}`);
  await signIn(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  if (language === 'ar') {
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
}

for (const language of ['en', 'ar'] as const) {
  test(`the admin's news list, edit dialog and create form in ${language} fit the phone`, async ({
    page,
  }) => {
    const words = portal[language];
    await signInToPortal(page, '/admin/news', 'News', language);
    await expect(page.getByRole('heading', { name: words.news, exact: true })).toBeVisible();
    await expect(page.getByRole('row').nth(1).getByRole('img')).toBeVisible();
    await expectNoSideScroll(page, 'on the news list');

    await page
      .getByRole('button', { name: new RegExp(`^${words.edit} `) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: words.editDialog })).toBeVisible();
    await expectNoSideScroll(page, 'with the edit dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: words.editDialog })).toHaveCount(0);

    await page.getByRole('button', { name: words.menu, exact: true }).click();
    await expectNoSideScroll(page, 'with the portal menu open');
    await page.getByRole('navigation').getByRole('link', { name: words.create }).click();
    await expect(page.getByRole('heading', { name: words.create })).toBeVisible();
    await expectNoSideScroll(page, 'on the create form');

    // A chosen video brings its preview and the still captured from it.
    await page.getByRole('radio', { name: words.video }).check();
    await page.getByLabel(words.videoFile).setInputFiles({
      name: 'a-video-with-a-rather-long-file-name-from-the-camera-2026-11-26.webm',
      mimeType: 'video/webm',
      // Recorded once in Chromium: see tests/e2e/news.spec.ts.
      buffer: readFileSync(path.join(import.meta.dirname, '../fixtures/media/news-clip.webm')),
    });
    await expect(page.locator('figure').getByRole('img')).toBeVisible();
    await expectNoSideScroll(page, 'with a video and its still chosen');
  });
}

/** The portal's tables, with what a row's card shows before its actions, in each language. */
const tables = {
  en: [
    { path: '/admin/users', headings: ['ID', 'Username', 'Full Name', 'Email', 'Role'] },
    {
      path: '/admin/products',
      headings: ['ID', 'Image', 'Name', 'Description', 'Publishing'],
      choosable: true,
    },
    {
      path: '/admin/news',
      headings: ['Media', 'Title', 'Type', 'Status', 'Publishing', 'Created'],
      choosable: true,
    },
  ],
  ar: [
    {
      path: '/admin/users',
      headings: ['المعرّف', 'اسم المستخدم', 'الاسم الكامل', 'البريد الإلكتروني', 'الدور'],
    },
    {
      path: '/admin/products',
      headings: ['المعرّف', 'الصورة', 'الاسم', 'الوصف', 'النشر'],
      choosable: true,
    },
    {
      path: '/admin/news',
      headings: ['الوسائط', 'العنوان', 'النوع', 'الحالة', 'النشر', 'تاريخ الإنشاء'],
      choosable: true,
    },
  ],
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the admin's tables in ${language} show each row as a card, its headings drawn and its actions in reach`, async ({
    page,
  }) => {
    await signInToPortal(page, '/admin/users', 'Users', language);
    for (const table of tables[language]) {
      const { path: tablePath, headings } = table;
      await page.goto(tablePath);
      const row = page.getByRole('row').nth(1);
      const deleteButton = row.getByRole('button', { name: language === 'ar' ? /^حذف / : /^Delete / });
      // The row's actions are on the screen, not past the table's edge. The card is brought up from
      // below the fold first, as the person scrolls: the newest row may be a tall one (another
      // test's video, say), and only its width is this test's concern.
      await row.evaluate((card) => card.scrollIntoView({ block: 'end', inline: 'nearest' }));
      await expect(deleteButton).toBeInViewport({ ratio: 1 });
      await expectNoSideScroll(page, `on ${tablePath}`);
      expect(
        await page.locator('table').evaluate((table) => {
          const box = table.parentElement as HTMLElement;
          return box.scrollWidth - box.clientWidth;
        }),
        `the table on ${tablePath} scrolls sideways`,
      ).toBe(0);
      // Each line of the card names its column, as the table's headings do on a wider screen.
      const drawn = await row
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      // A table whose rows can be chosen starts each card with the row's checkbox, named on its own.
      const choice = 'choosable' in table ? ['none'] : [];
      expect(drawn).toEqual([...choice, ...headings.map((heading) => `"${heading}" / ""`), 'none']);
      // Screen readers still meet a table: each cell named by its heading, which is not read twice.
      await expect(page.getByRole('columnheader', { name: headings[0] })).toBeAttached();
    }
  });
}

/**
 * Whether the element at each of 25 points over a control's box is the control itself (or inside
 * it): the floating chat button, fixed at a corner of the screen, must not lie over it.
 */
async function coveredPoints(page: Page, name: RegExp) {
  const control = page.getByRole('button', { name }).first();
  await control.scrollIntoViewIfNeeded();
  // Read the box once the page has come to rest.
  await expect
    .poll(async () => JSON.stringify(await control.boundingBox()))
    .toBe(JSON.stringify(await control.boundingBox()));
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const missed: string[] = [];
    for (let i = 0; i < 5; i += 1)
      for (let j = 0; j < 5; j += 1) {
        // Within the middle 60 % of the box: all of it inside a round button too.
        const x = box.left + box.width * (0.2 + 0.15 * i);
        const y = box.top + box.height * (0.2 + 0.15 * j);
        const hit = document.elementFromPoint(x, y);
        if (!hit || !element.contains(hit)) missed.push(`${Math.round(x)},${Math.round(y)}`);
      }
    return missed;
  });
}

/** The video's pause button, or its play button when the video is not playing. */
const videoToggle = /^(Pause video|Play video|إيقاف الفيديو مؤقتًا|تشغيل الفيديو)$/;

for (const width of [375, 1280])
  for (const path of ['/', '/ar', '/about', '/ar/about'])
    test(`${path} at ${width} px: nothing floats over the video's pause button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(await coveredPoints(page, videoToggle)).toEqual([]);
    });

// A box the browser draws only near the screen keeps a stand-in height until then: were the two
// to differ, the page would jump under a reader (or under a link focus just scrolled to).
for (const path of ['/', '/ar'])
  test(`${path} at 375 px: the page is as long before its lower sections are first drawn as after`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const length = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await length();
    // Through the whole page, a screen at a time, as a reader scrolls.
    for (let y = 0; y < before; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
    expect(await length()).toBe(before);
  });

// On a first visit over a slow link the page is drawn in the fallback font, then in Cairo once it
// arrives: the fallback takes Cairo's room, so the swap moves nothing a reader is looking at. Not
// /ar/products: its Arabic is drawn meanwhile in the system's own Arabic font, whose widths no one
// fallback can match, and its category buttons may wrap otherwise once Cairo comes (0.088).
for (const path of ['/', '/products', '/ar'])
  test(`${path} at 375 px: the site's font arriving late moves nothing on screen`, async ({ page }) => {
    const fontsArrived: Promise<unknown>[] = [];
    await page.route(/\/fonts\/.*\.woff2$/, async (route) => {
      const late = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => route.continue());
      fontsArrived.push(late);
      await late;
    });
    const shifted = await countLayoutShifts(page);
    await page.goto(path);
    await expect.poll(() => fontsArrived.length).toBeGreaterThan(0);
    await Promise.all(fontsArrived);
    // The page is in Cairo now, drawn again in it.
    await expect
      .poll(() =>
        page.evaluate(
          (letter) => document.fonts.check('16px Cairo', letter),
          path.startsWith('/ar') ? 'م' : 'a',
        ),
      )
      .toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await shifted()).toBeLessThan(0.02);
  });
