/**
 * Two-factor sign-in required of every administrator, end to end: an administrator switches the
 * requirement on in Settings, and from then on each administrator without two-factor sign-in, that
 * one included, is sent to set it up and reaches nothing else in the portal until it is on. The
 * requirement is site-wide, so these tests run on a copy of the test site with a server of its own:
 * the rest of the suite keeps signing in without it.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test';
import { spawnBuiltServer, stopServer, throwawayDataDir, waitForUrl } from '../../scripts/throwaway-server';
import { takeBackup } from '../../src/server/backups/take-backup';
import { admin, createAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { type TwoFactorWords, turnOnTwoFactor, twoFactorWords } from './two-factor-steps';

// The first test switches the requirement on; the others meet it.
test.describe.configure({ mode: 'serial' });

let copyDir = '';
let server: ChildProcess | undefined;
let api: APIRequestContext | undefined;
/** The copy's address. */
let site = '';
const accounts: Partial<Record<'en' | 'ar', { username: string; password: string }>> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const testSite = process.env.E2E_DATA_DIR;
  if (!testSite) throw new Error('E2E_DATA_DIR is not set: run through `npm run test:e2e`');
  copyDir = throwawayDataDir();
  // The test site's database and media as they are now, copied as a backup copies a running site.
  const { folder } = await takeBackup(
    {
      database: { dialect: 'sqlite', file: path.join(testSite, 'site.db') },
      dataDir: copyDir,
      mediaDir: path.join(testSite, 'media'),
    },
    Date.now(),
  );
  // Served where it was written: the copy counts as the day's backup, so the server takes none at start.
  server = spawnBuiltServer(folder, { DATA_DIR: copyDir });
  site = await waitForUrl(server);
  api = await apiRequest.newContext({ baseURL: site });
  // Made before the requirement is on: from then on, only an administrator with it can add them.
  for (const language of ['en', 'ar'] as const)
    accounts[language] = await createAccount(api, 'admin', `required${language}`);
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server);
  rmSync(copyDir, { recursive: true, force: true });
});

/** On the two-factor page, told to set it up first. */
async function expectSentToSetUp(page: Page, w: TwoFactorWords) {
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByText(w.setupRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: w.turnOn })).toBeVisible();
}

test.describe('switched on in Settings', () => {
  // The session began before the requirement: the server refuses its next portal request (403),
  // which sends the page to the two-factor set-up.
  test.use({ expectedHttpErrors: [403, 404] });

  test('it sends the administrator who switched it on to set it up', async ({ page }) => {
    await page.goto(`${site}/login`);
    await signIn(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto(`${site}/admin/settings`);
    const required = page.getByRole('switch', { name: 'Require two-factor sign-in for administrators' });
    await expect(required).toHaveAttribute('aria-checked', 'false');
    await required.click();
    await expect(required).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    // Saved: the next page of the portal asked for is the two-factor page.
    await expect(page.getByText('Your settings have been saved')).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expectSentToSetUp(page, twoFactorWords.en);
  });
});

for (const language of ['en', 'ar'] as const) {
  const w = twoFactorWords[language];

  test(`an administrator without it signs in to set it up first, and then reaches the portal (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const account = accounts[language];
    if (!account) throw new Error('The account was not made');
    if (language === 'ar') {
      await page.goto(`${site}/`);
      await page.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL(/\/ar$/);
    }
    await page.goto(`${site}/login`);
    await signIn(page, account.username, account.password);
    await expectSentToSetUp(page, w);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // Any other page of the portal, even by its address, leads back here.
    await page.goto(`${site}/admin/products`);
    await expectSentToSetUp(page, w);

    await turnOnTwoFactor(page, w);
    await expect(page.getByText(w.setupRequired)).toHaveCount(0);
    await page.goto(`${site}/admin-dashboard`);
    await expect(page.getByRole('heading', { name: w.welcome('Test admin') })).toBeVisible();
  });
}
