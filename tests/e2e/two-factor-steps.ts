/**
 * Steps and words shared by the two-factor browser tests: what an authenticator app would show for
 * the key the page prints, and turning two-factor sign-in on from its page.
 */
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const twoFactorWords = {
  en: {
    menu: (fullName: string) => `Account menu for ${fullName}`,
    item: 'Two-factor sign-in',
    turnOn: 'Turn on',
    appCode: 'Enter the 6-digit code from your authenticator app',
    qrCode: /QR code/,
    saved: 'I have saved them',
    isOn: 'Two-factor sign-in is on',
    setupRequired: 'Set up two-factor sign-in to continue',
    logOut: 'Log out',
    verify: 'Verify',
    useRecoveryCode: 'Use a recovery code',
    recoveryCode: 'Recovery code',
    welcome: (fullName: string) => `Welcome, ${fullName}`,
  },
  ar: {
    menu: (fullName: string) => `قائمة حساب ${fullName}`,
    item: 'تسجيل الدخول بخطوتين',
    turnOn: 'تفعيل',
    appCode: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة',
    qrCode: 'رمز QR لتطبيق المصادقة',
    saved: 'تأكيد حفظ الرموز',
    isOn: 'تسجيل الدخول بخطوتين مفعّل',
    setupRequired: 'فعّل تسجيل الدخول بخطوتين للمتابعة',
    logOut: 'تسجيل الخروج',
    verify: 'تأكيد',
    useRecoveryCode: 'استخدام رمز استرداد',
    recoveryCode: 'رمز الاسترداد',
    welcome: (fullName: string) => `مرحبًا، ${fullName}`,
  },
} as const;

export type TwoFactorWords = (typeof twoFactorWords)['en' | 'ar'];

/**
 * The code an authenticator app shows for the key, `stepsAhead` 30-second steps from now. The
 * server takes each step's code once, and a code one step either side of its clock: a sign-in right
 * after turning it on uses the next step's code rather than wait for it.
 */
export function codeFor(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * On the two-factor page with it off: turns it on as a person does, scanning nothing but reading
 * the printed key, and confirms the recovery codes were saved. Answers the key and the codes.
 */
export async function turnOnTwoFactor(page: Page, w: TwoFactorWords) {
  await page.getByRole('button', { name: w.turnOn }).click();
  const keyText = page.locator('main code');
  await expect(keyText).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  // The key reads left to right in either language.
  await expect(keyText).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('img', { name: w.qrCode })).toBeVisible();
  const key = ((await keyText.textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(w.appCode).fill(codeFor(key));
  await page.locator('main form').getByRole('button', { name: w.turnOn }).click();
  const codes = page.locator('main ol[dir="ltr"] li');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: w.saved }).click();
  await expect(page.getByRole('heading', { name: w.isOn, level: 2 })).toBeVisible();
  return { key, recoveryCodes };
}
