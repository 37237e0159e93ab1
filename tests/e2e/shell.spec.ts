import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { turnWheel } from './scrolling';

const languages = [
  { code: 'en', home: '/', dir: 'ltr', products: 'Products', plumbing: 'Plumbing' },
  { code: 'ar', home: '/ar', dir: 'rtl', products: 'المنتجات', plumbing: 'السباكة' },
] as const;

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)['@type']);
}

for (const lang of languages) {
  test.describe(`the site shell in ${lang.code} at 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('the document has the language and direction of its URL, with its metadata and structured data', async ({
      page,
    }) => {
      await page.goto(lang.home);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.code);
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      await expect(page).toHaveTitle(/\| (Example Pipes Co\.|شركة مثال للأنابيب)$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${lang.home}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        `${origin}/`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        'href',
        `${origin}/ar`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${origin}/`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${origin}/images/share.jpg`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect
        .poll(() => jsonLdTypes(page))
        .toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', 'BreadcrumbList', 'FAQPage']));
    });

    test('the Products dropdown opens on hover and its categories expand one at a time', async ({ page }) => {
      await page.goto(lang.home);
      const nav = page.getByRole('navigation', { name: /Main|القائمة الرئيسية/ });
      // The dropdowns' controls are visibly disabled until the page's scripts run.
      const toggle = nav.getByRole('button', { name: /^(Products menu|قائمة المنتجات)$/ });
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await nav.getByRole('link', { name: lang.products, exact: true }).hover();
      const plumbing = nav.getByRole('link', { name: lang.plumbing, exact: true });
      await expect(plumbing).toBeVisible();
      // The toggle says what a screen reader user beside a mouse user would find: the list is shown.
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Escape hides what hovering shows, without moving the pointer, until the pointer leaves.
      await page.keyboard.press('Escape');
      await expect(plumbing).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.move(10, 600);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await nav.getByRole('link', { name: lang.products, exact: true }).hover();
      await expect(plumbing).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const subMenus = nav.getByRole('button', { name: /sub-menu|القائمة الفرعية/ });
      await subMenus.nth(0).click();
      await expect(nav.locator('a[href$="category=ppr-pipes"]')).toBeVisible();
      await subMenus.nth(1).click();
      await expect(nav.locator('a[href$="category=switches"]')).toBeVisible();
      await expect(nav.locator('a[href$="category=ppr-pipes"]')).toHaveCount(0);
    });

    test('the dropdowns work from the keyboard: arrows open and move, Escape closes and returns focus', async ({
      page,
    }) => {
      await page.goto(lang.home);
      const toggle = page.getByRole('button', {
        name: lang.code === 'en' ? 'Products menu' : 'قائمة المنتجات',
      });
      // A keyboard user can only focus the toggle once it is available; before that it is visibly disabled.
      await expect(toggle).toBeEnabled();
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: lang.plumbing, exact: true })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('button', { name: /sub-menu|القائمة الفرعية/ }).first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    test('the navbar turns solid with a shadow once the page scrolls past the hero', async ({ page }) => {
      await page.goto(lang.home);
      const header = page.locator('header').first();
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.mouse.wheel(0, 1200);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).toHaveCSS('position', 'fixed');
      await page.mouse.wheel(0, -5000);
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });

    test('axe finds no accessibility violations on the home page', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(lang.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The audit reads the page a person uses: once its controls are available, not mid-hydration.
      await expect(page.getByRole('button', { name: /^(Products menu|قائمة المنتجات)$/ })).toBeEnabled();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });
  });

  test.describe(`the site shell in ${lang.code} at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the page fits the phone: no horizontal scrolling', async ({ page }) => {
      await page.goto(lang.home);
      await turnWheel(page, 4000);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

    test('the mobile menu slides in from the start side, 85% wide, and locks the page scroll', async ({
      page,
    }) => {
      await page.goto(lang.home);
      await page.getByRole('button', { name: lang.code === 'en' ? 'Open menu' : 'فتح القائمة' }).click();
      const panel = page.getByRole('dialog', { name: lang.code === 'en' ? 'Menu' : 'القائمة' });
      await expect(panel).toHaveAttribute('data-state', 'open');
      await expect.poll(async () => (await panel.boundingBox())?.x).toBe(lang.dir === 'ltr' ? 0 : 375 * 0.15);
      expect((await panel.boundingBox())?.width).toBeCloseTo(375 * 0.85, 0);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    });

    for (const way of ['Escape', 'a click outside', 'navigating', 'widening the window'] as const) {
      test(`the mobile menu closes on ${way}`, async ({ page }) => {
        await page.goto(lang.home);
        await page.getByRole('button', { name: lang.code === 'en' ? 'Open menu' : 'فتح القائمة' }).click();
        const panel = page.getByRole('dialog', { includeHidden: true });
        await expect(panel).toHaveAttribute('data-state', 'open');
        if (way === 'Escape') await page.keyboard.press('Escape');
        if (way === 'a click outside') await page.mouse.click(lang.dir === 'ltr' ? 360 : 15, 400);
        if (way === 'navigating') {
          await panel.getByRole('link', { name: lang.code === 'en' ? 'Home' : 'الرئيسية' }).click();
        }
        if (way === 'widening the window') await page.setViewportSize({ width: 1024, height: 800 });
        await expect(panel).toHaveAttribute('data-state', 'closed');
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      });
    }

    test('switching language leaves the closed menu out of sight', async ({ page }) => {
      await page.goto(lang.home);
      const other = lang.code === 'en' ? 'العربية' : 'English';
      // Switched in the page, once it runs (the menu's button says so), not by loading another.
      await expect(
        page.getByRole('button', { name: lang.code === 'en' ? 'Open menu' : 'فتح القائمة' }),
      ).toBeEnabled();
      // Every frame for 1.5 s from the click: where the closed panel was drawn on the screen, if it was.
      type Watch = { seen: number[]; done: boolean };
      await page.evaluate(() => {
        const watch: Watch = { seen: [], done: false };
        (window as unknown as { panelWatch: Watch }).panelWatch = watch;
        const start = performance.now();
        const look = () => {
          const panel = document.querySelector('[role="dialog"]');
          const box = panel?.getBoundingClientRect();
          const drawn = panel?.checkVisibility({ visibilityProperty: true }) ?? false;
          if (box && drawn && box.right > 0 && box.left < window.innerWidth)
            watch.seen.push(Math.round(box.left));
          if (performance.now() - start < 1500) requestAnimationFrame(look);
          else watch.done = true;
        };
        requestAnimationFrame(look);
      });
      await page.getByRole('link', { name: other }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir === 'ltr' ? 'rtl' : 'ltr');
      const watched = () => page.evaluate(() => (window as unknown as { panelWatch: Watch }).panelWatch);
      await expect.poll(async () => (await watched()).done).toBe(true);
      expect((await watched()).seen).toEqual([]);
    });

    test('every public page has the WhatsApp link and the footer with this year', async ({ page }) => {
      await page.goto(lang.home);
      const whatsapp = page.getByRole('link', { name: /WhatsApp|واتساب/ }).last();
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      // Western digits in both languages, like the rest of the Arabic copy.
      await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`);
    });
  });
}

test('the certificates carousel steps with its arrows and disables them at the ends', async ({ page }) => {
  await page.goto('/');
  // The news carousel above counts its items the same way: read the certificates' own count.
  const certificates = page.getByRole('region', { name: 'Certificates' });
  const previous = certificates.getByRole('button', { name: 'Previous certificate' });
  const next = certificates.getByRole('button', { name: 'Next certificate' });
  await previous.scrollIntoViewIfNeeded();
  await expect(previous).toBeDisabled();
  await expect(certificates.getByText('1 of 4')).toBeVisible();
  for (let i = 0; i < 3; i += 1) await next.click();
  await expect(certificates.getByText('4 of 4')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
});

test('the hero video is muted, looping and inline, and plays only while on screen', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('section[data-hero] video');
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveAttribute('playsinline', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});
