import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { admin, apiToken, openPortalInArabic, signIn } from './accounts';
import { notice } from './admin-table';
import { expect, test } from './fixtures';

/** A product made through the API for this test alone, so no other test's catalogue changes. */
async function createProduct(request: APIRequestContext, name: string) {
  const token = await apiToken(request, admin.username, admin.password);
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f97316' } })
    .png()
    .toBuffer();
  const response = await request.post('/api/products/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name,
      category: 'orange-pipes',
      description: 'A pipe made for the audit trail test.',
      features: '[]',
      applications: '[]',
      certifications: '[]',
      image: { name: 'pipe.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { productId } = (await response.json()) as { productId: number };
  return {
    id: productId,
    remove: () =>
      request.delete(`/api/products/${productId}`, { headers: { Authorization: `Bearer ${token}` } }),
  };
}

test.describe('the audit log', () => {
  test('an administrator renames a product, finds the change in its history, filters it and exports it; in Arabic it reads right-to-left', async ({
    page,
    request,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Audit pipe ${stamp}`;
    const renamed = `${name} PN20`;
    const product = await createProduct(request, name);

    await test.step('the administrator renames the product', async () => {
      await page.goto(`/login?redirect=/admin/products/edit/${product.id}`);
      await signIn(page, admin.username, admin.password);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
      await page.getByLabel('Name', { exact: true }).fill(renamed);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(notice(page, 'Product Updated')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/products$/);
    });

    const table = page.getByRole('table', { name: /events?, newest first/ });
    await test.step("the product's History link opens its events: who renamed it, from what to what", async () => {
      await page.getByRole('link', { name: `History of ${renamed}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/audit\\?entity=product&entityId=${product.id}$`));
      await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
      await expect(table).toHaveAccessibleName('2 events, newest first');
      const edited = table.getByRole('row').filter({ hasText: 'Product edited' });
      await expect(edited.getByRole('cell').nth(1)).toHaveText(admin.username);
      await expect(edited).toContainText(`Name: ${name} →changed to ${renamed}`);
      await expect(edited.getByRole('link', { name: renamed })).toHaveAttribute(
        'href',
        `/admin/products/edit/${product.id}`,
      );
      const time = edited.locator('time');
      expect(Date.parse((await time.getAttribute('datetime')) ?? '')).not.toBeNaN();
      await expect(page.getByLabel('Item', { exact: true })).toHaveValue('product');
    });

    await test.step('filtered by action, only its creation is left', async () => {
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Product created' });
      await expect(page).toHaveURL(/[?&]action=product\.created(&|$)/);
      await expect(table).toHaveAccessibleName('1 event, newest first');
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText('Product created');
      // Back to every action: the address steps back, and the page follows it.
      await page.goBack();
      await expect(page.getByLabel('Action', { exact: true })).toHaveValue('');
      await expect(table).toHaveAccessibleName('2 events, newest first');
      await page.goForward();
      await expect(table).toHaveAccessibleName('1 event, newest first');
    });

    await test.step('the export downloads the filtered events as a CSV file the server wrote', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.trimEnd().split('\r\n');
      expect(header).toBe('time,user_id,username,address,action,entity,entity_id,label,changes');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(`,product.created,product,${product.id},${name},`);
    });

    await test.step('in Arabic the page reads right-to-left, with the Arabic names of the actions', async () => {
      await openPortalInArabic(page, request, `/admin/audit?entity=product&entityId=${product.id}`);
      await expect(page.getByRole('heading', { name: 'سجل التدقيق', level: 1 })).toBeVisible();
      const arabicTable = page.getByRole('table', { name: /الأحدث أولًا/ });
      await expect(arabicTable).toHaveAccessibleName('حدثان، الأحدث أولًا');
      await expect(arabicTable.getByRole('row').filter({ hasText: 'تعديل منتج' })).toContainText(
        `الاسم: ${name} ←تغيّر إلى ${renamed}`,
      );
      await expect(arabicTable.getByRole('row').filter({ hasText: 'إنشاء منتج' })).toHaveCount(1);
      await expect(arabicTable).toHaveCSS('direction', 'rtl');
      await expect(
        page.getByLabel('الإجراء', { exact: true }).locator('option', { hasText: 'تعديل منتج' }),
      ).toHaveCount(1);
    });

    expect((await product.remove()).status()).toBe(200);
  });
});
