/**
 * The main journeys as an impatient person on a slow phone takes them: the processor six times
 * slower, each gesture made as soon as its control shows, with only Playwright's own waiting (the
 * control visible, enabled, still and reachable). Each must end as it does for a patient person,
 * with nothing typed lost and nothing typed sent in a URL.
 */
import sharp from 'sharp';
import { admin } from './accounts';
import { turnWheel } from './scrolling';
import {
  expect,
  expectNoneInUrls,
  open,
  reload,
  returnAsArabicVisitor,
  returnSignedIn,
  test,
  uniqueStamp,
} from './slow-phone';

const languages = [
  {
    code: 'en',
    dir: 'ltr',
    home: '/',
    headline: 'Since 1979',
    other: { label: 'العربية', code: 'ar', dir: 'rtl', home: '/ar', headline: 'منذ عام 1979' },
    personName: 'Sara Al-Qahtani',
    username: 'Username',
    password: 'Password',
    login: 'Login',
    portal: 'Admin Portal',
    refused: 'Invalid username or password',
    welcome: (name: string) => `Welcome, ${name}`,
    confirmPassword: 'Confirm Password',
    fullName: 'Full Name',
    email: 'Email',
    createUser: 'Create User',
    userCreated: 'User Created',
    productName: 'Name',
    category: 'Category',
    orangePipes: 'Orange Pipes',
    description: 'Description',
    image: 'Product image',
    createProduct: 'Create Product',
    productCreated: 'Product Created',
    mainNav: 'Main',
    openMenu: 'Open menu',
    menu: 'Menu',
    products: 'Products',
    productsMenu: 'Products menu',
    plumbing: 'Plumbing',
  },
  {
    code: 'ar',
    dir: 'rtl',
    home: '/ar',
    headline: 'منذ عام 1979',
    other: { label: 'English', code: 'en', dir: 'ltr', home: '/', headline: 'Since 1979' },
    personName: 'سارة القحطاني',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    portal: 'بوابة الإدارة',
    refused: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    welcome: (name: string) => `مرحبًا، ${name}`,
    confirmPassword: 'تأكيد كلمة المرور',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    createUser: 'إنشاء المستخدم',
    userCreated: 'تم إنشاء المستخدم',
    productName: 'الاسم',
    category: 'الفئة',
    orangePipes: 'الأنابيب البرتقالية',
    description: 'الوصف',
    image: 'صورة المنتج',
    createProduct: 'إنشاء منتج',
    productCreated: 'تم إنشاء المنتج',
    mainNav: 'القائمة الرئيسية',
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    products: 'المنتجات',
    productsMenu: 'قائمة المنتجات',
    plumbing: 'السباكة',
  },
] as const;

/** The same page in a language: Arabic public pages live under `/ar`. */
const inLanguage = (code: string, path: string) => (code === 'ar' ? `/ar${path === '/' ? '' : path}` : path);

for (const ui of languages) {
  test.describe(`an impatient person on a slow phone, in ${ui.code}`, () => {
    // A real first visit installs the service worker, whose work competes with the visitor's.
    test.use({ serviceWorkers: 'allow' });
    // The login and admin pages follow the visitor's stored choice, where public pages follow their URL.
    test.describe('at the login and admin pages', () => {
      test.beforeEach(async ({ page, baseURL }) => {
        if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
      });

      test('signs in with the right password and lands on the dashboard, signed in', async ({
        page,
        requestedUrls,
      }) => {
        await open(page, '/login');
        await page.getByLabel(ui.username).fill(admin.username);
        await page.getByLabel(ui.password, { exact: true }).fill(admin.password);
        await page.getByRole('button', { name: ui.login, exact: true }).click();
        await expect(page).toHaveURL('/admin-dashboard');
        // The dashboard greets the account whose name was typed (the administrator has no full name).
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.welcome(admin.username));
        expectNoneInUrls(requestedUrls, [admin.password]);
      });

      test.describe('with a wrong password', () => {
        test.use({ expectedHttpErrors: [401] });

        test('stays on the login page with the refusal, the username still typed', async ({
          page,
          requestedUrls,
        }) => {
          const wrong = `not-the-password-${uniqueStamp()}`;
          await open(page, '/login');
          await page.getByLabel(ui.username).fill(admin.username);
          await page.getByLabel(ui.password, { exact: true }).fill(wrong);
          await page.getByRole('button', { name: ui.login, exact: true }).click();
          await expect(page.getByRole('alert')).toHaveText(ui.refused);
          await expect(page).toHaveURL('/login');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portal);
          await expect(page.getByLabel(ui.username)).toHaveValue(admin.username);
          expectNoneInUrls(requestedUrls, [wrong]);
        });
      });

      test.describe('signed in as the administrator', () => {
        test.beforeEach(async ({ page, adminToken }) => returnSignedIn(page, adminToken));

        test('creates a user, who appears in the list with the name typed', async ({
          page,
          requestedUrls,
        }) => {
          const stamp = uniqueStamp();
          const username = `slow${ui.code}${stamp}`;
          const password = `pass-${stamp}`;
          const fullName = `${ui.personName} ${stamp}`;
          const email = `${username}@example.com`;
          await open(page, '/admin/users/create');
          await page.getByLabel(ui.username).fill(username);
          await page.getByLabel(ui.password, { exact: true }).fill(password);
          await page.getByLabel(ui.confirmPassword).fill(password);
          await page.getByLabel(ui.fullName).fill(fullName);
          await page.getByLabel(ui.email).fill(email);
          await page.getByRole('button', { name: ui.createUser }).click();
          await expect(page.getByRole('status').filter({ hasText: ui.userCreated })).toBeVisible();
          await expect(page).toHaveURL('/admin/users');
          const row = page.getByRole('row').filter({ hasText: username });
          await expect(row).toContainText(fullName);
          await expect(row).toContainText(email);
          expectNoneInUrls(requestedUrls, [password, fullName, email]);
        });

        test('creates a product, which appears in the admin list with the text typed', async ({
          page,
          requestedUrls,
        }) => {
          const name = `Slow phone pipe ${uniqueStamp()}`;
          const description = 'Orange PVC drain pipe, added from a slow phone.';
          await open(page, '/admin/products/create');
          await page.getByLabel(ui.productName, { exact: true }).fill(name);
          await page.getByLabel(ui.category).selectOption({ label: ui.orangePipes });
          await page.getByLabel(ui.description, { exact: true }).fill(description);
          await page.getByLabel(ui.image).setInputFiles({
            name: 'orange-pipe.png',
            mimeType: 'image/png',
            buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f97316' } })
              .png()
              .toBuffer(),
          });
          await page.getByRole('button', { name: ui.createProduct }).click();
          await expect(
            page.getByRole('status').filter({ has: page.getByText(ui.productCreated, { exact: true }) }),
          ).toBeVisible();
          await expect(page).toHaveURL('/admin/products');
          await expect(page.getByRole('row').filter({ hasText: name })).toContainText(description);
          expectNoneInUrls(requestedUrls, [name, description]);
        });
      });
    });

    test('switches the language from the header, and the choice outlives a reload', async ({ page }) => {
      const html = page.locator('html');
      const expectOtherLanguage = async (moment: string) => {
        await expect(page, moment).toHaveURL(ui.other.home);
        await expect(html, moment).toHaveAttribute('lang', ui.other.code);
        await expect(html, moment).toHaveAttribute('dir', ui.other.dir);
        await expect(page.getByRole('heading', { level: 1 }), moment).toContainText(ui.other.headline);
      };
      await open(page, ui.home);
      await page.getByRole('banner').getByText(ui.other.label, { exact: true }).click();
      await expectOtherLanguage('after the switch');
      await reload(page);
      await expectOtherLanguage('after a reload');
    });

    test.describe('on a phone 375 px wide', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      test('opens the menu and follows a link in it, which closes it', async ({ page }) => {
        await open(page, ui.home);
        await page.getByRole('button', { name: ui.openMenu }).click();
        const panel = page.getByRole('dialog', { name: ui.menu, includeHidden: true });
        await expect(panel).toBeInViewport();
        await panel.getByRole('link', { name: ui.products, exact: true }).click();
        await expect(page).toHaveURL(inLanguage(ui.code, '/products'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.products);
        await expect(panel).not.toBeInViewport();
      });
    });

    test.describe('on a screen 1280 px wide', () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test('opens the Products dropdown and follows a category to its products', async ({ page }) => {
        await open(page, ui.home);
        const nav = page.getByRole('navigation', { name: ui.mainNav });
        const toggle = nav.getByRole('button', { name: ui.productsMenu });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const plumbing = nav.getByRole('link', { name: ui.plumbing, exact: true });
        await expect(plumbing).toBeVisible();
        await plumbing.click();
        await expect(page).toHaveURL(inLanguage(ui.code, '/products?category=plumbing'));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(ui.plumbing);
      });

      // One visit, two moments a slow phone makes hard: a wheel turned before the page is ready,
      // then a reload, which must bring the person back to where they had scrolled.
      test('scrolls down as soon as the headline shows, keeps that place once the page is ready, and comes back to it after a reload', async ({
        page,
      }) => {
        const nav = page.getByRole('navigation', { name: ui.mainNav });
        const header = page.locator('header').first();
        await open(page, ui.home);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(ui.headline);
        // The slowed browser may show the headline before it has read the rest of the page: a wheel
        // turned then moves nothing, for a person too. Once the page is long enough, it is turned.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
          .toBeGreaterThan(1200);
        await page.mouse.move(640, 400);
        await turnWheel(page, 1200);
        // Ready: the dropdown's toggle, disabled until the scripts run, now answers.
        await expect(nav.getByRole('button', { name: ui.productsMenu })).toBeEnabled();
        await expect(header).toHaveAttribute('data-scrolled', 'true');
        const scrolled = await page.evaluate(() => window.scrollY);
        expect(scrolled).toBeGreaterThan(800);

        await reload(page);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(ui.headline);
        await expect(nav.getByRole('button', { name: ui.productsMenu })).toBeEnabled();
        await expect(header).toHaveAttribute('data-scrolled', 'true');
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      });
    });
  });
}
