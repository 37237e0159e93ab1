import sharp from 'sharp';
import { admin, apiToken, openPortalInArabic, signIn } from './accounts';
import { deleteRow, notice } from './admin-table';
import { expect, test } from './fixtures';

/** A small real PNG: the server checks an upload's bytes, not its name. */
function pngImage(colour: string) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

const category = 'orange-pipes';

test.describe('managing the catalogue', () => {
  test('an administrator publishes a product with its image and Arabic text, visitors find it in both languages, then it is edited and deleted', async ({
    page,
  }) => {
    test.slow();
    // Without an `x`: in Arabic text the site keeps a size such as `1x4` in reading order (a
    // left-to-right isolate around it), which a stamp like `mx1x4bzq` would otherwise become.
    const stamp = Date.now().toString(36).replaceAll('x', 'y');
    const name = `Orange drain pipe ${stamp}`;
    const description = 'Heavy orange PVC pipe for underground drainage and sewage lines.';
    const arabicName = `أنبوب صرف برتقالي ${stamp}`;
    const arabicDescription = 'أنبوب PVC برتقالي متين لخطوط الصرف والمجاري تحت الأرض.';

    await test.step('the administrator fills in the create form in English and Arabic', async () => {
      await page.goto('/login?redirect=/admin/products/create');
      await signIn(page, admin.username, admin.password);
      await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();

      await page.getByRole('button', { name: 'Create Product' }).click();
      await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
      await expect(page.getByText('Description must be at least 10 characters')).toBeVisible();
      await expect(page.getByText('Please upload a product image')).toBeVisible();

      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Category').selectOption(category);
      await page.getByLabel('Description', { exact: true }).fill(description);
      await page.getByLabel('Features', { exact: true }).fill('Corrosion resistant\n\n  UV stabilised  ');
      await page.getByLabel('Product image').setInputFiles({
        name: 'pipe.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(page.getByText('Please upload an image file (JPEG, PNG, etc.)')).toBeVisible();
      await page.getByLabel('Product image').setInputFiles({
        name: 'orange-pipe.png',
        mimeType: 'image/png',
        buffer: await pngImage('#f97316'),
      });
      await expect(page.getByRole('img', { name: 'Preview of orange-pipe.png' })).toBeVisible();

      // The tabs are a tablist: the arrow keys move between them.
      const englishTab = page.getByRole('tab', { name: 'English' });
      const arabicTab = page.getByRole('tab', { name: 'Arabic' });
      await englishTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
      await expect(arabicTab).toBeFocused();
      const arabicPanel = page.getByRole('tabpanel', { name: 'Arabic' });
      await expect(arabicPanel).toHaveAttribute('dir', 'rtl');
      await expect(arabicPanel).toHaveAttribute('lang', 'ar');
      await expect(arabicPanel.getByText(name)).toBeVisible(); // the English source beside the field
      await arabicPanel.getByLabel('Arabic name').fill(arabicName);
      await arabicPanel.getByLabel('Arabic description').fill(arabicDescription);
      await arabicPanel.getByLabel('Arabic features').fill('مقاوم للتآكل\nمثبّت ضد الأشعة فوق البنفسجية');
      await arabicPanel.getByRole('button', { name: 'Return to English Tab' }).click();
      await expect(englishTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    });

    let productId = '';
    await test.step('creating saves the product with its Arabic translation', async () => {
      await page.getByRole('button', { name: 'Create Product' }).click();
      await expect(notice(page, 'Product Created')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/products$/);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(description);
      await expect(row.getByRole('img', { name })).toBeVisible();
      await expect(row).not.toContainText('Arabic missing');
      const view = row.getByRole('link', { name: `View ${name} (opens in a new tab)` });
      await expect(view).toHaveAttribute('target', '_blank');
      const href = (await view.getAttribute('href')) ?? '';
      productId = /^\/products\/(\d+)$/.exec(href)?.[1] ?? '';
      expect(productId, `the View link ${href}`).not.toBe('');
    });

    await test.step('a visitor finds it under its category in English, then in Arabic, right-to-left', async () => {
      await page.goto(`/products?category=${category}`);
      // The card's link is the product's name, described by its text; its picture is shown, and
      // silent, since the name beside it is read already.
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveText(name);
      await expect(link).toHaveAccessibleDescription(description);
      const card = page.getByRole('listitem').filter({ has: link });
      await expect(card).toContainText(description);
      await expect(card.locator('img')).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('alt', '');

      await page.getByRole('link', { name: 'العربية' }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/products\\?category=${category}$`));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      const arabicHeading = page.getByRole('heading', { name: arabicName });
      // The switch shows the Arabic list at once, and the page rendered afresh by the server agrees.
      await expect(arabicHeading, 'the Arabic name right after the language switch').toBeVisible();
      await page.reload();
      await expect(arabicHeading).toBeVisible();
      await expect(arabicHeading).toHaveCSS('direction', 'rtl');
      await expect(arabicHeading.getByRole('link')).toHaveAccessibleDescription(arabicDescription);
      const arabicCard = page.getByRole('listitem').filter({ has: arabicHeading });
      await expect(arabicCard).toContainText(arabicDescription);
      await expect(arabicCard.getByText(arabicDescription)).toHaveCSS('direction', 'rtl');
      await expect(page.getByRole('heading', { name })).toHaveCount(0);

      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+/products\\?category=${category}$`));
    });

    const renamed = `${name} v2`;
    await test.step('the administrator replaces the image and renames the product', async () => {
      await page.goto(`/admin/products/edit/${productId}`);
      await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
      await expect(page.getByLabel('Category')).toHaveValue(category);
      await expect(page.getByLabel('Features', { exact: true })).toHaveValue(
        'Corrosion resistant\nUV stabilised',
      );
      const before = await page.getByLabel('Image URL').inputValue();

      await page.getByLabel('Replace image').setInputFiles({
        name: 'blue-pipe.png',
        mimeType: 'image/png',
        buffer: await pngImage('#1d4ed8'),
      });
      await expect(notice(page, 'Image Replaced')).toBeVisible();
      await expect(page.getByLabel('Image URL')).not.toHaveValue(before);

      await page.getByRole('tab', { name: 'Arabic' }).click();
      await expect(page.getByLabel('Arabic name')).toHaveValue(arabicName);
      await page.getByRole('tab', { name: 'English' }).click();
      await page.getByLabel('Name', { exact: true }).fill('ab');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
      await page.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notice(page, 'Product Updated')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/products$/);
      const row = page.getByRole('row').filter({ hasText: renamed });
      await expect(row).toBeVisible();
      // The English text changed after the Arabic one: translators see it needs a look.
      await expect(row).toContainText('Arabic outdated');
    });

    await test.step('the administrator deletes it, and its page is gone', async () => {
      await deleteRow(page, renamed, { dialog: 'Delete product', deleted: 'Product Deleted' });

      const response = await page.goto(`/products/${productId}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    });
  });

  test("the editor says 'Product Not Found' for an id that names no product", async ({ page }) => {
    await page.goto('/login?redirect=/admin/products/edit/not-a-number');
    await signIn(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid product ID' })).toBeVisible();

    await page.goto('/admin/products/edit/999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  });

  test('the product form works in Arabic, right-to-left, with Arabic messages and mirrored tab keys', async ({
    page,
    request,
  }) => {
    await openPortalInArabic(page, request, '/admin/products');
    await expect(page.getByRole('heading', { name: 'المنتجات', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'إنشاء منتج' }).click();
    await expect(page.getByRole('heading', { name: 'إنشاء منتج' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء منتج' }).click();
    await expect(page.getByText('يجب ألا يقل الاسم عن 3 أحرف')).toBeVisible();
    await expect(page.getByText('يرجى رفع صورة للمنتج')).toBeVisible();

    // Right-to-left, the next tab is to the left.
    const englishTab = page.getByRole('tab', { name: /^الإنجليزية/ });
    const arabicTab = page.getByRole('tab', { name: /^العربية/ });
    await englishTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'العودة إلى التبويب الإنجليزي' }).click();
    await expect(englishTab).toHaveAttribute('aria-selected', 'true');
  });

  test('the products table searches, sorts and keeps to one publishing status on the server, keeps its view in the address, and makes drafts of, publishes and deletes the rows chosen together', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const token = await apiToken(request, admin.username, admin.password);
    const names = [`Zeta coupler ${stamp}`, `Alpha coupler ${stamp}`];
    for (const name of names) {
      const created = await request.post('/api/products/upload', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          name,
          category,
          description: 'PVC coupler for joining two drain pipes of the same size.',
          image: { name: 'coupler.png', mimeType: 'image/png', buffer: await pngImage('#64748b') },
        },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto('/login?redirect=/admin/products');
    await signIn(page, admin.username, admin.password);
    // Newest first: the product created last is the first row.
    const rows = page.getByRole('table', { name: 'Products' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(names[1] ?? '');

    await page.getByRole('searchbox', { name: 'Search products' }).fill(`coupler ${stamp}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/products\\?q=coupler(\\+|%20)${stamp}$`));
    await expect(page.getByText('2 products found')).toBeVisible();
    await page.getByRole('button', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(1)).toContainText(names[1] ?? '');
    await expect(rows.nth(2)).toContainText(names[0] ?? '');

    // Back returns to the search as it was, best matches first.
    await page.goBack();
    await expect(page.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort', /./);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(`coupler ${stamp}`);

    // Both made drafts together: gone from the public search, kept in the table's drafts.
    const publicNames = async () =>
      (
        (await (await request.get(`/api/products?lang=en&q=coupler+${stamp}`)).json()) as { name: string }[]
      ).map((product) => product.name);
    expect((await publicNames()).sort()).toEqual([...names].sort());
    await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check();
    await page.getByRole('button', { name: 'Make the products chosen drafts' }).click();
    await expect(notice(page, 'The selected products were made drafts')).toBeVisible();
    await expect(rows.filter({ hasText: stamp }).filter({ hasText: 'Draft' })).toHaveCount(2);
    expect(await publicNames()).toEqual([]);
    await page.getByLabel('Publishing').selectOption('Drafts');
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.getByText('2 products found')).toBeVisible();
    await page.getByLabel('Publishing').selectOption('Published');
    await expect(page.getByText(`No products match “coupler ${stamp}”.`)).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Publishing')).toHaveValue('draft');
    await expect(page.getByText('2 products found')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check();
    await page.getByRole('button', { name: 'Publish the products chosen' }).click();
    await expect(notice(page, 'The selected products were published')).toBeVisible();
    // Kept to the drafts, the view has none left; the public search finds both again.
    await expect(page.getByText(`No products match “coupler ${stamp}”.`)).toBeVisible();
    expect((await publicNames()).sort()).toEqual([...names].sort());
    await page.getByLabel('Publishing').selectOption('All');
    await expect(page.getByText('2 products found')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Choose every row of this page' }).check();
    await page.getByRole('button', { name: 'Delete the products chosen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the products chosen' });
    await expect(dialog).toContainText('Delete the 2 products chosen');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'The selected products were deleted')).toBeVisible();
    await expect(page.getByText(`No products match “coupler ${stamp}”.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeFocused();
  });
});
