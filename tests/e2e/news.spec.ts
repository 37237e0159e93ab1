import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { startThrottledLink, type ThrottledLink } from '../helpers/throttled-link';
import { admin, apiToken, signIn } from './accounts';
import { deleteRow, notice } from './admin-table';
import { expect, test } from './fixtures';

/**
 * News on the home page and in the admin portal: an administrator publishes a picture and a video,
 * visitors see them in both languages, then the administrator switches them off and deletes them,
 * and nothing of theirs stays on the server. The tests share the home page's news section (a video
 * replaces the carousel), so they run in order, each removing what it added.
 */
test.describe.configure({ mode: 'default' });

/** The four sample items the server seeds on its first start (sample-content/news.json). */
const sampleNews = [
  {
    title: 'New distribution branch opens in Dammam',
    alt: 'The steel frame of a new warehouse',
    ar: { title: 'افتتاح فرع توزيع جديد في الدمام', alt: 'الهيكل الفولاذي لمستودع جديد' },
  },
  {
    title: 'A new PPR production line starts in Sudair',
    alt: 'Green PPR pipes stacked beside an elbow fitting',
    ar: { title: 'بدء تشغيل خط إنتاج جديد لأنابيب PPR في سدير', alt: 'أنابيب PPR خضراء مكدسة بجانب كوع' },
  },
  {
    title: 'ISO 9001 quality certificate renewed',
    alt: 'A production plant with tanks and process piping',
    ar: { title: 'تجديد شهادة الجودة ISO 9001', alt: 'منشأة إنتاج فيها خزانات وشبكة أنابيب' },
  },
  {
    title: 'Meet us at the building and construction exhibition in Riyadh',
    alt: 'Grey pipe fittings: a tee, an elbow and a coupler',
    ar: { title: 'زورونا في معرض البناء والتشييد في الرياض', alt: 'قطع توصيل رمادية: مشترك وكوع وجلبة' },
  },
];
/** The sample items as a page in `home`'s language shows them. */
const sampleNewsOn = (home: string) =>
  sampleNews.map((item) => (home.startsWith('/ar') ? item.ar : { title: item.title, alt: item.alt }));

/**
 * A 2-second, 160×90 VP8 WebM of 3.4 kB that Chromium plays and draws frames of. It was recorded
 * once in Chromium itself, a canvas's `captureStream(10)` through a `MediaRecorder`
 * (`video/webm;codecs=vp8`, 60 kbit/s), since no video encoder is installed here.
 */
const clip = readFileSync(path.join(import.meta.dirname, '../fixtures/media/news-clip.webm'));

/** A small real PNG: the server checks an upload's bytes, not its name. */
function pngImage(colour: string) {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A folder under MEDIA_DIR, as global-setup made it: kept news files, or uploads arriving. */
function mediaFolder(folder: 'news' | 'uploads'): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through `npm run test:e2e`');
  return path.join(dataDir, 'media', folder);
}

/** The files in that folder. */
function mediaFiles(folder: 'news' | 'uploads'): string[] {
  try {
    return readdirSync(mediaFolder(folder)).sort();
  } catch {
    return [];
  }
}

interface AdminNewsItem {
  id: number;
  title: string;
  active: boolean;
  image_path: string | null;
  image_variants: { path: string }[];
  video_path: string | null;
  poster_path: string | null;
}

async function adminNews(request: APIRequestContext): Promise<AdminNewsItem[]> {
  const token = await apiToken(request, admin.username, admin.password);
  const response = await request.get('/api/admin/news', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Every URL the server serves for an item's picture or video. */
const mediaUrlsOf = (item: AdminNewsItem) =>
  [item.image_path, ...item.image_variants.map((v) => v.path), item.video_path, item.poster_path].filter(
    (url): url is string => url !== null,
  );

/** The delete confirmation's title and the notice after it. */
const deleting = { dialog: 'Delete news item', deleted: 'News item deleted successfully' };

/** The home page's news carousel, by its heading in either language. */
const newsCarousel = (page: Page) =>
  page
    .getByRole('region', { name: /^(Latest News|آخر الأخبار)$/ })
    .and(page.locator('[aria-roledescription]'));

/** Titles this run added: whatever a failing test left is deleted after it, sample items stay. */
const added: string[] = [];

test.afterEach(async ({ request }) => {
  const left = (await adminNews(request)).filter((item) => added.includes(item.title));
  if (left.length === 0) return;
  const token = await apiToken(request, admin.username, admin.password);
  for (const item of left)
    await request.delete(`/api/news/${item.id}`, { headers: { Authorization: `Bearer ${token}` } });
});

async function openCreateForm(page: Page) {
  await page.goto('/login?redirect=/admin/news/create');
  await signIn(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Create News Item' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const home of ['/', '/ar']) {
    test(`the first HTML of ${home} carries the sample news with their pictures`, async ({ page }) => {
      await page.goto(home);
      const carousel = newsCarousel(page);
      await expect(carousel).toBeVisible();
      const shown = sampleNewsOn(home);
      for (const { title, alt } of shown) {
        const heading = carousel.getByRole('heading', { name: title, includeHidden: true });
        await expect(heading).toHaveCount(1);
        // Each title leads to the item's own page.
        await expect(heading.getByRole('link', { includeHidden: true })).toHaveAttribute(
          'href',
          new RegExp(`^${home === '/' ? '' : home}/news/\\d+$`),
        );
        const picture = carousel.getByRole('img', { name: alt, includeHidden: true });
        await expect(picture).toHaveAttribute('src', /\/media\/news\//);
      }
      // The first slide is on screen with its picture drawn.
      const first = carousel.getByRole('img', { name: shown[0]?.alt });
      await expect(first).toBeVisible();
      expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
    });
  }
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Arabic home page reads the translated news in Arabic only', async ({ page }) => {
    await page.goto('/ar');
    const carousel = newsCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    // Each sample item in Arabic, the first on screen, and no English among them.
    for (const { ar } of sampleNews) {
      await expect(carousel.getByRole('heading', { name: ar.title, includeHidden: true })).toHaveCount(1);
      await expect(carousel.getByRole('img', { name: ar.alt, includeHidden: true })).toHaveCount(1);
    }
    await expect(carousel.getByRole('heading', { name: sampleNews[0]?.ar.title })).toBeVisible();
    await expect(carousel.locator('[lang="en"]')).toHaveCount(0);
    const text = (await carousel.textContent()) ?? '';
    for (const { title } of sampleNews) expect(text).not.toContain(title);
    // The carousel's own words are Arabic too.
    await expect(carousel.getByText('1 من 4', { exact: true })).toBeVisible();
  });
});

test('an administrator publishes a picture: it leads the home carousel in English and Arabic, then is edited and deleted', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Blue pipes arrive in Jeddah ${stamp}`;
  const alt = `A blue test card ${stamp}`;
  added.push(title, `${title} v2`);

  await test.step('the administrator uploads a picture with its text', async () => {
    await openCreateForm(page);
    await expect(page.getByRole('radio', { name: 'Image' })).toBeChecked();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Our new warehouse in Jeddah opens its doors.');
    await page.getByLabel('Alt text', { exact: true }).fill(alt);
    await page.getByLabel('Image file').setInputFiles({
      name: 'blue.png',
      mimeType: 'image/png',
      buffer: await pngImage('#1d4ed8'),
    });
    await expect(page.getByRole('img', { name: 'Preview of blue.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Create News Item' }).click();
    await expect(notice(page, 'News item created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Image');
    await expect(row).toContainText('Active');
    // Written in English only: marked for the translators.
    await expect(row).toContainText('Arabic missing');
    await expect(row.getByRole('img', { name: alt })).toBeVisible();
  });

  await test.step('visitors see it first in the carousel, in English and in Arabic', async () => {
    await page.goto('/');
    const carousel = newsCarousel(page);
    await expect(carousel.getByRole('heading', { name: title })).toBeVisible();
    await expect(carousel.getByRole('img', { name: alt })).toBeVisible();
    await expect(carousel.getByText('1 of 5', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(carousel.getByRole('heading', { name: title })).toBeVisible();
    await expect(carousel.getByRole('img', { name: alt })).toBeVisible();
    await expect(carousel.getByText('1 من 5', { exact: true })).toBeVisible();
    // The item has no Arabic yet: its English is marked as English and reads left to right on the
    // Arabic page. The check waits, as the others do, for the heading the page settles on (the
    // carousel draws its slides again).
    const english = carousel.locator('[lang="en"]');
    await expect(english.getByRole('heading', { name: title })).toHaveCSS('direction', 'ltr');
    await expect(english.getByRole('img', { name: alt })).toBeVisible();
    // Next moves to the second item, leftwards in Arabic: a sample item, in its Arabic.
    await carousel.getByRole('button', { name: 'الخبر التالي' }).click();
    await expect(carousel.getByRole('heading', { name: sampleNews[0]?.ar.title })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: sampleNews[0]?.ar.title })).toHaveCSS(
      'direction',
      'rtl',
    );
    await expect(carousel.getByRole('heading', { name: title })).toBeHidden();
    // The portal follows the language chosen last: back to English.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  const renamed = `${title} v2`;
  await test.step('the administrator renames it in the edit dialog', async () => {
    await page.goto('/admin/news');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit News Item' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await dialog.getByLabel('Title', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'News item updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toBeVisible();
  });

  // The stamp in Latin letters and digits (no x, which an Arabic run may isolate as in 1x4).
  const arabicTitle = `وصول الأنابيب الزرقاء إلى جدة ${stamp.replaceAll('x', 'k')}`;
  await test.step('the administrator writes its Arabic, which the Arabic home page then shows', async () => {
    // The rename's confirmation, read and closed: the next one says the same.
    const confirmation = notice(page, 'News item updated successfully');
    await confirmation.getByRole('button', { name: 'Close notification' }).click();
    await expect(confirmation).toHaveCount(0);
    await page.getByRole('button', { name: `Edit ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit News Item' });
    await dialog.getByRole('tab', { name: 'Arabic' }).click();
    // Each Arabic field beside the English it translates.
    await expect(dialog.getByRole('tabpanel')).toContainText(renamed);
    await dialog.getByLabel('Arabic title').fill(arabicTitle);
    await dialog.getByLabel('Arabic description').fill('افتتح مستودعنا الجديد في جدة أبوابه.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'News item updated successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: renamed });
    await expect(row).not.toContainText('Arabic missing');

    // A visitor who chose English last is kept on English pages: the language switch leads to Arabic.
    await page.goto('/');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const carousel = newsCarousel(page);
    const heading = carousel.getByRole('heading', { name: arabicTitle });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('direction', 'rtl');
    // The picture is named in Arabic too: its alt text is the Arabic title.
    await expect(carousel.getByRole('img', { name: arabicTitle })).toBeVisible();
    await expect(carousel.locator('[lang="en"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/admin/news');
  });

  const [item] = (await adminNews(request)).filter((news) => news.title === renamed);
  if (!item) throw new Error(`No news item called ${renamed}`);
  await test.step('the administrator deletes it: gone from the table, the home page and the server', async () => {
    await deleteRow(page, renamed, deleting);
    for (const url of mediaUrlsOf(item)) expect((await request.get(url)).status(), url).toBe(404);

    await page.goto('/');
    await expect(newsCarousel(page).getByText('1 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
  });
});

test('an administrator uploads a video: it replaces the carousel with its still until it is switched off and deleted', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Night shift at the Sudair plant ${stamp}`;
  const alt = `An orange block crossing a blue screen ${stamp}`;
  const arabic = { title: `وردية ليلية في مصنع سدير ${stamp}`, alt: `مربع برتقالي يعبر شاشة زرقاء ${stamp}` };
  added.push(title);
  const newsFilesBefore = mediaFiles('news');

  await test.step('the administrator chooses a video, sees its still, and uploads it to 100%', async () => {
    await openCreateForm(page);
    await page.getByRole('radio', { name: 'Video' }).check();
    await expect(page.getByText('MP4, WebM, MOV or AVI, less than 1GB')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Alt text', { exact: true }).fill(alt);
    // Its Arabic on the Arabic tab, in the same form.
    await page.getByRole('tab', { name: 'Arabic' }).click();
    await page.getByLabel('Arabic title').fill(arabic.title);
    await page.getByLabel('Arabic alt text').fill(arabic.alt);
    await page.getByRole('tab', { name: 'English' }).click();
    await page
      .getByLabel('Video file')
      .setInputFiles({ name: 'night-shift.webm', mimeType: 'video/webm', buffer: clip });
    await expect(page.getByLabel('Preview of night-shift.webm')).toBeVisible();
    const still = page.getByRole('img', { name: 'Still shown before the video plays' });
    await expect(still).toBeVisible();
    expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // Progress events come quickly on this machine: remember every value the bar shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('progress');
        if (bar) seen.push(`${bar.value} ${bar.parentElement?.textContent ?? ''}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Create News Item' }).click();
    await expect(notice(page, 'Video uploaded and saved successfully!')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.some((text) => text.startsWith('100 ') && text.includes('100%'))).toBe(true);
    await expect(page).toHaveURL(/\/admin\/news$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Video');
    await expect(row).toContainText('Active');
  });

  const [item] = (await adminNews(request)).filter((news) => news.title === title);
  if (!item?.video_path || !item.poster_path) throw new Error(`${title} has no video or no still`);

  await test.step('the home page shows the video, playing, with its still, instead of the carousel', async () => {
    await page.goto('/');
    const video = page.getByLabel(alt);
    await video.scrollIntoViewIfNeeded();
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('poster', new RegExp(`${item.poster_path}$`));
    await expect(video.locator('source')).toHaveAttribute('src', new RegExp(`${item.video_path}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(newsCarousel(page)).toHaveCount(0);
    // The page names a video's files only once it has loaded and the browser rests (up to 3 s),
    // then the browser fetches and decodes its first frames: on a busy two-core machine that took
    // longer than a check's usual 7 s twice in some fifty runs.
    // Polled with the element's own account of its loading, which a failure then prints whole.
    const playback = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        playing: !v.paused && v.currentTime > 0,
        paused: v.paused,
        currentTime: v.currentTime,
        networkState: v.networkState,
        readyState: v.readyState,
        error: v.error?.message ?? null,
        sources: [...v.querySelectorAll('source')].map((source) => source.src),
        top: v.getBoundingClientRect().top,
        height: v.getBoundingClientRect().height,
        viewport: window.innerHeight,
        toggle: v.parentElement?.querySelector('button')?.getAttribute('aria-label') ?? null,
      }));
    let last: Awaited<ReturnType<typeof playback>> | undefined;
    try {
      await expect
        .poll(
          async () => {
            last = await playback();
            // A person keeps the video in sight: if the page moved it since, they scroll back to
            // it (it plays only while on screen), and where it was is in the report.
            if (!last.playing) await video.scrollIntoViewIfNeeded();
            return last.playing;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    } catch (error) {
      throw new Error(`The video did not play: ${JSON.stringify(last)}`, { cause: error });
    }
    expect((await request.get(item.poster_path ?? '')).headers()['content-type']).toBe('image/jpeg');

    await page.goto('/ar');
    await expect(page.getByLabel(arabic.alt)).toBeVisible();
    await expect(page.getByRole('heading', { name: arabic.title })).toBeVisible();
    await expect(newsCarousel(page)).toHaveCount(0);
  });

  await test.step('its own page, in Arabic, offers the video with the player’s controls, not playing', async () => {
    await page.getByRole('link', { name: arabic.title }).click();
    await expect(page).toHaveURL(`/ar/news/${item.id}`);
    await expect(page.locator('h1')).toHaveText(arabic.title);
    const video = page.locator('main video');
    await expect(video).toHaveAccessibleName(arabic.alt);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', new RegExp(`${item.poster_path}$`));
    await expect(video.locator('source')).toHaveAttribute('src', new RegExp(`${item.video_path}$`));
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  await test.step('switched off from the news table, the carousel comes back', async () => {
    await page.goto('/admin/news');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(notice(page, 'News item deactivated successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: `Activate ${title}` })).toBeVisible();

    await page.goto('/');
    await expect(newsCarousel(page).getByRole('img').first()).toBeVisible();
    await expect(page.getByLabel(alt)).toHaveCount(0);
  });

  await test.step('deleted, it leaves the table and its video and still leave the server', async () => {
    await page.goto('/admin/news');
    await deleteRow(page, title, deleting);
    for (const url of mediaUrlsOf(item)) expect((await request.get(url)).status(), url).toBe(404);
    expect(mediaFiles('news')).toEqual(newsFilesBefore);
  });
});

/** Adds a picture item through the API, as another administrator's browser would, and answers its id. */
async function addPictureItem(request: APIRequestContext, token: string, title: string): Promise<number> {
  const response = await request.post('/api/news/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Added to check the news table.',
      alt_text: '',
      image: { name: 'table-check.png', mimeType: 'image/png', buffer: await pngImage('#0e7490') },
    },
  });
  expect(response.status()).toBe(201);
  added.push(title);
  return (await response.json()).id;
}

test('the news table finds items by their words, orders them, and switches off and deletes the rows chosen together', async ({
  page,
  request,
}) => {
  const stamp = `t${Date.now().toString(36)}`;
  const [alpha, beta] = [`Alpha table check ${stamp}`, `Beta table check ${stamp}`];
  const token = await apiToken(request, admin.username, admin.password);
  const newsFilesBefore = mediaFiles('news');
  const ids = [await addPictureItem(request, token, beta), await addPictureItem(request, token, alpha)];
  const rows = page.getByRole('row').filter({ hasText: stamp });
  const titlesShown = () => rows.locator('bdi').allTextContents();

  await test.step('a search finds the two, and the view stays in the address', async () => {
    await page.goto('/login?redirect=/admin/news');
    await signIn(page, admin.username, admin.password);
    await page.getByRole('searchbox', { name: 'Search news' }).fill(`${stamp} table`);
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 news items found', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`/admin/news?q=${stamp}+table`);
    // Newest first: the item added last leads.
    await expect.poll(titlesShown).toEqual([alpha, beta]);
  });

  await test.step('ordered by title, Z to A, and a reload keeps the view', async () => {
    const title = page.getByRole('columnheader', { name: /^Title/ });
    await title.getByRole('button').click();
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(titlesShown).toEqual([alpha, beta]);
    await title.getByRole('button').click();
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(titlesShown).toEqual([beta, alpha]);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search news' })).toHaveValue(`${stamp} table`);
    await expect(page.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(titlesShown).toEqual([beta, alpha]);
  });

  await test.step('both chosen and switched off together: off the home page', async () => {
    await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check();
    await page.getByRole('button', { name: 'Deactivate the news items chosen' }).click();
    await expect(notice(page, 'The selected news items were deactivated')).toBeVisible();
    await expect(rows.filter({ hasText: 'Inactive' })).toHaveCount(2);
    // The bar's button went with the choice: the heading has the focus.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const shown = (await (await request.get('/api/news')).json()) as AdminNewsItem[];
    expect(shown.filter((item) => ids.includes(item.id))).toEqual([]);
  });

  await test.step('both deleted together after one confirmation, with their pictures', async () => {
    await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check();
    await page.getByRole('button', { name: 'Delete the news items chosen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the news items chosen' });
    await expect(dialog).toContainText('Delete the 2 news items chosen, with their pictures and videos?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'The selected news items were deleted')).toBeVisible();
    await expect(page.getByText(`No news items match “${stamp} table”.`)).toBeVisible();
    expect(mediaFiles('news')).toEqual(newsFilesBefore);
  });

  await test.step('the audit log holds one event for each item switched off and each deleted', async () => {
    for (const id of ids) {
      const answer = await request.get(`/api/audit?entity=news&entityId=${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { events } = (await answer.json()) as { events: { action: string }[] };
      // Newest first.
      expect(events.map((event) => event.action)).toEqual(['news.deleted', 'news.updated', 'news.created']);
    }
  });
});

test('an administrator keeps an item as a draft, previews it, schedules it, and it goes live by itself', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const title = `Price list for the coming year ${stamp}`;
  added.push(title);
  const token = await apiToken(request, admin.username, admin.password);
  const publicTitles = async () =>
    ((await (await request.get('/api/news?lang=en&page=1')).json()) as { title: string }[]).map(
      (n) => n.title,
    );

  await test.step('saved as a draft from the create form: in the table as a draft, nowhere public', async () => {
    await openCreateForm(page);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('radio', { name: 'Save as a draft' }).check();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'price-list.png', mimeType: 'image/png', buffer: await pngImage('#1d4ed8') });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice(page, 'News item saved as a draft')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Draft');
    // Kept to the drafts, the table still lists it; kept to the published, it does not.
    await page.getByLabel('Publishing').selectOption('Drafts');
    await expect(page).toHaveURL(/\/admin\/news\?status=draft$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    await page.getByLabel('Publishing').selectOption('Published');
    await expect(page).toHaveURL(/\/admin\/news\?status=published$/);
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });

  const [item] = (await adminNews(request)).filter((news) => news.title === title);
  if (!item) throw new Error(`${title} was not created`);

  await test.step('its address is not found, and neither the archive nor the sitemap names it', async () => {
    expect((await request.get(`/api/news/${item.id}`)).status()).toBe(404);
    expect(await publicTitles()).not.toContain(title);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/news/${item.id}<`);
    const response = await page.goto(`/news/${item.id}`);
    expect(response?.status()).toBe(404);
  });

  await test.step('the preview shows the page as visitors will see it, marked as a preview', async () => {
    await page.goto('/admin/news');
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: `Preview ${title}` })
      .click();
    await expect(page).toHaveURL(`/admin/news/preview/${item.id}`);
    await expect(page.getByRole('note')).toContainText('Preview');
    await expect(page.locator('h1')).toHaveText(title);
  });

  await test.step('scheduled in its edit dialog, at a time typed in Riyadh time', async () => {
    await page.goto('/admin/news');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit News Item' });
    await expect(dialog.getByRole('radio', { name: 'Save as a draft' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Publish at a time' }).check();
    const time = dialog.getByLabel('Publish at (Riyadh time)');
    await time.fill('2020-01-01T09:00');
    await expect(time).toHaveAccessibleDescription('The publish time must be in the future');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    // Tomorrow at nine in the morning, Riyadh time (three hours ahead of UTC all year).
    const tomorrow = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await time.fill(`${tomorrow}T09:00`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'News item updated successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Scheduled for');
    expect(await adminNews(request)).toContainEqual(
      expect.objectContaining({ id: item.id, status: 'scheduled', publish_at: `${tomorrow}T06:00:00.000Z` }),
    );
    expect(await publicTitles()).not.toContain(title);
  });

  await test.step('brought to a few seconds ahead, it goes live with nobody touching it', async () => {
    // Tomorrow is too long for a test to wait: the same schedule, a few seconds ahead.
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await request.put(`/api/news/${item.id}/publication`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'scheduled', publish_at: at },
    });
    expect(scheduled.status()).toBe(200);
    // The server looks for what is due every 20 seconds.
    await expect.poll(publicTitles, { timeout: 35_000, intervals: [1000] }).toContain(title);
    await page.goto('/news');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    // The home page's carousel leads with it, the newest item.
    await page.goto('/');
    await expect(newsCarousel(page).getByRole('heading', { name: title, includeHidden: true })).toHaveCount(
      1,
    );
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/news/${item.id}<`);
    await page.goto('/admin/news');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
  });
});

/*
 * News uploads over an office's real link, played by a throttling proxy between the browser and
 * the server: slow, cut off midway, stalled. Each goes through to the very bytes chosen, or, when
 * cancelled, leaves nothing behind. Here, not in a file of their own: they add news files and items,
 * which this file's other tests count.
 */

/** A video of about `megabytes` MB, written to a file the browser reads itself. */
function videoFile(name: string, megabytes: number): string {
  const file = test.info().outputPath(name);
  const filler = Buffer.alloc(megabytes * 1024 * 1024 - clip.length);
  // Bytes that differ along the file, so that a part sent twice or at the wrong offset shows.
  for (let index = 0; index < filler.length; index += 4096) filler.writeUInt32BE(index, index);
  writeFileSync(file, Buffer.concat([clip, filler]));
  return file;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The stored file of the news item with this title, as the server keeps it. */
async function storedMedia(request: APIRequestContext, title: string): Promise<Buffer> {
  const token = await apiToken(request, admin.username, admin.password);
  const response = await request.get(`/api/admin/news?q=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [item] = (await response.json()) as { video_path: string | null; image_path: string | null }[];
  const stored = item?.video_path ?? item?.image_path;
  if (!stored) throw new Error(`No news item is titled ${title}`);
  return readFileSync(path.join(mediaFolder('news'), path.basename(stored)));
}

/** The portal's create form, opened through the link, signed in. */
async function openCreateFormThrough(page: Page, link: ThrottledLink) {
  await page.goto(`${link.url}/login?redirect=/admin/news/create`);
  await signIn(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { name: 'Create News Item' })).toBeVisible();
}

async function chooseVideo(page: Page, title: string, file: string) {
  await page.getByRole('radio', { name: 'Video' }).check();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Video file').setInputFiles(file);
  // Sent once its still is drawn (or could not be).
  await expect(page.getByText('Capturing a still from the video…')).toHaveCount(0);
}

/**
 * Opens the form through the link, sends the video at 512 kB/s, and waits until the bar shows more
 * than `percent` of it received; answers the bar.
 */
async function sendVideoUntil(page: Page, link: ThrottledLink, title: string, file: string, percent: number) {
  await openCreateFormThrough(page, link);
  await chooseVideo(page, title, file);
  link.setRate(512 * 1024);
  await page.getByRole('button', { name: 'Create News Item' }).click();
  const bar = page.getByRole('progressbar', { name: 'Uploading the video' });
  await expect
    .poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 })
    .toBeGreaterThan(percent);
  return bar;
}

/** The ids of the uploads the page creates, read from the server's answers. */
function uploadIdsOf(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', (response) => {
    const location = response.headers().location;
    if (response.request().method() === 'POST' && location?.startsWith('/api/uploads/'))
      ids.push(location.split('/').at(-1) ?? '');
  });
  return ids;
}

test.describe('news uploads over a slow, broken link', () => {
  let link: ThrottledLink;
  test.beforeEach(async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    link = await startThrottledLink({ target: { host: hostname, port: Number(port) } });
  });
  test.afterEach(async ({ page }) => {
    // The page first: it would log the link's closed port as an error.
    await page.close();
    await link.close();
  });

  test('a 2 MB picture over a 1 Mbit/s link, longer than a picture was once allowed in all (10 s), is created', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Slow link picture ${Date.now().toString(36)}`;
    added.push(title);
    // Noise does not compress: the PNG is about as large as its pixels.
    const pixels = Buffer.alloc(840 * 840 * 3);
    for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
    const picture = await sharp(pixels, { raw: { width: 840, height: 840, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(picture.length).toBeGreaterThan(2 * 1000 * 1000);
    await openCreateFormThrough(page, link);
    link.setRate(125_000);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'plant.png', mimeType: 'image/png', buffer: picture });
    const started = Date.now();
    await page.getByRole('button', { name: 'Create News Item' }).click();
    await expect(page.getByText(/a second, about .* left/)).toBeVisible({ timeout: 10_000 });
    await expect(notice(page, 'News item created successfully')).toBeVisible({ timeout: 60_000 });
    expect(Date.now() - started).toBeGreaterThan(10_000);
  });

  test.describe(() => {
    // After a cut, the server may still be taking in what the cut request had in flight when the
    // browser asks its offset: the protocol's answer to a resume from a stale offset is 409, and the
    // browser asks again.
    test.use({ expectedHttpErrors: [404, 409] });

    test('a video whose link is cut at 60 % reconnects, resumes, and is stored byte for byte', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const title = `Cut link video ${Date.now().toString(36)}`;
      added.push(title);
      added.push(title);
      const file = videoFile('cut.webm', 4);
      await openCreateFormThrough(page, link);
      await chooseVideo(page, title, file);
      link.setRate(1024 * 1024);
      link.cutAt(link.uploadedBytes + Math.round(0.6 * 4 * 1024 * 1024));
      await page.getByRole('button', { name: 'Create News Item' }).click();
      await expect(page.getByText('Reconnecting…', { exact: true })).toBeVisible();
      await expect(notice(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 30_000 });
      expect(sha256(await storedMedia(request, title))).toBe(sha256(readFileSync(file)));
    });
  });

  test('a reload in the middle of an upload resumes it when the same file is chosen again', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = `Reloaded video ${Date.now().toString(36)}`;
    added.push(title);
    const file = videoFile('reloaded.webm', 12);
    /** Each upload's address, by what it is for. */
    const videoUploads: string[] = [];
    const sentAfterReload: { method: string; url: string; offset: string | undefined }[] = [];
    let reloaded = false;
    page.on('response', (response) => {
      const location = response.headers().location;
      const metadata = response.request().headers()['upload-metadata'] ?? '';
      if (location && metadata.includes(`kind ${Buffer.from('newsVideo').toString('base64')}`))
        videoUploads.push(location);
    });
    page.on('request', (sent) => {
      if (reloaded && sent.url().includes('/api/uploads/'))
        sentAfterReload.push({
          method: sent.method(),
          url: new URL(sent.url()).pathname,
          offset: sent.headers()['upload-offset'],
        });
    });
    await sendVideoUntil(page, link, title, file, 20);
    reloaded = true;
    await page.reload();
    link.setRate(8 * 1024 * 1024);
    await expect(page.getByRole('heading', { name: 'Create News Item' })).toBeVisible();
    await chooseVideo(page, title, file);
    await page.getByRole('button', { name: 'Create News Item' }).click();
    await expect(notice(page, 'Video uploaded and saved successfully!')).toBeVisible({ timeout: 30_000 });
    // One upload of the video in all: after the reload the page asked how far it got, and sent
    // only what the server did not hold.
    expect(videoUploads).toHaveLength(1);
    const [video] = videoUploads;
    expect(sentAfterReload.filter((sent) => sent.url === video)[0]?.method).toBe('HEAD');
    for (const sent of sentAfterReload.filter((entry) => entry.url === video && entry.method === 'PATCH'))
      expect(Number(sent.offset)).toBeGreaterThan(2 * 1024 * 1024);
    expect(sha256(await storedMedia(request, title))).toBe(sha256(readFileSync(file)));
  });

  test('cancelling while the link is stalled leaves nothing on the server: no bytes, no row', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = `Stalled video ${Date.now().toString(36)}`;
    added.push(title);
    const file = videoFile('stalled.webm', 4);
    const ids = uploadIdsOf(page);
    const bar = await sendVideoUntil(page, link, title, file, 10);
    const [id] = ids;
    if (!id) throw new Error('No upload was created');
    await expect
      .poll(() => mediaFiles('uploads').filter((name) => name.startsWith(id)).length)
      .toBeGreaterThan(0);
    link.stall();
    await expect(page.getByText('Reconnecting…', { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect
      .poll(() => mediaFiles('uploads').filter((name) => name.startsWith(id)), {
        message: 'the upload left on disk',
      })
      .toEqual([]);
    const token = await apiToken(request, admin.username, admin.password);
    const rows = await request.get(`/api/admin/news?q=${encodeURIComponent(title)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await rows.json()).toEqual([]);
  });
});
