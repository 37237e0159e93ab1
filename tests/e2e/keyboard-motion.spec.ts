/**
 * The public site's keyboard traps and moving parts, in English and Arabic at phone and desktop
 * widths: the open mobile menu keeps focus inside it and shuts the page behind it out, and gives
 * focus back on Escape; the carousels hold still while focus is inside them and never drop focus
 * to the page; the Pause buttons stop the hero video, the partner marquee and the carousels; and a
 * visitor who asks for reduced motion gets none of it moving. The carousels' clock is Playwright's,
 * run forward past their intervals (4 s for products, 8 s for certificates) instead of waited for.
 */
import type { Locator, Page } from '@playwright/test';
import { certificatesCarouselMs, productCarouselMs } from '../../src/api/limits';
import { expect, test } from './fixtures';

const languages = [
  {
    code: 'en',
    home: '/',
    dir: 'ltr',
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
    about: 'About',
    aboutMenu: 'About menu',
    contact: 'Contact',
    products: 'Featured Products',
    nextProducts: 'Next products',
    certificates: 'Certificates',
    nextCertificate: 'Next certificate',
    previousCertificate: 'Previous certificate',
    lastCertificate: '4 of 4',
    partners: 'Partner brands',
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    pauseVideo: 'Pause video',
    playVideo: 'Play video',
    pausePartners: 'Pause partner brands',
    playPartners: 'Play partner brands',
  },
  {
    code: 'ar',
    home: '/ar',
    dir: 'rtl',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    about: 'من نحن',
    aboutMenu: 'قائمة من نحن',
    contact: 'تواصل معنا',
    products: 'أبرز منتجاتنا',
    nextProducts: 'المنتجات التالية',
    certificates: 'الشهادات',
    nextCertificate: 'الشهادة التالية',
    previousCertificate: 'الشهادة السابقة',
    lastCertificate: '4 من 4',
    partners: 'العلامات التجارية الشريكة',
    pauseSlideshow: 'إيقاف العرض المتتابع مؤقتًا',
    playSlideshow: 'تشغيل العرض المتتابع',
    pauseVideo: 'إيقاف الفيديو مؤقتًا',
    playVideo: 'تشغيل الفيديو',
    pausePartners: 'إيقاف حركة العلامات التجارية الشريكة مؤقتًا',
    playPartners: 'تشغيل حركة العلامات التجارية الشريكة',
  },
] as const;
type Language = (typeof languages)[number];

const widths = [375, 1280] as const;

/** Opens the home page in `language` at `width`, on a clock the test can run forward. */
/**
 * Lets the page draw `count` frames: what moves, moves in frames, so a thing still after them stood
 * still however slow the machine drew them (a wait of fixed milliseconds may span no frame at all).
 */
function frames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

async function openHome(page: Page, language: Language, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.clock.install();
  await page.goto(language.home);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  // The pointer rests on the header's edge, over none of the moving parts.
  await page.mouse.move(1, 1);
}

/** Whether what `locator` finds is out of reach: inert itself or inside something inert. */
const isInert = (locator: Locator) => locator.evaluate((element) => element.closest('[inert]') !== null);

/** Where a carousel's track has slid to: the shift its slides are drawn at. */
const slid = (carousel: Locator) =>
  carousel
    .locator('ul')
    .first()
    .evaluate((list) => (list as HTMLElement).style.transform);

/** Where the marquee's row is drawn now (its animation's current transform). */
const rowAt = (marquee: Locator) =>
  marquee.locator('.marquee-track').evaluate((row) => getComputedStyle(row).transform);

/** Which element has focus: a short description, `BODY` when focus was dropped to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body
      ? 'BODY'
      : `${element?.tagName} ${element?.getAttribute('aria-label') ?? ''}`;
  });

/**
 * Runs the page's clock past `ms` and says whether the carousel moved meanwhile. It looks every
 * second, more often than any carousel steps: two steps of one with two positions (four products
 * at 1280 px) would bring it back where it was.
 */
async function movesWithin(page: Page, carousel: Locator, ms: number): Promise<boolean> {
  const before = await slid(carousel);
  for (let run = 0; run < ms + 500; run += 1000) {
    await page.clock.runFor(1000);
    if ((await slid(carousel)) !== before) return true;
  }
  return false;
}

/**
 * Runs the clock on until the carousel has moved by itself: its clock starts once the browser has
 * reported it on screen.
 */
const expectMoving = (page: Page, carousel: Locator, ms: number) =>
  expect.poll(() => movesWithin(page, carousel, ms)).toBe(true);

/** Clicks a neutral spot of the header: the pointer leaves the page's parts and focus leaves them. */
const clickAway = (page: Page) => page.mouse.click(1, 1);

for (const language of languages) {
  test(`${language.code} at 375 px: the open mobile menu keeps focus inside it, shuts out the page, and Escape gives focus back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(language.home);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    const menuButton = page.getByRole('button', { name: language.openMenu });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: language.menu });
    const close = panel.getByRole('button', { name: language.closeMenu });
    await expect(close).toBeFocused();

    // The page behind the dimmed backdrop is out of reach: its content, footer and header controls.
    for (const behind of [
      page.locator('main'),
      page.locator('footer'),
      page.locator('header a').first(),
      menuButton,
      page.getByRole('link', { name: /WhatsApp|واتساب/ }).last(),
    ])
      expect(await isInert(behind)).toBe(true);
    expect(await isInert(close)).toBe(false);

    // Tab goes through the panel's controls (Close, the search field and its button, the links) in
    // order and from its last link back to Close; every stop is in the panel.
    const stops = await panel.evaluate(
      (element) => element.querySelectorAll('a[href], button, input:not([type="hidden"])').length,
    );
    for (let step = 1; step < stops; step += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(panel.getByRole('link', { name: language.contact })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('link', { name: language.contact })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // The panel reads from the start side: Close and each section's button sit at the end of their
    // rows, to the right in English and to the left in Arabic.
    const box = async (locator: Locator) => (await locator.boundingBox()) ?? { x: 0, width: 0 };
    const title = await box(panel.getByText(language.menu, { exact: true }));
    const about = await box(panel.getByRole('link', { name: language.about, exact: true }));
    const aboutMenu = await box(panel.getByRole('button', { name: language.aboutMenu }));
    const closeBox = await box(close);
    if (language.dir === 'ltr') {
      expect(closeBox.x).toBeGreaterThan(title.x);
      expect(aboutMenu.x).toBeGreaterThan(about.x);
    } else {
      expect(closeBox.x).toBeLessThan(title.x);
      expect(aboutMenu.x).toBeLessThan(about.x);
    }

    await page.keyboard.press('Escape');
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(menuButton).toBeFocused();
    expect(await isInert(page.locator('main'))).toBe(false);
    expect(await isInert(menuButton)).toBe(false);
  });

  for (const width of widths) {
    test(`${language.code} at ${width} px: with focus inside a carousel it holds still past its interval, and focus never drops to the page`, async ({
      page,
    }) => {
      await openHome(page, language, width);

      const products = page.getByRole('region', { name: language.products });
      await products.scrollIntoViewIfNeeded();
      const list = products.locator('ul').first();
      // By itself it moves on, and says nothing.
      await expectMoving(page, products, productCarouselMs);
      await expect(list).toHaveAttribute('aria-live', 'off');
      // A step from the keyboard is announced; with focus on the arrow it then holds still.
      const nextProducts = products.getByRole('button', { name: language.nextProducts });
      await nextProducts.focus();
      const before = await slid(products);
      await page.keyboard.press('Enter');
      expect(await slid(products)).not.toBe(before);
      await expect(list).toHaveAttribute('aria-live', 'polite');
      expect(await movesWithin(page, products, 2 * productCarouselMs)).toBe(false);
      await expect(nextProducts).toBeFocused();

      const certificates = page.getByRole('region', { name: language.certificates });
      await certificates.scrollIntoViewIfNeeded();
      await clickAway(page);
      await expectMoving(page, certificates, certificatesCarouselMs);
      // Next, pressed to the last certificate, can go no further: focus moves to Previous.
      const next = certificates.getByRole('button', { name: language.nextCertificate });
      await next.focus();
      for (let step = 0; step < 4 && (await next.isEnabled()); step += 1) await page.keyboard.press('Enter');
      await expect(certificates.getByText(language.lastCertificate, { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(certificates.getByRole('button', { name: language.previousCertificate })).toBeFocused();
      expect(await movesWithin(page, certificates, 2 * certificatesCarouselMs)).toBe(false);
      await expect(certificates.getByText(language.lastCertificate, { exact: true })).toBeVisible();
      expect(await focused(page)).not.toBe('BODY');
    });

    test(`${language.code} at ${width} px: the Pause buttons stop the hero video, the marquee and the carousels until Play`, async ({
      page,
    }) => {
      // Four moving parts on one page, on a machine shared with other work.
      test.slow();
      await openHome(page, language, width);

      const hero = page.locator('[data-hero]');
      const video = hero.locator('video');
      const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
      await expect.poll(paused, { timeout: 15_000 }).toBe(false);
      await hero.getByRole('button', { name: language.pauseVideo }).click();
      await expect.poll(paused).toBe(true);
      const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      await frames(page, 30);
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(stoppedAt);
      await hero.getByRole('button', { name: language.playVideo }).click();
      await expect.poll(paused).toBe(false);

      const marquee = page.getByRole('region', { name: language.partners });
      await marquee.scrollIntoViewIfNeeded();
      await clickAway(page);
      const moving = await rowAt(marquee);
      await expect.poll(() => rowAt(marquee)).not.toBe(moving);
      await marquee.getByRole('button', { name: language.pausePartners }).click();
      await clickAway(page);
      // It stops within a frame or two of the click: the place it stops at is read once it has.
      await expect
        .poll(async () => {
          const before = await rowAt(marquee);
          await frames(page, 6);
          return (await rowAt(marquee)) === before;
        })
        .toBe(true);
      const still = await rowAt(marquee);
      await frames(page, 30);
      expect(await rowAt(marquee)).toBe(still);
      await marquee.getByRole('button', { name: language.playPartners }).click();
      await clickAway(page);
      await expect.poll(() => rowAt(marquee)).not.toBe(still);

      for (const [name, interval] of [
        [language.products, productCarouselMs],
        [language.certificates, certificatesCarouselMs],
      ] as const) {
        const carousel = page.getByRole('region', { name });
        await carousel.scrollIntoViewIfNeeded();
        await expectMoving(page, carousel, interval);
        await carousel.getByRole('button', { name: language.pauseSlideshow }).click();
        await clickAway(page);
        expect(await movesWithin(page, carousel, 2 * interval), `${name} paused`).toBe(false);
        await carousel.getByRole('button', { name: language.playSlideshow }).click();
        await clickAway(page);
        await expectMoving(page, carousel, interval);
      }
    });

    test(`${language.code} at ${width} px: asking for reduced motion keeps the video, the marquee and the carousels still`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHome(page, language, width);

      // The video shows its first picture with a Play button, once its file has loaded.
      const hero = page.locator('[data-hero]');
      const video = hero.locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(hero.getByRole('button', { name: language.playVideo })).toBeVisible();

      // The marquee's logos stand still, with no button to start them.
      const marquee = page.getByRole('region', { name: language.partners });
      await marquee.scrollIntoViewIfNeeded();
      const still = await rowAt(marquee);
      await frames(page, 30);
      expect(await rowAt(marquee)).toBe(still);
      await expect(marquee.getByRole('button')).toBeHidden();

      for (const [name, interval] of [
        [language.products, productCarouselMs],
        [language.certificates, certificatesCarouselMs],
      ] as const) {
        const carousel = page.getByRole('region', { name });
        await carousel.scrollIntoViewIfNeeded();
        const play = carousel.getByRole('button', { name: language.playSlideshow });
        await expect(play).toBeVisible();
        expect(await movesWithin(page, carousel, 2 * interval), `${name} still`).toBe(false);
        // Still by the visitor's wish, not for want of being seen: Play starts it.
        await play.click();
        await clickAway(page);
        await expectMoving(page, carousel, interval);
      }
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      // Focus and anchors bring what they name into view at once, without gliding there.
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    });
  }
}

for (const path of ['/about', '/ar/quality', '/products/1']) {
  test(`${path}: the hero's zoom, which starts by itself, is over within 5 s`, async ({ page }) => {
    await page.goto(path);
    const picture = page.locator('[data-hero] img').first();
    await expect(picture).toBeVisible();
    const durations = await picture.evaluate((image) =>
      image.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
    );
    expect(durations.length, 'the hero zooms').toBeGreaterThan(0);
    for (const ms of durations) expect(ms).toBeLessThanOrEqual(5_000);
  });
}
