/**
 * Where focus goes, with the keyboard alone, in English and Arabic at phone and desktop widths:
 * a message stays while focus is on it, closes on Escape and hands focus back, and never covers
 * the header's controls; moving to another page puts focus on the new page's heading, while
 * switching the page's language leaves it on the switch. Alerts' five seconds run on Playwright's
 * clock, moved past them instead of waited for. A refused form puts focus on its first invalid
 * field and says how many need correcting; a file of the wrong kind is announced as it is chosen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { alertDismissMs } from '../../src/api/limits';
import { admin, apiToken, createAccount } from './accounts';
import { expect, test } from './fixtures';
import { returnAsArabicVisitor, returnSignedIn } from './slow-phone';

const languages = [
  {
    code: 'en',
    home: '/',
    username: 'Username',
    password: 'Password',
    dashboard: /^Welcome, /,
    welcome: 'Login Successful',
    closeAlert: 'Close notification',
    accountMenu: /^Account menu/,
    openMenu: 'Open menu',
    mainNav: 'Main',
    about: 'About',
    otherLanguage: 'العربية',
    login: 'Login',
    twoToCorrect: '2 fields need correcting',
    oneToCorrect: '1 field needs correcting',
    createProduct: 'Create Product',
    productName: 'Name',
    productImage: 'Product image',
    imageType: 'Please upload an image file (JPEG, PNG, etc.)',
    deleteUser: 'Delete user',
    deleteOne: (name: string) => `Delete ${name}`,
    confirmDelete: 'Delete',
    refresh: 'Refresh',
    darkMode: 'Dark mode',
    saveSettings: 'Save Settings',
    settingsSaved: 'Settings Saved',
    adminMenu: 'Menu',
    adminNav: 'Admin',
    closeMenu: 'Close menu',
    settings: 'Settings',
    logOut: 'Log out',
    titles: {
      users: /^Users \| Admin Portal \| /,
      dashboard: /^Dashboard \| Admin Portal \| /,
      settings: /^Settings \| Admin Portal \| /,
    },
  },
  {
    code: 'ar',
    home: '/ar',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    dashboard: /^مرحبًا، /,
    welcome: 'تم تسجيل الدخول بنجاح',
    closeAlert: 'إغلاق الإشعار',
    accountMenu: /^قائمة حساب/,
    openMenu: 'فتح القائمة',
    mainNav: 'القائمة الرئيسية',
    about: 'من نحن',
    otherLanguage: 'English',
    login: 'تسجيل الدخول',
    twoToCorrect: 'حقلان يحتاجان إلى تصحيح',
    oneToCorrect: 'حقل واحد يحتاج إلى تصحيح',
    createProduct: 'إنشاء منتج',
    productName: 'الاسم',
    productImage: 'صورة المنتج',
    imageType: 'يرجى رفع ملف صورة (JPEG أو PNG أو غيرهما)',
    deleteUser: 'حذف المستخدم',
    deleteOne: (name: string) => `حذف ${name}`,
    confirmDelete: 'حذف',
    refresh: 'تحديث',
    darkMode: 'الوضع الداكن',
    saveSettings: 'حفظ الإعدادات',
    settingsSaved: 'تم حفظ الإعدادات',
    adminMenu: 'القائمة',
    adminNav: 'الإدارة',
    closeMenu: 'إغلاق القائمة',
    settings: 'الإعدادات',
    logOut: 'تسجيل الخروج',
    titles: {
      users: /^المستخدمون \| بوابة الإدارة \| /,
      dashboard: /^لوحة التحكم \| بوابة الإدارة \| /,
      settings: /^الإعدادات \| بوابة الإدارة \| /,
    },
  },
] as const;

const widths = [375, 1280] as const;

/**
 * Presses Shift+Tab until focus is on `name`'s button, marking what had focus before each press;
 * answers how many presses it took.
 */
async function shiftTabTo(page: Page, name: string): Promise<number> {
  for (let press = 1; press <= 30; press += 1) {
    await page.evaluate(() => {
      for (const marked of document.querySelectorAll('[data-focused-before]'))
        marked.removeAttribute('data-focused-before');
      document.activeElement?.setAttribute('data-focused-before', '');
    });
    await page.keyboard.press('Shift+Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    if (label === name) return press;
  }
  throw new Error(`Shift+Tab never reached “${name}”`);
}

/** The administrator back with a session kept from before, in the page's language. */
async function returnAsSignedInAdministrator(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  language: 'en' | 'ar',
) {
  if (language === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
  await returnSignedIn(page, await apiToken(request, admin.username, admin.password));
}

/** Whether two boxes share any pixel. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const ui of languages) {
  for (const width of widths) {
    test.describe(`${ui.code} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('a message holds while focused, closes on Escape, gives focus back, and never covers the header', async ({
        page,
        baseURL,
      }) => {
        if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
        await page.clock.install();
        await page.goto('/login');
        await page.getByLabel(ui.username).fill(admin.username);
        await page.getByLabel(ui.password, { exact: true }).fill(admin.password);
        await page.keyboard.press('Enter');
        // Arriving on the dashboard, focus is on its heading.
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(ui.dashboard);
        await expect(heading).toBeFocused();

        const alert = page.getByRole('status').filter({ hasText: ui.welcome });
        await expect(alert).toBeVisible();
        const header = page.locator('header').first();
        for (const control of [
          header.getByRole('button', { name: ui.accountMenu }),
          header.getByRole('link').first(),
        ]) {
          const [message, box] = [await alert.boundingBox(), await control.boundingBox()];
          if (!message || !box) throw new Error('the message or a header control is not drawn');
          expect(overlap(message, box), 'the message covers a header control').toBe(false);
        }

        // One Shift+Tab from the heading, well within the message's time on screen.
        expect(await shiftTabTo(page, ui.closeAlert)).toBe(1);
        await page.clock.runFor(alertDismissMs * 2);
        await expect(alert, 'the message went while focus was on it').toBeVisible();

        await page.keyboard.press('Escape');
        await expect(alert).toHaveCount(0);
        await expect(page.locator('[data-focused-before]')).toBeFocused();
      });

      test('following a link puts focus on the new page’s heading; switching language keeps it on the switch', async ({
        page,
      }) => {
        await page.goto(ui.home);
        if (width === 375) {
          await page.getByRole('button', { name: ui.openMenu }).click();
          await page.getByRole('dialog').getByRole('link', { name: ui.about, exact: true }).press('Enter');
        } else {
          await page
            .getByRole('navigation', { name: ui.mainNav })
            .getByRole('link', { name: ui.about, exact: true })
            .press('Enter');
        }
        await expect(page).toHaveURL(ui.code === 'en' ? /\/about$/ : /\/ar\/about$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
        if (width === 375) {
          // On a phone every link of the header, the breadcrumb and the footer's lists that a person
          // can reach is a 44 px target. The closed menu is out of reach (inert) as it slides away;
          // measured mid-slide, its close button's box comes out a fraction under its size.
          const small = await page.evaluate(() =>
            [
              ...document.querySelectorAll<HTMLElement>(
                'header a, header button, nav[aria-label] ol a, footer li a',
              ),
            ]
              .filter((target) => target.getClientRects().length > 0 && !target.closest('[inert]'))
              .map((target) => ({
                name: target.textContent?.trim() || target.getAttribute('aria-label'),
                box: target.getBoundingClientRect(),
              }))
              .filter(({ box }) => box.width < 44 || box.height < 44)
              .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
          );
          expect(small).toEqual([]);
        }

        const other = page.getByRole('link', { name: ui.otherLanguage });
        await other.press('Enter');
        await expect(page.locator('html')).toHaveAttribute('lang', ui.code === 'en' ? 'ar' : 'en');
        await expect(other).toBeFocused();
      });

      test('a refused form puts focus on its first invalid field and says how many to correct', async ({
        page,
        baseURL,
      }) => {
        if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
        await page.goto('/login?redirect=/admin/products/create');
        const username = page.getByLabel(ui.username);
        const password = page.getByLabel(ui.password, { exact: true });
        // Both must be filled in: marked so beside their labels and for assistive technology.
        for (const field of [username, password]) await expect(field).toHaveAttribute('required', '');
        await expect(page.locator('main span[aria-hidden="true"]').filter({ hasText: '*' })).toHaveCount(2);
        // The button is visibly disabled until the page's scripts run.
        const login = page.getByRole('button', { name: ui.login });
        await expect(login).toBeEnabled();
        await login.press('Enter');
        await expect(username).toBeFocused();
        await expect(page.getByRole('alert').filter({ hasText: ui.twoToCorrect })).toBeAttached();
        await username.fill(admin.username);
        await page.keyboard.press('Enter');
        await expect(password).toBeFocused();
        await expect(page.getByRole('alert').filter({ hasText: ui.oneToCorrect })).toBeAttached();
        await password.fill(admin.password);
        await page.keyboard.press('Enter');

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.createProduct);
        const image = page.getByLabel(ui.productImage);
        await image.setInputFiles({
          name: 'pipe.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('not an image'),
        });
        await expect(page.getByRole('alert').filter({ hasText: ui.imageType })).toBeVisible();
        await page.getByRole('button', { name: ui.createProduct }).press('Enter');
        await expect(page.getByLabel(ui.productName, { exact: true })).toBeFocused();
        await expect(page.getByLabel(ui.productName, { exact: true })).toHaveAttribute('required', '');
      });

      test('after a delete, a refresh and a save, focus is on the heading, the Refresh button and the Save button', async ({
        page,
        request,
        baseURL,
      }) => {
        await returnAsSignedInAdministrator(page, request, baseURL, ui.code);
        const { username } = await createAccount(request, 'user', 'focus');

        await page.goto('/admin/users');
        // Each portal page has a title of its own.
        await expect(page).toHaveTitle(ui.titles.users);
        await page.getByRole('button', { name: ui.deleteOne(username) }).press('Enter');
        await page
          .getByRole('dialog', { name: ui.deleteUser })
          .getByRole('button', { name: ui.confirmDelete })
          .press('Enter');
        await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
        // The row went with its Delete button, and the table was read afresh: the heading has focus.
        await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

        await page.goto('/admin-dashboard');
        await expect(page).toHaveTitle(ui.titles.dashboard);
        const refresh = page.getByRole('button', { name: ui.refresh });
        await expect(refresh).toBeEnabled();
        const refreshed = page.waitForResponse('**/api/admin/stats');
        await refresh.press('Enter');
        await refreshed;
        await expect(refresh).toBeEnabled();
        await expect(refresh).toBeFocused();

        await page.goto('/admin/settings');
        await expect(page).toHaveTitle(ui.titles.settings);
        await page.getByRole('switch', { name: ui.darkMode }).click();
        const save = page.getByRole('button', { name: ui.saveSettings });
        await save.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: ui.settingsSaved })).toBeVisible();
        await expect(save).toBeEnabled();
        await expect(save).toBeFocused();
      });

      // The navigation covers the page on a phone only.
      if (width === 375)
        test('the portal’s navigation keeps focus while it covers the page, and Escape gives it back', async ({
          page,
          request,
          baseURL,
        }) => {
          await returnAsSignedInAdministrator(page, request, baseURL, ui.code);
          await page.goto('/admin-dashboard');
          const menuButton = page.getByRole('button', { name: ui.adminMenu, exact: true });
          await menuButton.press('Enter');
          const nav = page.getByRole('navigation', { name: ui.adminNav });
          const close = nav.getByRole('button', { name: ui.closeMenu });
          await expect(close).toBeFocused();
          await page.keyboard.press('Shift+Tab');
          await expect(nav.getByRole('link', { name: ui.settings })).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(close).toBeFocused();
          await expect(page.locator('main')).toHaveAttribute('inert', '');
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
          await expect(menuButton).toBeFocused();
          await expect(page.locator('main')).not.toHaveAttribute('inert', '');

          // The account menu closes once Tab has taken focus past its last item.
          await page.getByRole('button', { name: ui.accountMenu }).press('Enter');
          const logOut = page.getByRole('button', { name: ui.logOut });
          await expect(logOut).toBeVisible();
          await page.keyboard.press('Tab');
          await page.keyboard.press('Tab');
          await expect(logOut).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(logOut).toBeHidden();
        });
    });
  }
}
