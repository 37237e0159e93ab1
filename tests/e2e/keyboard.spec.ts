/**
 * The site operated with the keyboard alone, in English and Arabic, at phone and desktop widths:
 * what has focus is never hidden under the fixed header, and the focus ring stands out against
 * every background it is drawn on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pressEnd } from './scrolling';

const widths = [375, 1280] as const;
const homes = [
  { language: 'English', path: '/' },
  { language: 'Arabic', path: '/ar' },
] as const;

/**
 * Why the focused element is not in plain sight: out of view, or its top under the fixed header
 * (described); else null (in sight, or focus in the header itself, or drawn above it like the skip
 * link). Out of view counts too, and the next key waits until the page has scrolled to it.
 */
function coveredByHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    const name = `${focused.tagName} “${(focused.textContent ?? '').trim().slice(0, 40)}”`;
    if (box.bottom <= 0 || box.top >= window.innerHeight)
      return `${name} out of view at ${Math.round(box.top)} px`;
    const onTop = document.elementFromPoint(box.left + box.width / 2, Math.max(0, box.top) + 2);
    if (!onTop || !header.contains(onTop)) return null;
    return `${name} under the header at ${Math.round(box.top)} px`;
  });
}

for (const width of widths) {
  for (const { language, path } of homes) {
    test(`${language} home at ${width} px: tabbing back up, nothing focused hides under the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      // From the end of the page, back through the FAQ, the cards and the sections above them.
      await pressEnd(page);
      await page.locator('footer a').last().focus();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Shift+Tab');
        // Polled: the browser brings the focused control into view in its next frame.
        await expect.poll(() => coveredByHeader(page)).toBeNull();
      }
    });
  }
}

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the focus ring stands at least 3:1 against the white page and against the dark header', async ({
  page,
}) => {
  await page.goto('/ar');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { outline: style.outlineColor, shadow: style.boxShadow };
  });
  const inner = /rgb\([^)]+\)/.exec(ring.shadow)?.[0] ?? '';
  const white = 'rgb(255, 255, 255)';
  const header = 'rgb(7, 46, 82)';
  // One of the two rings clears 3:1 on each background.
  expect(Math.max(contrast(ring.outline, white), contrast(inner, white))).toBeGreaterThanOrEqual(3);
  expect(Math.max(contrast(ring.outline, header), contrast(inner, header))).toBeGreaterThanOrEqual(3);
});

/** The orange buttons: the catalogs' Subscribe and the home hero's first button (the call to action's too). */
const orangeButtons = [
  { path: '/catalogs', name: 'Subscribe' },
  { path: '/ar/catalogs', name: 'اشتراك' },
  { path: '/', name: 'Explore Our Products' },
  { path: '/ar', name: 'تصفّح منتجاتنا' },
] as const;

for (const { path, name } of orangeButtons)
  test(`${path}: the orange button’s words stand at least 4.5:1 against it, also under the pointer`, async ({
    page,
  }) => {
    await page.goto(path);
    const button = page
      .locator('main')
      .getByRole(path.includes('catalogs') ? 'button' : 'link', { name })
      .and(page.locator('.bg-accent-500'))
      .first();
    const colours = () =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, fill: style.backgroundColor };
      });
    const resting = await colours();
    expect(contrast(resting.text, resting.fill)).toBeGreaterThanOrEqual(4.5);
    await button.hover();
    // The hover's colour change is animated: read it once it has settled.
    await expect
      .poll(async () => {
        const hovered = await colours();
        return hovered.fill !== resting.fill && contrast(hovered.text, hovered.fill) >= 4.5;
      })
      .toBe(true);
  });

/**
 * What cuts off part of the focus ring of the focused element: the first box around it that clips
 * what overflows it and does not hold the whole ring (the element's box grown by the outline's
 * width and offset), else null.
 */
function ringClippedBy(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return 'nothing is focused';
    const style = getComputedStyle(focused);
    const reach = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
    const box = focused.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      right: box.right + reach,
      top: box.top - reach,
      bottom: box.bottom + reach,
    };
    for (let around = focused.parentElement; around; around = around.parentElement) {
      const clip = getComputedStyle(around);
      if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
      const frame = around.getBoundingClientRect();
      const inside =
        ring.left >= frame.left - 0.5 &&
        ring.right <= frame.right + 0.5 &&
        ring.top >= frame.top - 0.5 &&
        ring.bottom <= frame.bottom + 0.5;
      if (!inside)
        return `${around.tagName}.${around.className} cuts the ring of “${focused.textContent?.trim().slice(0, 30)}”`;
    }
    return null;
  });
}

for (const width of widths) {
  for (const { language, path } of homes) {
    test(`${language} home at ${width} px: each featured product's focus ring is drawn whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const featured = page.getByRole('region', {
        name: language === 'English' ? 'Featured Products' : 'أبرز منتجاتنا',
      });
      const inFeatured = () => featured.evaluate((region) => region.contains(document.activeElement));
      let cards = 0;
      for (let step = 0; step < 80 && cards < 3; step += 1) {
        await page.keyboard.press('Tab');
        if (!(await inFeatured())) {
          if (cards > 0) break;
          continue;
        }
        // Cards only: the previous, next and stop buttons are outside the carousel's frame.
        if (
          !(await featured
            .getByRole('listitem')
            .filter({ has: page.locator(':focus') })
            .count())
        )
          continue;
        cards += 1;
        await expect.poll(() => ringClippedBy(page)).toBeNull();
      }
      expect(cards, 'the featured products reached with Tab').toBeGreaterThan(0);
    });
  }
}
