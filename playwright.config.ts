import { defineConfig } from '@playwright/test';
import { chromiumArgs, findTestBrowser } from './scripts/chromium';

/**
 * Browser tests against the production build served by the real server on a free port, with a
 * throw-away database and media folder (tests/e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'reports/playwright' }],
    // Read by `npm test` to end its output with why each failed test failed (scripts/test-all.ts).
    ['json', { outputFile: 'reports/playwright-results.json' }],
  ],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: chromiumArgs },
    // No trace by default: recording one for every test (to keep only the failures') took a third
    // of the suite's time. To see why a test fails, run it again with `--trace retain-on-failure`.
    trace: 'off',
    // Each test is a first visit in a fresh browser profile, so the service worker would install and
    // fill its caches in every one: about 0.8 s of processor per test, a quarter of a page test's
    // time on two cores. Its tests (service-worker.spec.ts, and the slow phone's, where its work
    // competes with the visitor's) let it run and browse with it in control.
    serviceWorkers: 'block',
  },
});
