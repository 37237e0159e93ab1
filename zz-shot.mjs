import { chromium } from '@playwright/test';

const base = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console', m.text());
});
const r = await page.request.post(base + '/api/login', {
  data: { username: 'admin', password: 'e2e-admin-password-0001' },
});
const { token } = await r.json();
await page.addInitScript((t) => localStorage.setItem('token', t), token);
await page.goto(base + '/admin/products?q=pipe&sort=-name');
await page.getByRole('table').waitFor();
await page.getByLabel('Choose every row of this page').check();
await page.screenshot({ path: '/tmp/exp/admin-products.png' });
console.log(page.url());
await page.getByRole('button', { name: /^Name/ }).click();
await page.waitForTimeout(800);
console.log(page.url(), await page.locator('[aria-live=polite]').first().textContent());
await page
  .getByRole('button', { name: 'Next page' })
  .click()
  .catch(() => {});
await page.goto(base + '/admin/products?page=2');
await page.getByRole('table').waitFor();
await page
  .getByLabel(/^Choose /)
  .nth(1)
  .check();
await page
  .getByLabel(/^Choose /)
  .nth(2)
  .check();
await page.getByRole('button', { name: 'Delete the products chosen' }).click();
await page.screenshot({ path: '/tmp/exp/admin-products-confirm.png' });
await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
await page.waitForTimeout(1000);
console.log(
  await page.locator('[aria-live=polite]').first().textContent(),
  await page.evaluate(() => document.activeElement?.tagName),
);
await page.evaluate(() => localStorage.setItem('language', 'ar'));
await page.setViewportSize({ width: 390, height: 800 });
await page.goto(base + '/admin/products?page=2');
await page.getByRole('table').waitFor();
await page
  .getByLabel(/^اختيار /)
  .nth(1)
  .check();
await page.screenshot({ path: '/tmp/exp/admin-products-ar.png', fullPage: false });
await browser.close();
