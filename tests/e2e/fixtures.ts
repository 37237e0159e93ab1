import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test runs against the server global-setup started, and fails when the page logs a
 * console error, throws or breaks the content security policy (a page that works "apart from an
 * error" is not working).
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedHttpErrors: number[];
  allowConsoleErrors: RegExp | null;
}>({
  /** HTTP error statuses a test provokes on purpose; Chromium logs each as a console error. */
  expectedHttpErrors: [[404], { option: true }],
  /**
   * Other console errors a test provokes on purpose (a request failing offline), as one pattern of
   * their text: a list of patterns would read as Playwright's `[value, options]` fixture pair.
   */
  allowConsoleErrors: [null, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  consoleErrors: [
    async ({ page, expectedHttpErrors, allowConsoleErrors }, use) => {
      await holdScriptsBack(page, Number(process.env.E2E_SCRIPTS_LATE_MS ?? 0));
      const errors: string[] = [];
      // Whatever the content security policy refuses (an inline script, an eval) is an error too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `content security policy refused ${event.blockedURI} (${event.effectiveDirective}) in ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      page.on('console', (message) => {
        const text = message.text();
        const status = /the server responded with a status of (\d{3})/.exec(text)?.[1];
        const expected =
          (status !== undefined && expectedHttpErrors.includes(Number(status))) ||
          allowConsoleErrors?.test(text) === true;
        if (message.type() === 'error' && !expected) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * With `E2E_SCRIPTS_LATE_MS` set, the scripts a page asks for in its first 1.5 s arrive that much
 * later (those loaded later, as a portal page's own, on time): a test that takes a gesture meant
 * for the scripts before they visibly run then fails every time, not once in a while on a busy
 * machine. A tool for finding such races, off in `npm test`.
 */
async function holdScriptsBack(page: Page, lateMs: number) {
  if (lateMs <= 0) return;
  let loadedAt = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loadedAt = Date.now();
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (Date.now() - loadedAt < 1500) await new Promise((resolve) => setTimeout(resolve, lateMs));
    await route.fallback();
  });
}

export { expect };
