import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const problems: string[] = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
await page.exposeFunction('reportViolation', (v: string) => problems.push(`csp: ${v}`));
await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => (window as any).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)));
const res = await page.goto(process.argv[2] ?? 'http://127.0.0.1:4717/api/reference', { waitUntil: 'networkidle' });
console.log('status', res?.status(), res?.headers()['content-security-policy']);
await page.waitForSelector('.opblock', { timeout: 20000 });
console.log('operations shown:', await page.locator('.opblock').count());
// Open one operation and try it out, to exercise the "Try it out" request too.
await page.locator('.opblock-summary-path', { hasText: /^\/api\/health$/ }).first().click();
await page.getByRole('button', { name: 'Try it out' }).click();
await page.getByRole('button', { name: 'Execute' }).click();
await page.waitForSelector('.live-responses-table .response-col_status', { timeout: 10000 });
console.log('try-it-out status:', (await page.locator('.live-responses-table .response .response-col_status').first().textContent())?.trim());
// A schema with the models expanded, the upload form's file parts
await page.locator('.opblock-summary-path', { hasText: /^\/api\/news\/video-upload$/ }).first().click();
await page.waitForTimeout(500);
console.log('upload shows multipart:', await page.locator('text=multipart/form-data').count());
await page.screenshot({ path: '/tmp/apiref/reference.png', fullPage: false });
console.log('problems:', problems);
await browser.close();
