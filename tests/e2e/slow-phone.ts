/**
 * An impatient person on a slow phone: the processor runs six times slower than this machine's,
 * and every gesture comes as soon as the page starts to arrive, with no wait for the scripts.
 */
import type { Page } from '@playwright/test';
import { admin, apiToken } from './accounts';
import { test as base, expect as baseExpect } from './fixtures';

/**
 * The suite's time budgets grow with the processor's slowdown, as a person on such a phone waits
 * longer for the same page: three times the others' per test and per check (the slowed processor
 * runs beside the other tests on the same cores). What each check expects is unchanged.
 */
const slowdown = 3;

export const expect = baseExpect.configure({ timeout: 7_000 * slowdown });

export const test = base.extend<{ requestedUrls: string[] }, { adminToken: string }>({
  /**
   * The administrator's token, signed in once per worker: each sign-in hashes a password on the
   * server, which the tests that only need the token should not pay for again and again.
   */
  adminToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const token = await apiToken(request, admin.username, admin.password);
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  /** Every URL the page asked for, in order; the processor is slowed before the first one. */
  requestedUrls: [
    async ({ page }, use, testInfo) => {
      testInfo.setTimeout(testInfo.timeout * slowdown);
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await use(urls);
    },
    { auto: true },
  ],
});

/** Opens a page and returns once its first bytes arrive, when a person starts looking at it. */
export async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Reloads the page the way `open` opens one. */
export async function reload(page: Page) {
  await page.reload({ waitUntil: 'commit' });
}

/** A URL as a person would read it: escapes undone, a form's `+` back to a space. */
function readable(url: string): string {
  const spaced = url.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Fails when any request's URL carries one of the texts typed (a form sent in a query string). */
export function expectNoneInUrls(urls: readonly string[], typed: readonly string[]) {
  for (const text of typed) {
    const carrying = urls.filter((url) => url.includes(text) || readable(url).includes(text));
    expect(carrying, `requests whose URL carries "${text}"`).toEqual([]);
  }
}

/** Unique per call, so tests running side by side never reuse a name. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A returning visitor who chose Arabic earlier: the choice is in storage and in the cookie. */
export async function returnAsArabicVisitor(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: 'ar', url: baseURL }]);
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
}

/** An administrator still signed in from an earlier visit: the token is already in storage. */
export async function returnSignedIn(page: Page, token: string) {
  await page.addInitScript((stored) => window.localStorage.setItem('token', stored), token);
}
