import { expect, test } from './fixtures';

/** The entry script the home page starts (its assets, as its head names them for the browser's app). */
async function mainScript(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const assets = /<meta name="page-assets" content="([^"]+)"/.exec(html)?.[1];
  const src = assets
    ? (
        JSON.parse(assets.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { scripts: string[] }
      ).scripts.at(-1)
    : undefined;
  if (!src) throw new Error('The home page names no script');
  return src;
}

test.describe('how the server delivers the site', () => {
  test('pages, scripts and API answers arrive compressed for browsers that accept it', async ({
    request,
  }) => {
    const brotli = { 'accept-encoding': 'br, gzip' };
    const page = await request.get('/ar/products', { headers: brotli });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(await page.text()).toContain('<html lang="ar" dir="rtl"');

    const script = await request.get(await mainScript(request), { headers: brotli });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await request.get('/api/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(((await gzip.json()) as unknown[]).length).toBeGreaterThan(0);

    const plain = await request.get('/api/products', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('fonts and videos are kept for a week, the service worker is checked on every visit', async ({
    request,
  }) => {
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
    expect((await request.get('/videos/hero.webm')).headers()['cache-control']).toBe(
      'public, max-age=604800',
    );
    expect((await request.get('/images/share.jpg')).headers()['cache-control']).toBe(
      'public, max-age=604800',
    );
  });
});
