import type { Page } from '@playwright/test';
import { createAccount, signIn } from './accounts';
import { expect, test } from './fixtures';
import { codeFor, type TwoFactorWords, turnOnTwoFactor, twoFactorWords } from './two-factor-steps';

/**
 * Two-factor sign-in end to end, in each language: turned on from the account menu with a code an
 * authenticator app would show (computed here from the key the page prints), then the sign-in asks
 * for a code after the password; a recovery code stands in for the app. Each test has an
 * administrator of its own, so no other test's sign-in meets a code step.
 */

async function logOut(page: Page, w: TwoFactorWords) {
  await page.getByRole('button', { name: w.menu('Test admin') }).click();
  await page.getByRole('button', { name: w.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of ['en', 'ar'] as const) {
  const w = twoFactorWords[language];

  test(`turning two-factor sign-in on, then signing in with a code and with a recovery code (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await createAccount(request, 'admin', `tf${language}`);
    if (language === 'ar') {
      // The visitor's choice, made on the site, carries to the portal.
      await page.goto('/');
      await page.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL(/\/ar$/);
    }
    await page.goto('/login');
    await signIn(page, account.username, account.password);
    await expect(page.getByRole('heading', { name: w.welcome('Test admin') })).toBeVisible();

    // From the account menu to the two-factor page, and turned on.
    await page.getByRole('button', { name: w.menu('Test admin') }).click();
    await page.getByRole('link', { name: w.item }).click();
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const { key, recoveryCodes } = await turnOnTwoFactor(page, w);

    // Signing in again: the password, then the app's code.
    await logOut(page, w);
    await signIn(page, account.username, account.password);
    const codeField = page.getByLabel(w.appCode);
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill(codeFor(key, 1));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: w.welcome('Test admin') })).toBeVisible();

    // And with a recovery code instead of the app.
    await logOut(page, w);
    await signIn(page, account.username, account.password);
    await page.getByRole('button', { name: w.useRecoveryCode }).click();
    await page.getByLabel(w.recoveryCode).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: w.welcome('Test admin') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}
