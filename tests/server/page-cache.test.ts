/**
 * The rendered-page cache as visitors and administrators see it: a public page is rendered once and
 * then sent as the same bytes, per address, until a write that may change it; admin and login pages
 * are rendered for every request; a browser holding the current copy gets 304.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import type { PageCacheLimits } from '../../src/server/rendering/page-cache';
import type { RenderFunction } from '../../src/server/rendering/renderer';
import { bearer, insertProduct, manualClock, startSignedInServer } from './helpers';
import { makeImage, multipart } from './multipart';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let app: App;
/** The address of every render, in order. */
let renders: string[];
afterEach(() => app.close());

async function start(pageCache: Partial<PageCacheLimits> = {}, clock = manualClock().clock, failures = 0) {
  renders = [];
  let toFail = failures;
  const counting: RenderFunction = (input) => {
    const url = new URL(input.request.url);
    renders.push(`${url.pathname}${url.search}`);
    if (toFail > 0) {
      toFail -= 1;
      return Promise.reject(new Error('renderer exploded'));
    }
    return render(input);
  };
  const started = await startSignedInServer({ pageCache, clock }, { renderer: { render: counting, assets } });
  app = started.app;
  return started.adminToken;
}

/** Whether a page shows `text`: a boolean, so that a failure does not print the whole page. */
const shows = (body: string, text: string) => body.includes(text);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

/** The headers a second request must repeat: all but the date. */
function headersOf(res: Awaited<ReturnType<typeof get>>) {
  const { date: _, ...headers } = res.headers;
  return headers;
}

describe('a cached public page', () => {
  it('is rendered once, then sent as the same bytes with the same headers, compressed or not', async () => {
    await start();
    const first = await get('/about');
    const second = await get('/about');
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{43}"$/);

    const brotli = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Cookie, accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).equals(first.rawPayload)).toBe(true);
    const gzip = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(first.rawPayload)).toBe(true);
    const refused = await get('/about', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toEqual(['/about']);
  });

  it('is kept per language, query and origin, each address its own page', async () => {
    await start();
    const addresses = [
      '/products',
      '/ar/products',
      '/products?category=ppr-pipes',
      '/products?category=upvc-pipes',
    ];
    const bodies = new Map<string, string>();
    for (const url of [...addresses, ...addresses]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      bodies.set(url, res.body);
    }
    expect(renders).toEqual(addresses);
    expect(bodies.get('/products')).toMatch(/<html lang="en"/);
    expect(bodies.get('/ar/products')).toMatch(/<html lang="ar"/);
    expect(shows(bodies.get('/products?category=ppr-pipes') ?? '', '<title>Products: PPR Pipes |')).toBe(
      true,
    );
    expect(shows(bodies.get('/products?category=upvc-pipes') ?? '', '<title>Products: UPVC Pipes |')).toBe(
      true,
    );

    // The canonical links name the origin the page was asked for on.
    const other = await get('/products', { host: '127.0.0.1:8080' });
    expect(shows(other.body, '<link rel="canonical" href="http://127.0.0.1:8080/products"')).toBe(true);
    expect(
      shows((await get('/products')).body, '<link rel="canonical" href="http://localhost:80/products"'),
    ).toBe(true);
  });

  it('never keeps the 404 of a product that does not exist: made-up ids would push real pages out', async () => {
    await start();
    for (let i = 0; i < 2; i += 1) {
      const res = await get('/products/424242');
      expect(res.statusCode).toBe(404);
      expect(shows(res.body, '<meta name="robots" content="noindex, nofollow"')).toBe(true);
    }
    expect(renders).toEqual(['/products/424242', '/products/424242']);
  });

  it('sends an address with a query its page does not read to the page’s own address, rendering nothing', async () => {
    await start({ maxEntries: 4 });
    const own = new Map([
      ['/products?utm_source=flyer', '/products'],
      ['/ar/products?category=ppr-pipes&utm_source=flyer', '/ar/products?category=ppr-pipes'],
      ['/products?category=garden-hoses', '/products'],
      ['/products?category=%20ppr-pipes%20', '/products?category=ppr-pipes'],
      ['/products?category=ppr-pipes&category=upvc-pipes', '/products'],
      ['/ar/about?x=1', '/ar/about'],
      ['/branches?sector=industrial&country=yemen&x=1', '/branches?country=yemen&sector=industrial'],
      ['/catalogs?error=%3Cscript%3E', '/catalogs?error=subscriptionFailed'],
      ['/contact?sent=1&utm_campaign=spring', '/contact?sent=1'],
    ]);
    for (const [asked, page] of own) {
      const res = await get(asked);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(page);
      // Not kept for ever: a page may come to read a parameter it does not read today.
      expect(res.headers['cache-control'], asked).toBe('public, max-age=86400');
      expect((await get(page)).statusCode, page).toBe(200);
    }
    // A flood of made-up campaign tags renders nothing and leaves the real pages kept.
    await get('/products');
    const before = renders.length;
    for (let n = 0; n < 50; n += 1) expect((await get(`/products?utm=${n}`)).statusCode).toBe(301);
    await get('/products');
    expect(renders.length).toBe(before);
  });

  it('renders a refused contact form’s page, holding what the visitor typed, for that visitor alone', async () => {
    await start();
    const address = '/contact?error=invalidEmail&firstName=Layla&email=layla%40';
    const first = await get(address);
    const second = await get(address);
    expect(first.statusCode).toBe(200);
    expect(shows(first.body, 'value="Layla"')).toBe(true);
    expect(second.statusCode).toBe(200);
    expect(renders).toEqual([address, address]);
  });

  it('still sends a visitor who chose the other language to the page in it', async () => {
    await start();
    await get('/products');
    const moved = await get('/products', { cookie: 'language=ar' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/ar/products');
    const choice = await get('/products?lang=ar');
    expect(choice.statusCode).toBe(303);
    expect(choice.headers['set-cookie']).toContain('language=ar');
  });

  it('answers HEAD with the headers alone', async () => {
    await start();
    const full = await get('/contact');
    const head = await app.inject({ method: 'HEAD', url: '/contact' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(renders).toEqual(['/contact']);
  });

  it('is rendered once for requests that arrive together', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/quality')));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(renders).toEqual(['/quality']);
  });

  it('is rendered again once older than its age limit (the footer shows the year)', async () => {
    const time = manualClock();
    await start({ maxAgeMs: 60_000 }, time.clock);
    await get('/branches');
    time.advance(59_000);
    await get('/branches');
    time.advance(1_000);
    await get('/branches');
    expect(renders).toEqual(['/branches', '/branches']);
  });
});

describe('pages that are never cached', () => {
  it('renders the login and admin pages, and paths that are no page, for every request', async () => {
    await start();
    for (const url of ['/login', '/admin/products', '/login?redirect=%2Fadmin-dashboard', '/no-such-page']) {
      await get(url);
      await get(url);
    }
    expect(renders).toEqual([
      '/login',
      '/login',
      '/admin/products',
      '/admin/products',
      '/login?redirect=%2Fadmin-dashboard',
      '/login?redirect=%2Fadmin-dashboard',
      '/no-such-page',
      '/no-such-page',
    ]);
  });

  it('does not keep the client-only shell sent when a render threw', async () => {
    await start({}, manualClock().clock, 1);
    const shell = await get('/about');
    expect(shell.statusCode).toBe(200);
    expect(shows(shell.body, '<h1')).toBe(false);
    const page = await get('/about');
    expect(shows(page.body, '<h1')).toBe(true);
    await get('/about');
    expect(renders).toEqual(['/about', '/about']);
  });

  it('does not keep a page rendered while the API was failing', async () => {
    await start();
    await app.db.schema.dropTable('news').execute();
    const failed = await get('/');
    expect(failed.statusCode).toBe(200);
    await get('/');
    expect(renders).toEqual(['/', '/']);
  });
});

describe('the cache after a write', () => {
  const edit = (name: string) => ({
    name,
    description: 'A pipe for hot and cold water.',
    features: [],
    applications: [],
    certifications: [],
    image: '/media/products/sample.jpg',
  });

  it('keeps searches apart: one asked again is not rendered again, and many never push the pages out', async () => {
    const token = await start({ maxEntries: 2 });
    await get('/about');
    await get('/products?q=ppr');
    await get('/products?q=ppr');
    for (const q of ['elbow', 'tee', 'valve', 'ppr']) await get(`/products?q=${q}`);
    await get('/about');
    // Two searches fit beside the pages: "ppr" was pushed out by the three after it.
    expect(renders).toEqual([
      '/about',
      '/products?q=ppr',
      '/products?q=elbow',
      '/products?q=tee',
      '/products?q=valve',
      '/products?q=ppr',
    ]);
    // A product added shows in the search at once.
    renders = [];
    const id = await insertProduct(app, { name: 'PPR Valve Extension 25 mm', category: 'ppr-pipes' });
    await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(token),
      payload: edit('PPR Valve Extension 25 mm'),
    });
    const found = await get('/products?q=valve');
    expect(renders).toEqual(['/products?q=valve']);
    expect(shows(found.body, 'PPR Valve Extension 25 mm')).toBe(true);
  });

  it('shows an edited product on its page and in both lists at the very next request', async () => {
    const token = await start();
    const id = await insertProduct(app, { name: 'PPR Pipe PN16', category: 'ppr-pipes' });
    const pages = [`/products/${id}`, `/ar/products/${id}`, '/products', '/ar/products'];
    for (const url of pages) expect(shows((await get(url)).body, 'PPR Pipe PN16'), url).toBe(true);

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(token),
      payload: edit('PPR Pipe PN25'),
    });
    expect(saved.statusCode).toBe(200);
    for (const url of pages) {
      const body = (await get(url)).body;
      expect(shows(body, 'PPR Pipe PN25'), url).toBe(true);
      expect(shows(body, 'PPR Pipe PN16'), url).toBe(false);
    }
  });

  it('answers 404 for a deleted product’s page and leaves it out of the lists', async () => {
    const token = await start();
    const id = await insertProduct(app, { name: 'UPVC Elbow 90', category: 'upvc-pipes' });
    expect((await get(`/products/${id}`)).statusCode).toBe(200);
    expect(shows((await get('/products')).body, 'UPVC Elbow 90')).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/products/${id}`)).statusCode).toBe(404);
    expect(shows((await get('/products')).body, 'UPVC Elbow 90')).toBe(false);
  });

  it('shows news on the home pages as soon as it is added, edited or hidden', async () => {
    const token = await start();
    const home = async () => `${(await get('/')).body}${(await get('/ar')).body}`;
    expect(shows(await home(), 'Zanzibar')).toBe(false);

    const { headers, payload } = multipart([
      { name: 'title', value: 'New line in Zanzibar' },
      { name: 'description', value: 'Opened this month.' },
      { name: 'alt_text', value: '' },
      { name: 'image', filename: 'line.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/news/upload',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(shows(await home(), 'New line in Zanzibar')).toBe(true);

    const id = created.json<{ id: number }>().id;
    const put = (body: object) =>
      app.inject({ method: 'PUT', url: `/api/news/${id}`, headers: bearer(token), payload: body });
    expect(
      (
        await put({
          active: true,
          title: 'Second line in Zanzibar',
          description: 'Opened this month.',
          alt_text: '',
        })
      ).statusCode,
    ).toBe(200);
    expect(shows(await home(), 'Second line in Zanzibar')).toBe(true);
    expect((await put({ active: false })).statusCode).toBe(200);
    expect(shows(await home(), 'Zanzibar')).toBe(false);
  }, 30_000);

  it('takes news off the home pages as soon as the news table hides or deletes it', async () => {
    const token = await start();
    const rows = await app.db
      .insertInto('news')
      .values(
        ['Saturn line opens', 'Neptune warehouse opens'].map((title) => ({
          title,
          media_type: 'image' as const,
          image_path: '/media/news/sample.png',
          created_at: '2030-01-01T09:00:00.000Z',
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    const onHomePages = async () => {
      const pages = `${(await get('/')).body}${(await get('/ar')).body}`;
      return ['Saturn', 'Neptune'].filter((word) => shows(pages, word));
    };
    const bulk = (route: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/news/${route}`, headers: bearer(token), payload });
    expect(await onHomePages()).toEqual(['Saturn', 'Neptune']);
    expect((await bulk('bulk-status', { ids: ids.slice(0, 1), active: false })).statusCode).toBe(200);
    expect(await onHomePages()).toEqual(['Neptune']);
    expect((await bulk('bulk-delete', { ids: ids.slice(1) })).statusCode).toBe(200);
    expect(await onHomePages()).toEqual([]);
  }, 30_000);

  it('keeps the pages through writes no page shows, and through refused writes', async () => {
    const token = await start();
    const id = await insertProduct(app, { name: 'PPR Tee', category: 'ppr-pipes' });
    await get('/products');
    const writes = [
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          firstName: 'Sara',
          lastName: 'Ali',
          email: 'sara@example.com',
          subject: 'Prices',
          message: 'Please send prices for 200 m of CPVC pipe.',
          inquiryType: 'quote',
        },
      }),
      app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'sara@example.com' } }),
      app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'wrong' } }),
      // Refused: no token, then a name too short.
      app.inject({ method: 'PUT', url: `/api/products/${id}`, payload: edit('PPR Tee 32') }),
      app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(token), payload: edit('ab') }),
      app.inject({ method: 'DELETE', url: '/api/products/999999', headers: bearer(token) }),
    ];
    const statuses = (await Promise.all(writes)).map((res) => res.statusCode);
    expect(statuses).toEqual([201, 200, 401, 401, 400, 404]);
    await get('/products');
    expect(renders).toEqual(['/products']);
  });

  it('does not keep a render that began before a write and ended after it', async () => {
    const token = await start();
    const id = await insertProduct(app, { name: 'PPR Reducer', category: 'ppr-pipes' });
    const during = get('/products');
    const saved = app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(token),
      payload: edit('PPR Reducer 40'),
    });
    await Promise.all([during, saved]);
    expect(shows((await get('/products')).body, 'PPR Reducer 40')).toBe(true);
  });
});

describe('the cache’s bounds', () => {
  it('lets the least recently used page go when full', async () => {
    await start({ maxEntries: 2 });
    for (const url of ['/about', '/quality', '/about', '/catalogs', '/about', '/quality']) await get(url);
    expect(renders).toEqual(['/about', '/quality', '/catalogs', '/quality']);
  });

  it('keeps no page larger than its byte budget', async () => {
    await start({ maxBytes: 10_000 });
    await get('/about');
    await get('/about');
    expect(renders).toEqual(['/about', '/about']);
  });
});

describe('ETag and 304', () => {
  it('answers a page the browser holds with 304, no body, and the same policy and caching headers', async () => {
    await start();
    const full = await get('/ar');
    const tag = String(full.headers.etag);
    const again = await get('/ar', { 'if-none-match': `"other", ${tag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    for (const header of ['cache-control', 'vary', 'content-security-policy']) {
      expect(again.headers[header], header).toBe(full.headers[header]);
    }
    expect((await get('/ar', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // The English home page is other bytes: another tag.
    expect((await get('/', { 'if-none-match': tag })).statusCode).toBe(200);
  });

  it('answers the public API with an ETag and 304, but never an answer for a signed-in caller', async () => {
    const token = await start();
    await insertProduct(app, { name: 'PPR Cap', category: 'ppr-pipes' });
    for (const url of ['/api/products', '/api/products/1?lang=ar', '/api/news', '/api/product-categories']) {
      const full = await get(url);
      expect(full.headers.etag, url).toMatch(/^W\/"[\w-]{43}"$/);
      const again = await get(url, { 'if-none-match': String(full.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const otherList = await get('/api/products?category=upvc-pipes');
    expect(otherList.headers.etag).not.toBe((await get('/api/products')).headers.etag);
    const users = await get('/api/users', bearer(token));
    expect(users.statusCode).toBe(200);
    expect(users.headers.etag).toBeUndefined();
  });
});
