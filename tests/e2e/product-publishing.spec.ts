/**
 * A product prepared in advance: saved as a draft from the create form, it is nowhere a visitor or
 * a search engine can find it (its page, the catalogue, the search, the suggestions, the public API,
 * the sitemap) until it is published from its editor; meanwhile the portal lists it as a draft and
 * previews it.
 */
import sharp from 'sharp';
import { admin, signIn } from './accounts';
import { deleteRow, notice } from './admin-table';
import { expect, test } from './fixtures';

test('a product saved as a draft stays out of every public place until it is published', async ({
  page,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36).replaceAll('x', 'y');
  const name = `Stabi riser pipe ${stamp}`;
  const publicNames = async (query: string) =>
    ((await (await request.get(`/api/products?lang=en&${query}`)).json()) as { name: string }[]).map(
      (product) => product.name,
    );
  const suggested = async () =>
    (
      (await (await request.get(`/api/products/suggestions?q=${stamp}&lang=en`)).json()) as { name: string }[]
    ).map((product) => product.name);
  let id = '';

  await test.step('saved as a draft from the create form: the table lists it as a draft', async () => {
    await page.goto('/login?redirect=/admin/products/create');
    await signIn(page, admin.username, admin.password);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption('ppr-pipes');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Aluminium-layered PPR pipe for hot water risers.');
    await page.getByLabel('Product image').setInputFiles({
      name: 'stabi.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#16a34a' } })
        .png()
        .toBuffer(),
    });
    await page.getByRole('radio', { name: 'Save as a draft' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice(page, 'Product saved as a draft')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Draft');
    // Not public yet: the row offers its preview, not its public page.
    await expect(row.getByRole('link', { name: `View ${name} (opens in a new tab)` })).toHaveCount(0);
    const preview = row.getByRole('link', { name: `Preview ${name}` });
    id = /\/admin\/products\/preview\/(\d+)$/.exec((await preview.getAttribute('href')) ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
  });

  await test.step('no page, list, search, suggestion or sitemap names it', async () => {
    expect((await request.get(`/api/products/${id}?lang=en`)).status()).toBe(404);
    expect(await publicNames('per_page=100&category=ppr-pipes')).not.toContain(name);
    expect(await publicNames(`q=${stamp}`)).not.toContain(name);
    expect(await suggested()).not.toContain(name);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/products/${id}<`);
    const response = await page.goto(`/products/${id}`);
    expect(response?.status()).toBe(404);
  });

  await test.step('the preview shows its page as visitors will see it, marked as a preview', async () => {
    await page.goto('/admin/products');
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: `Preview ${name}` })
      .click();
    await expect(page).toHaveURL(`/admin/products/preview/${id}`);
    await expect(page.getByRole('note')).toContainText('Preview');
    await expect(page.locator('h1')).toHaveText(name);
  });

  await test.step('published from its editor, it is found everywhere a visitor looks', async () => {
    await page.goto(`/admin/products/edit/${id}`);
    await expect(page.getByRole('radio', { name: 'Save as a draft' })).toBeChecked();
    await page.getByRole('radio', { name: 'Publish now' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, 'Product Updated')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    expect((await request.get(`/api/products/${id}?lang=en`)).status()).toBe(200);
    expect(await publicNames(`q=${stamp}`)).toContain(name);
    expect(await suggested()).toContain(name);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/products/${id}<`);
    await page.goto(`/products/${id}`);
    await expect(page.locator('h1')).toHaveText(name);
    await page.goto('/admin/products');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Published');
    await expect(row.getByRole('link', { name: `View ${name} (opens in a new tab)` })).toBeVisible();
    await deleteRow(page, name, { dialog: 'Delete product', deleted: 'Product Deleted' });
  });
});
