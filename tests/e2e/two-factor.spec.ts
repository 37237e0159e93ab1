import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, signIn } from './accounts';
import { expect, test } from './fixtures';

/**
 * Two-factor sign-in end to end, in each language: turned on from the account menu with a code an
 * authenticator app would show (computed here from the key the page prints), then the sign-in asks
 * for a code after the password; a recovery code stands in for the app. Each test has an
 * administrator of its own, so no other test's sign-in meets a code step.
 */

const words = {
  en: {
    menu: 'Account menu for Test admin',
    item: 'Two-factor sign-in',
    turnOn: 'Turn on',
    appCode: 'Enter the 6-digit code from your authenticator app',
    saved: 'I have saved them',
    isOn: 'Two-factor sign-in is on',
    logOut: 'Log out',
    verify: 'Verify',
    useRecoveryCode: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    welcome: 'Welcome, Test admin',
  },
  ar: {
    menu: 'قائمة حساب Test admin',
    item: 'تسجيل الدخول بخطوتين',
    turnOn: 'تفعيل',
    appCode: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
    saved: 'تأكيد حفظ الرموز',
    isOn: 'تسجيل الدخول بخطوتين مفعّل',
    logOut: 'تسجيل الخروج',
    verify: 'تأكيد',
    useRecoveryCode: 'استخدام رمز استرداد',
    recoveryCode: 'رمز الاسترداد',
    welcome: 'مرحبًا، Test admin',
  },
} as const;

/**
 * The code an authenticator app shows for the key, `stepsAhead` 30-second steps from now. The
 * server takes each step's code once, and a code one step either side of its clock: a sign-in right
 * after turning it on uses the next step's code rather than wait for it.
 */
function codeFor(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logOut(page: Page, w: (typeof words)['en' | 'ar']) {
  await page.getByRole('button', { name: w.menu }).click();
  await page.getByRole('button', { name: w.logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

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
    await expect(page.getByRole('heading', { name: w.welcome })).toBeVisible();

    // From the account menu to the two-factor page, and turned on.
    await page.getByRole('button', { name: w.menu }).click();
    await page.getByRole('link', { name: w.item }).click();
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: w.turnOn }).click();
    const keyText = page.locator('main code');
    await expect(keyText).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    // The key reads left to right in either language.
    await expect(keyText).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('img', { name: language === 'ar' ? 'رمز QR لتطبيق المصادقة' : /QR code/ }),
    ).toBeVisible();
    const key = ((await keyText.textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(w.appCode).fill(codeFor(key));
    await page.locator('main form').getByRole('button', { name: w.turnOn }).click();
    const codes = page.locator('main ol[dir="ltr"] li');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await page.getByRole('button', { name: w.saved }).click();
    await expect(page.getByRole('heading', { name: w.isOn, level: 2 })).toBeVisible();

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
    await expect(page.getByRole('heading', { name: w.welcome })).toBeVisible();

    // And with a recovery code instead of the app.
    await logOut(page, w);
    await signIn(page, account.username, account.password);
    await page.getByRole('button', { name: w.useRecoveryCode }).click();
    await page.getByLabel(w.recoveryCode).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { name: w.welcome })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}
