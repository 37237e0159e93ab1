import { admin, createAccount, openPortalInArabic, signIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('signing in to the admin portal', () => {
  test('a signed-out visitor to /admin/users lands on /login and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fusers/);
    await signIn(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('status').filter({ hasText: 'Login Successful' })).toBeVisible();
    await expect(page.getByRole('cell', { name: admin.username, exact: true })).toBeVisible();
  });

  test.describe('with a refused sign-in', () => {
    test.use({ expectedHttpErrors: [401] });

    test('the login form names missing fields and shows the server’s refusal above the form', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await signIn(page, 'nobody-here', 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  test('an account with the user role lands on /admin-forbidden from an admin page', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'user');
    await page.goto('/login?redirect=/admin/users');
    await signIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/admin-forbidden$/);
    await expect(page.getByText('This page is restricted to administrators only.')).toBeVisible();
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Test user' })).toBeVisible();
  });

  test('logging out revokes the token on the server', async ({ page, request }) => {
    await page.goto('/login');
    await signIn(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Logged Out' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect
      .poll(async () =>
        (await request.get('/api/verify-token', { headers: { Authorization: `Bearer ${token}` } })).json(),
      )
      .toMatchObject({ success: false });
  });
});

test.describe('managing users', () => {
  test('an administrator creates a user, changes its role in the table, then deletes it', async ({
    page,
  }) => {
    const username = `clerk${Date.now().toString(36)}`;
    await page.goto('/login?redirect=/admin/users/create');
    await signIn(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { name: 'Create New User' })).toBeVisible();

    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret-77');
    await page.getByLabel('Confirm Password').fill('secret-78');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('secret-77');
    await page.getByLabel('Full Name').fill('Sara Al-Qahtani');
    await page.getByLabel('Email').fill('sara@example.com');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User Created' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users$/);

    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Sara Al-Qahtani');
    await expect(row).toContainText('User');
    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Admin');

    // The table searches and sorts on the server, and keeps its view in the address for a reload.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`${username} al-qahtani`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${username}(\\+|%20)al-qahtani$`));
    await expect(page.getByText('1 user found')).toBeVisible();
    await page.getByRole('button', { name: /^Username/ }).click();
    await expect(page).toHaveURL(/sort=username/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(`${username} al-qahtani`);
    await expect(page.getByRole('columnheader', { name: /^Username/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: `Delete ${username}` }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User Deleted' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  });

  test.describe('in Arabic', () => {
    // The taken username is refused with 409, which the browser reports in its console.
    test.use({ expectedHttpErrors: [404, 409] });

    test('the portal works in Arabic, right-to-left, with Arabic validation messages', async ({
      page,
      request,
    }) => {
      await openPortalInArabic(page, request, '/admin/users/create');
      await expect(page.getByRole('heading', { name: 'إنشاء مستخدم جديد' })).toBeVisible();
      await page.getByRole('button', { name: 'إنشاء المستخدم' }).click();
      await expect(page.getByText('يجب ألا يقل اسم المستخدم عن 3 أحرف')).toBeVisible();
      // A rule only the server can check (the name is taken) comes back as a code and reads in Arabic.
      await page.getByLabel('اسم المستخدم').fill(admin.username);
      await page.getByLabel('كلمة المرور', { exact: true }).fill('a-long-enough-password');
      await page.getByLabel('تأكيد كلمة المرور').fill('a-long-enough-password');
      await page.getByLabel('الاسم الكامل').fill('مدير ثان');
      await page.getByLabel('البريد الإلكتروني').fill('second-admin@example.com');
      await page.getByRole('button', { name: 'إنشاء المستخدم' }).click();
      await expect(page.getByText('اسم المستخدم هذا محجوز لحساب آخر')).toBeVisible();
      await expect(page.getByText('That username is already taken')).toHaveCount(0);
    });
  });

  test('dark mode switches the portal’s theme and is remembered after saving', async ({ page }) => {
    await page.goto('/login?redirect=/admin/settings');
    await signIn(page, admin.username, admin.password);
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(darkMode).toHaveAttribute('aria-checked', 'false');
    await darkMode.click();
    await expect(page.locator('.dark')).toHaveCount(1);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Settings Saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.dark')).toHaveCount(1);
  });
});

test('the login, admin and not-found pages tell search engines not to index them', async ({ page }) => {
  for (const path of ['/login', '/admin-forbidden', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Login \| /);
});
