/** Helpers for browser tests that need accounts: the seeded administrator and users made through the API. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const admin = {
  get username() {
    return process.env.E2E_ADMIN_USERNAME ?? 'admin';
  },
  get password() {
    return process.env.E2E_ADMIN_PASSWORD ?? '';
  },
};

export async function apiToken(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/login', { data: { username, password } });
  const body = await response.json();
  if (!body.success) throw new Error(`Could not sign in as ${username}: ${body.message}`);
  return body.token;
}

/** Creates an account through the API as the administrator; names are unique per call. */
export async function createAccount(request: APIRequestContext, role: 'admin' | 'user', prefix = 'e2e') {
  const token = await apiToken(request, admin.username, admin.password);
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'correct-horse-42';
  const response = await request.post('/api/users', {
    data: { username, password, full_name: `Test ${role}`, email: `${username}@example.com`, role },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`Could not create ${username}: ${await response.text()}`);
  return { username, password };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel(/Username|اسم المستخدم/).fill(username);
  await page.getByLabel(/^(Password|كلمة المرور)$/).fill(password);
  await page.getByRole('button', { name: /^(Login|تسجيل الدخول)$/ }).click();
}

/**
 * The administrator who chose Arabic from the header and then opens a portal page: the choice is
 * made as a visitor makes it, the session is the API's token stored where the portal keeps it.
 */
export async function openPortalInArabic(page: Page, request: APIRequestContext, portalPath: string) {
  const token = await apiToken(request, admin.username, admin.password);
  await page.goto('/');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(portalPath);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}
