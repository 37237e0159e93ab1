import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolling as a person does, who waits to see where the page went before the next gesture.
 *
 * Chromium animates a scroll by key (End, Page Down) or wheel over several frames, and the frames
 * still to come win over a scroll made meanwhile: a control focused with Tab 50 ms after End was
 * scrolled into view and then carried off the screen again by End's last frames (the footer's
 * "About us" link ended 137 px above the viewport, and focusing it again scrolls nothing).
 */

/** Whether the page has left `from` in the direction of `dy` (or cannot) and no longer moves. */
function cameToRest(page: Page, from: number, dy: number) {
  return page.evaluate(
    ({ from, dy }) =>
      new Promise<boolean>((resolve) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const stuck = dy > 0 ? from >= end - 1 : from <= 0;
        const moved = dy > 0 ? window.scrollY > from : window.scrollY < from;
        const y = window.scrollY;
        // Two frames: a scroll still animating moves the page in each.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((moved || stuck) && window.scrollY === y)),
        );
      }),
    { from, dy },
  );
}

/** Takes a scrolling gesture toward `direction` and waits until the page has stopped where it took it. */
async function scrollAndWait(page: Page, gesture: () => Promise<void>, direction: number, what: string) {
  const from = await page.evaluate(() => window.scrollY);
  await gesture();
  await expect
    .poll(() => cameToRest(page, from, direction), { message: `the page at rest after ${what}` })
    .toBe(true);
}

/** Turns the mouse wheel by `dy` pixels and waits until the page has stopped where it took it. */
export function turnWheel(page: Page, dy: number) {
  return scrollAndWait(page, () => page.mouse.wheel(0, dy), dy, `a wheel of ${dy} px`);
}

/** Presses End and waits until the page has stopped at its end. */
export function pressEnd(page: Page) {
  return scrollAndWait(page, () => page.keyboard.press('End'), 1, 'End');
}

/** Scrolls to the end and back, so sections that reveal on scroll have taken their place. */
export async function scrollThrough(page: Page) {
  await turnWheel(page, 20_000);
  await turnWheel(page, -20_000);
}

/**
 * Waits until a page switched to the other language shows its own content: until then the content
 * in the language before stays, dimmed and busy, and when it is replaced the page goes to its top
 * (as any page followed by a link does), taking back a scroll made meanwhile.
 */
export async function untilContentReplaced(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
