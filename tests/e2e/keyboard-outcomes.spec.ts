/**
 * What a keyboard gesture brings about is where focus is next, in English and Arabic: after a
 * form is sent, a password refused, a row's status switched, the filters cleared or a check run,
 * focus is on the control pressed, the field to correct, or the outcome (which is read out), never
 * dropped to the page. Answers that would change shared data (a real message, a real status) are
 * the server's own answers given by the test, so other tests see the data as they left it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { admin, apiToken } from './accounts';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';
import { returnAsArabicVisitor, returnSignedIn } from './slow-phone';

const languages = [
  {
    code: 'en',
    prefix: '',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    type: 'Inquiry Type',
    quote: 'Request a quote',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sent: 'Message sent successfully! We will get back to you soon.',
    subscribe: 'Subscribe',
    subscribed: 'Thank you! We will e-mail you when we publish a new catalog.',
    subscribeLabel: 'E-mail address',
    username: 'Username',
    password: 'Password',
    login: 'Login',
    markRead: (name: string) => `Mark the message from ${name} as read`,
    deactivate: /^Deactivate /,
    clearFilters: 'Clear filters',
    yemen: 'Yemen',
    mainNav: 'Main',
    about: 'About',
    aboutHeading: 'About Us',
    allBranches: /^Showing all branches \(\d+\)$/,
    run: 'Run verification',
    checked: /^Check complete: /,
    title: 'Title',
    imageFile: 'Image file',
    createNews: 'Create News Item',
    oneToCorrect: '1 field needs correcting',
  },
  {
    code: 'ar',
    prefix: '/ar',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    type: 'نوع الاستفسار',
    quote: 'طلب عرض سعر',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sent: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريبًا.',
    subscribe: 'اشتراك',
    subscribed: null,
    subscribeLabel: 'البريد الإلكتروني',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    markRead: (name: string) => `تعليم رسالة ${name} كمقروءة`,
    deactivate: /^إيقاف تفعيل /,
    clearFilters: 'مسح عوامل التصفية',
    yemen: 'اليمن',
    mainNav: 'القائمة الرئيسية',
    about: 'من نحن',
    aboutHeading: 'من نحن',
    allBranches: /^عرض جميع الفروع \(\S+\)$/,
    run: 'بدء الفحص',
    checked: /^اكتمل الفحص: /,
    title: 'العنوان',
    imageFile: 'ملف الصورة',
    createNews: 'إنشاء خبر',
    oneToCorrect: 'حقل واحد يحتاج إلى تصحيح',
  },
] as const;

/** The text of what has focus, or what it is when that is the page itself. */
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '(the page)';
    return (focused.textContent ?? '').trim();
  });

async function signedIn(page: Page, request: APIRequestContext, baseURL: string | undefined, code: string) {
  if (code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
  await returnSignedIn(page, await apiToken(request, admin.username, admin.password));
}

for (const ui of languages) {
  test.describe(`${ui.code}`, () => {
    test('a sent message takes focus and stays until the visitor types again', async ({ page, baseURL }) => {
      if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
      await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
      );
      // The server's answer to a message it stored; none is stored, so the hourly limit stays free.
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 201,
          json: {
            success: true,
            message: 'Message sent successfully! We will get back to you soon.',
            code: 'contactSent',
          },
        }),
      );
      await page.clock.install();
      await page.goto(`${ui.prefix}/contact`);
      await pageScriptsRunning(page);
      await page.getByLabel(ui.firstName, { exact: true }).fill('Fahad');
      await page.getByLabel(ui.lastName, { exact: true }).fill('Al-Qahtani');
      await page.getByLabel(ui.email, { exact: true }).fill('fahad@example.com');
      await page.getByLabel(ui.type, { exact: true }).selectOption({ label: ui.quote });
      await page.getByLabel(ui.subject, { exact: true }).fill('CPVC pipes');
      await page.getByLabel(ui.message, { exact: true }).fill('Please send prices for 2-inch pipe.');
      await page.getByRole('button', { name: ui.send }).press('Enter');
      const banner = page.getByText(ui.sent);
      await expect(banner).toBeFocused();
      await page.clock.runFor(60_000);
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await page.getByLabel(ui.firstName, { exact: true }).fill('Noura');
      await expect(banner).toBeHidden();
    });

    test('a subscription’s confirmation takes focus; the box has a visible label', async ({
      page,
      baseURL,
    }) => {
      if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
      await page.route('**/api/subscriptions', (route) =>
        route.fulfill({
          status: 201,
          json: {
            success: true,
            message: 'Thank you! We will e-mail you when we publish a new catalog.',
            code: 'subscribed',
          },
        }),
      );
      await page.goto(`${ui.prefix}/catalogs`);
      await pageScriptsRunning(page);
      const box = page.getByLabel(ui.subscribeLabel, { exact: true });
      // Seen, not only read out: a label clipped for screen readers alone is a pixel wide.
      const label = await page.locator('label[for="subscribe-email"]').boundingBox();
      expect(label?.width ?? 0).toBeGreaterThan(20);
      await box.fill('buyer@example.com');
      await box.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('P');
      if (ui.subscribed) expect(await focusedText(page)).toBe(ui.subscribed);
      await expect(page.getByRole('button', { name: ui.subscribe })).toBeEnabled();
    });

    test.describe('signing in', () => {
      test.use({ expectedHttpErrors: [401, 404] });
      test('a refused password keeps focus on the password, which says why', async ({ page, baseURL }) => {
        if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
        // The server's refusal, given by the test: a real one would count against the sign-in limits.
        await page.route('**/api/login', (route) =>
          route.fulfill({
            status: 401,
            json: { success: false, message: 'Invalid username or password', code: 'loginRejected' },
          }),
        );
        await page.goto('/login');
        await page.getByLabel(ui.username).fill('someone');
        const password = page.getByLabel(ui.password, { exact: true });
        await password.fill('not-the-password');
        await password.press('Enter');
        const alert = page.getByRole('alert').filter({ hasText: /\S/ });
        await expect(alert).toBeVisible();
        await expect(password).toBeFocused();
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        const described = await password.getAttribute('aria-describedby');
        expect(described?.split(' ')).toContain(await alert.getAttribute('id'));
      });
    });

    test('a row’s status button keeps focus while the table loads again', async ({
      page,
      request,
      baseURL,
    }) => {
      await signedIn(page, request, baseURL, ui.code);
      const name = 'Fahad Focus';
      const item = {
        id: 424242,
        firstName: 'Fahad',
        lastName: 'Focus',
        email: 'fahad@example.com',
        phone: '',
        subject: 'Prices',
        message: 'Please send prices.',
        inquiryType: 'quote',
        read: false,
        created_at: new Date().toISOString(),
      };
      await page.route('**/api/contact-messages?*', (route) =>
        route.fulfill({ json: [item], headers: { 'X-Total-Count': '1' } }),
      );
      await page.route('**/api/contact-messages/424242', (route) =>
        route.fulfill({
          json: { success: true, message: 'Message marked as read', code: 'contactMarkedRead' },
        }),
      );
      await page.route(/\/api\/news\/\d+$/, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              json: { success: true, message: 'News item deactivated successfully', code: 'newsDeactivated' },
            })
          : route.fallback(),
      );

      await page.goto('/admin/messages');
      const mark = page.getByRole('button', { name: ui.markRead(name) });
      await mark.press('Enter');
      await expect(mark).toBeEnabled();
      await expect(mark).toBeFocused();

      await page.goto('/admin/news');
      const eye = page.getByRole('button', { name: ui.deactivate }).first();
      const label = await eye.getAttribute('aria-label');
      const reloaded = page.waitForResponse('**/api/admin/news?*');
      await eye.press('Enter');
      await reloaded;
      const same = page.getByRole('button', { name: label ?? '', exact: true });
      await expect(same).toBeEnabled();
      await expect(same).toBeFocused();
    });

    test('clearing the branch filters puts focus on the count of branches shown', async ({
      page,
      baseURL,
    }) => {
      if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
      await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
      );
      await page.goto(`${ui.prefix}/branches?country=yemen`);
      await page.getByRole('link', { name: ui.clearFilters }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${ui.prefix}/branches$`));
      await expect.poll(() => focusedText(page)).toMatch(ui.allBranches);
    });

    test.describe('with the page’s scripts still on their way', () => {
      // The first page's scripts fail to arrive, as on a link that drops them: Chromium logs each.
      test.use({ allowConsoleErrors: /net::ERR_FAILED/ });

      test('a link followed by the browser ends where the scripted link would', async ({ page, baseURL }) => {
        if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
        await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
        );
        /** Opens a page whose scripts never come, so its links are followed as full page loads. */
        const openWithoutScripts = async (path: string) => {
          await page.route('**/*.js', (route) => route.abort());
          await page.goto(path);
          await page.unroute('**/*.js');
        };
        await openWithoutScripts(`${ui.prefix}/branches?country=yemen`);
        await page.getByRole('link', { name: ui.clearFilters }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`${ui.prefix}/branches$`));
        await expect.poll(() => focusedText(page)).toMatch(ui.allBranches);

        await openWithoutScripts(`${ui.prefix}/branches`);
        await page.getByRole('link', { name: ui.yemen, exact: true }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`${ui.prefix}/branches\\?country=yemen$`));
        await expect.poll(() => focusedText(page)).toBe(ui.yemen);

        // Another page: its heading, as after any link the page's scripts follow.
        await openWithoutScripts(`${ui.prefix}/branches`);
        await page
          .getByRole('navigation', { name: ui.mainNav })
          .getByRole('link', { name: ui.about, exact: true })
          .press('Enter');
        await expect(page).toHaveURL(new RegExp(`${ui.prefix}/about$`));
        await expect(page.getByRole('heading', { level: 1, name: ui.aboutHeading })).toBeFocused();
      });
    });

    test('a verification run keeps focus on its buttons and then on its outcome', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      if (ui.code === 'ar') await returnAsArabicVisitor(page, baseURL ?? '');
      await page.goto(`${ui.prefix}/seo-verification`);
      const run = page.getByRole('button', { name: ui.run });
      // It can be pressed once the page's scripts run, and looks so until then.
      await expect(run).toBeEnabled();
      await run.press('Enter');
      await expect.poll(() => focusedText(page)).not.toBe('(the page)');
      await expect.poll(() => focusedText(page), { timeout: 100_000 }).toMatch(ui.checked);
    });

    test('Enter in a news item’s title says the file is missing and goes to it', async ({
      page,
      request,
      baseURL,
    }) => {
      await signedIn(page, request, baseURL, ui.code);
      await page.goto('/admin/news/create');
      const title = page.getByLabel(ui.title, { exact: true });
      const file = page.getByLabel(ui.imageFile, { exact: true });
      // Both must be given: marked so beside their labels, and for assistive technology.
      for (const field of [title, file]) await expect(field).toHaveAttribute('required', '');
      for (const label of [ui.title, ui.imageFile])
        await expect(page.locator('label', { hasText: label }).locator('+ span')).toHaveText('*');
      await title.fill('New factory line');
      await title.press('Enter');
      await expect(file).toBeFocused();
      await expect(file).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: ui.oneToCorrect })).toBeAttached();
      await expect(page.getByRole('button', { name: ui.createNews })).toBeEnabled();
    });
  });
}
