import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs against the server global-setup started, and fails when the page logs a
 * console error or throws (a page that works "apart from an error" is not working).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
    await use(url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedStatusError(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium logs every 4xx document load; a test that visits a 404 page on purpose expects that one. */
function isExpectedStatusError(text: string): boolean {
  return /Failed to load resource: the server responded with a status of 404/.test(text);
}

export { expect };
