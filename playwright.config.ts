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
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findTestBrowser() ?? undefined, args: chromiumArgs },
    // No trace by default: recording one for every test (to keep only the failures') took a third
    // of the suite's time. To see why a test fails, run it again with `--trace retain-on-failure`.
    trace: 'off',
  },
});
