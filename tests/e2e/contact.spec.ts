import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { admin, apiToken } from './accounts';
import { deleteRow, notice } from './admin-table';
import { expect, test } from './fixtures';
import { pageScriptsRunning } from './page-scripts';

/**
 * The contact page in English and Arabic: its details and form, a message sent without leaving the
 * page (the banner until the next message is typed, the form empty again), the same form posted with scripts off,
 * a failed send that keeps what was typed, and the message read and deleted by an administrator.
 */

const words = {
  en: {
    path: '/contact',
    title: 'Contact Us',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone (optional)',
    type: 'Inquiry Type',
    subject: 'Subject',
    message: 'Message',
    quote: 'Request a quote',
    send: 'Send Message',
    sending: 'Sending...',
    tryAgain: 'Try again',
    invalidEmail: 'Invalid email address',
    sent: 'Message sent successfully! We will get back to you soon.',
    hours: 'Sunday to Thursday, 7am – 6pm',
  },
  ar: {
    path: '/ar/contact',
    title: 'تواصل معنا',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال (اختياري)',
    type: 'نوع الاستفسار',
    subject: 'الموضوع',
    message: 'الرسالة',
    quote: 'طلب عرض سعر',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال…',
    tryAgain: 'إعادة المحاولة',
    invalidEmail: 'عنوان البريد الإلكتروني غير صالح',
    sent: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريبًا.',
    hours: 'الأحد – الخميس، 7:00 ص – 6:00 م',
  },
} as const;
type Language = keyof typeof words;

/** The map is Google's; the test machine is offline, so its frame gets an empty page instead. */
async function stubMap(page: Page) {
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
}

/** A message with a sender no other test uses, so its row is found by name. */
function aMessage(tag: string) {
  const unique = `${tag}${Date.now().toString(36)}`;
  return {
    firstName: 'Fahad',
    lastName: unique,
    name: `Fahad ${unique}`,
    email: 'fahad@example.com',
    phone: '+966 50 000 0000',
    subject: `CPVC pipes ${unique}`,
    message: 'Please send prices for 200 m of 2-inch CPVC pipe delivered to Riyadh.',
  };
}
type Message = ReturnType<typeof aMessage>;

async function fillForm(page: Page, language: Language, message: Message) {
  const w = words[language];
  await page.getByLabel(w.firstName, { exact: true }).fill(message.firstName);
  await page.getByLabel(w.lastName, { exact: true }).fill(message.lastName);
  await page.getByLabel(w.email, { exact: true }).fill(message.email);
  await page.getByLabel(w.phone, { exact: true }).fill(message.phone);
  await page.getByLabel(w.type, { exact: true }).selectOption({ label: w.quote });
  await page.getByLabel(w.subject, { exact: true }).fill(message.subject);
  await page.getByLabel(w.message, { exact: true }).fill(message.message);
}

async function expectFormHolds(page: Page, language: Language, message: Message | null) {
  const w = words[language];
  await expect(page.getByLabel(w.firstName, { exact: true })).toHaveValue(message?.firstName ?? '');
  await expect(page.getByLabel(w.lastName, { exact: true })).toHaveValue(message?.lastName ?? '');
  await expect(page.getByLabel(w.email, { exact: true })).toHaveValue(message?.email ?? '');
  await expect(page.getByLabel(w.phone, { exact: true })).toHaveValue(message?.phone ?? '');
  await expect(page.getByLabel(w.type, { exact: true })).toHaveValue(message ? 'quote' : '');
  await expect(page.getByLabel(w.subject, { exact: true })).toHaveValue(message?.subject ?? '');
  await expect(page.getByLabel(w.message, { exact: true })).toHaveValue(message?.message ?? '');
}

/** The administrator's inbox (in English), signed in with the API's token where the portal keeps it. */
async function openInbox(page: Page, request: APIRequestContext) {
  const token = await apiToken(request, admin.username, admin.password);
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible();
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test(`${language}: the page shows the contact details, the map and the form`, async ({ page }) => {
    await stubMap(page);
    await page.goto(w.path);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('main a[href="tel:+966110000000"]')).toHaveText('+966 11 000 0000');
    await expect(page.locator('main a[href="tel:+966110000001"]')).toHaveText('+966 11 000 0001');
    await expect(page.locator('main a[href="mailto:info@example.com"]')).toHaveText('info@example.com');
    await expect(page.locator('main').getByText(w.hours)).toBeVisible();
    await expect(page.locator('main iframe')).toHaveAttribute(
      'src',
      /^https:\/\/maps\.google\.com\/maps\?q=/,
    );
    const types = page.getByLabel(w.type, { exact: true }).locator('option');
    await expect(types).toHaveCount(6);
    await expect(types.first()).toHaveAttribute('value', '');
    await expect(page.getByRole('button', { name: w.send })).toBeEnabled();
  });

  test(`${language}: a sent message shows the banner until the next is typed, empties the form, and reaches the inbox`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await stubMap(page);
    await page.clock.install();
    await page.goto(w.path);
    const message = aMessage(language);
    await fillForm(page, language, message);
    // Typed before the scripts ran, the message is theirs to send once they do (before, the form
    // posts as a page load, with no busy button to see).
    await pageScriptsRunning(page);
    // The answer is held back a moment, so the busy button can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('button', { name: w.sending })).toBeDisabled();
    const banner = page.getByText(w.sent);
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(w.path);
    await expectFormHolds(page, language, null);
    // However long the visitor takes to read it, until they start the next message.
    await page.clock.runFor(60_000);
    await expect(banner).toBeVisible();
    await page.getByLabel(w.firstName, { exact: true }).fill('Noura');
    await expect(banner).toBeHidden();

    await openInbox(page, request);
    // Searched by the sender's surname, the message is the one row, whatever else the inbox holds.
    await page.getByRole('searchbox', { name: 'Search messages' }).fill(message.lastName);
    await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
    await expect(page).toHaveURL(`/admin/messages?q=${message.lastName}`);
    await expect(page.getByText('1 message found')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: message.name });
    await expect(row).toContainText('New');
    await expect(row).toContainText(message.subject);
    await expect(row).toContainText('Request a quote');
    await row.getByText(message.subject).click();
    await expect(row.getByText(message.message)).toBeVisible();
    await row.getByRole('button', { name: `Mark the message from ${message.name} as read` }).click();
    await expect(notice(page, 'Message marked as read')).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Mark the message from ${message.name} as unread` }),
    ).toBeEnabled();
    await expect(row).not.toContainText('New');
    await deleteRow(page, message.name, {
      dialog: 'Delete message',
      deleted: 'Message deleted successfully',
    });
  });

  test(`${language}: with scripts off the form is posted and the page shows the banner`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await stubMap(page);
    await page.goto(w.path);
    const message = aMessage(`nojs${language}`);
    await fillForm(page, language, message);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL(`${w.path}?sent=1`, { timeout: 20_000 });
    await expect(page.getByText(w.sent)).toBeVisible();
    await context.close();

    const token = await apiToken(request, admin.username, admin.password);
    const listed = await request.get('/api/contact-messages', {
      params: { q: message.lastName },
      headers: { Authorization: `Bearer ${token}` },
    });
    const sent = ((await listed.json()) as Array<{ id: number; lastName: string; inquiryType: string }>).find(
      (m) => m.lastName === message.lastName,
    );
    expect(sent?.inquiryType).toBe('quote');
    await request.delete(`/api/contact-messages/${sent?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  });

  test(`${language}: no sideways scrolling on a 375 px phone`, async ({ page }) => {
    await stubMap(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(w.path);
    await page.getByRole('button', { name: w.send }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
  });
}

test('what was typed before the page’s scripts ran is kept and sent with the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await stubMap(page);
  // The scripts arrive late, as on a slow phone network.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const message = aMessage('early');
  await page.getByLabel('First Name', { exact: true }).fill(message.firstName);
  await page.getByLabel('Inquiry Type', { exact: true }).selectOption('quote');
  // The scripts are in charge once the menu's toggle, disabled until they run, answers; the
  // language's messages come after the page's load event, so that event is not the sign.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products menu' }),
  ).toBeEnabled({ timeout: 20_000 });
  await page.getByLabel('Last Name', { exact: true }).fill(message.lastName);
  await page.getByLabel('Email', { exact: true }).fill(message.email);
  await page.getByLabel('Subject', { exact: true }).fill(message.subject);
  await page.getByLabel('Message', { exact: true }).fill(message.message);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue(message.firstName);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(words.en.sent)).toBeVisible();
  // Sent by the page's script, not posted as a plain form.
  await expect(page).toHaveURL('/contact');

  const token = await apiToken(request, admin.username, admin.password);
  const listed = await request.get('/api/contact-messages', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const stored = (
    (await listed.json()) as Array<{ id: number; firstName: string; lastName: string; inquiryType: string }>
  ).find((m) => m.lastName === message.lastName);
  expect(stored).toMatchObject({ firstName: message.firstName, inquiryType: 'quote' });
  await request.delete(`/api/contact-messages/${stored?.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
});

test.describe('a send that fails', () => {
  // The refused connection is logged by the browser.
  test.use({ allowConsoleErrors: /net::ERR_FAILED/ });

  test('keeps what was typed and offers a retry that sends it', async ({ page, request }) => {
    test.setTimeout(60_000);
    await stubMap(page);
    await page.goto('/contact');
    const message = aMessage('retry');
    await fillForm(page, 'en', message);
    // A failed request is the scripts' to report: before them, the form posts as a page load.
    await pageScriptsRunning(page);
    await page.route('**/api/contact', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.locator('main form [role="alert"]');
    await expect(alert).toContainText('Network error - please check your connection');
    await expectFormHolds(page, 'en', message);

    await page.unroute('**/api/contact');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(words.en.sent)).toBeVisible();
    await expect(alert).toBeHidden();
    await expectFormHolds(page, 'en', null);

    const token = await apiToken(request, admin.username, admin.password);
    const listed = await request.get('/api/contact-messages', {
      params: { q: message.lastName },
      headers: { Authorization: `Bearer ${token}` },
    });
    const stored = ((await listed.json()) as Array<{ id: number; lastName: string }>).filter(
      (m) => m.lastName === message.lastName,
    );
    expect(stored).toHaveLength(1);
    await request.delete(`/api/contact-messages/${stored[0]?.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  });
});

test.describe('with scripts off, a message the server refuses', () => {
  // The page comes back as the answer to the refused post, with its status.
  test.use({ javaScriptEnabled: false, expectedHttpErrors: [400] });

  for (const language of ['en', 'ar'] as const) {
    const w = words[language];
    test(`${language}: comes back with everything typed and why, and Try again sends it`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      await stubMap(page);
      await page.goto(w.path);
      // The browser's own check takes this address; the server's stricter one does not.
      const message = {
        ...aMessage(`refused${language}`),
        email: 'fahad@example',
        message:
          language === 'ar'
            ? 'نرجو إرسال أسعار 200 متر من أنابيب CPVC مقاس 2 بوصة مع التوصيل إلى الرياض.'
            : 'Please send prices for 200 m of 2-inch CPVC pipe delivered to Riyadh.',
      };
      await fillForm(page, language, message);
      await page.getByRole('button', { name: w.send }).click();

      await expect(page.getByRole('alert')).toContainText(w.invalidEmail);
      await expectFormHolds(page, language, message);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // Corrected, the form is sent again by the button that offers it.
      await page.getByLabel(w.email, { exact: true }).fill('fahad@example.com');
      await page.getByRole('button', { name: w.tryAgain }).click();
      await expect(page).toHaveURL(`${w.path}?sent=1`, { timeout: 20_000 });
      await expect(page.getByText(w.sent)).toBeVisible();

      const token = await apiToken(request, admin.username, admin.password);
      const headers = { Authorization: `Bearer ${token}` };
      const listed = await request.get('/api/contact-messages', { headers });
      const sent = ((await listed.json()) as Array<{ id: number; lastName: string; message: string }>).find(
        (m) => m.lastName === message.lastName,
      );
      expect(sent?.message).toBe(message.message);
      await request.delete(`/api/contact-messages/${sent?.id}`, { headers });
    });
  }
});
