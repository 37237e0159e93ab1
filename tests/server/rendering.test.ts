import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { storageKey } from '@tanstack/router-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../src/entry-server';
import { createAppRouter } from '../../src/router';
import { serializeJsonLd } from '../../src/seo/structured-data';
import type { App } from '../../src/server/app';
import { assetsOfEntryDocument } from '../../src/server/rendering/entry-document';
import { loadBuiltRenderer, routeIdOfFile } from '../../src/server/rendering/production';
import { insertProduct, startTestServer } from './helpers';

const assets = {
  scripts: ['/assets/main-test.js'],
  stylesheets: ['/assets/main-test.css'],
  preloads: ['/assets/main-test.js', '/assets/shared-test.js'],
  catalogs: { en: '/assets/messages-en-test.js', ar: '/assets/messages-ar-test.js' },
};
const routePreloads = {
  '/login': ['/assets/login-test.js'],
  '/{-$locale}/products/': ['/assets/grid-test.js'],
};

/**
 * The files the page's inline starter fetches once the first screen has painted: the modules it
 * names for download, then the scripts it runs.
 */
function startedAfterFirstPaint(html: string): { preloads: string[]; scripts: string[] } {
  const starter = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map(([, body = '']) => body)
    .find((body) => body.includes('first-contentful-paint'));
  if (!starter) throw new Error('The page has no script that starts its scripts after the first paint');
  const [, preloads = '[]', scripts = '[]'] = /\}\)\((\[[^\]]*\]),(\[[^\]]*\])\)/.exec(starter) ?? [];
  return { preloads: JSON.parse(preloads) as string[], scripts: JSON.parse(scripts) as string[] };
}

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets, routePreloads } });
});
afterAll(() => app.close());

describe('pages rendered on the server', () => {
  it('sends the English home page whole: content, metadata, structured data and the client entry', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(html).toContain('<h1');
    expect(html).toContain('Pipes and Fittings You Can Rely On, Since 1979');
    expect(html).toMatch(/<title>[^<]+\| Example Pipes Co\.<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/"');
    expect(startedAfterFirstPaint(html).scripts).toEqual(['/assets/main-test.js']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-test.css"');
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('fetches no script before its first paint, and then every one it will run at once, its route’s and its language’s messages too', async () => {
    const login = await app.inject('/login');
    // Nothing in the document fetches a script as it is read.
    expect(login.body).not.toMatch(/<script[^>]* src=/);
    expect(login.body).not.toMatch(/<link[^>]*modulepreload/);
    const started = startedAfterFirstPaint(login.body);
    expect(started.scripts).toEqual(['/assets/main-test.js']);
    expect(started.preloads.sort()).toEqual([
      '/assets/login-test.js',
      '/assets/main-test.js',
      '/assets/messages-en-test.js',
      '/assets/shared-test.js',
    ]);
    const products = startedAfterFirstPaint((await app.inject('/ar/products')).body);
    expect(products.preloads).toContain('/assets/grid-test.js');
    expect(products.preloads).toContain('/assets/messages-ar-test.js');
    expect(products.preloads).not.toContain('/assets/login-test.js');
    expect(products.preloads).not.toContain('/assets/messages-en-test.js');
  });

  it('sends the Arabic home page right-to-left with Arabic text and both the font’s subsets preloaded', async () => {
    const res = await app.inject('/ar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.body).toContain('أنابيب وقطع توصيل تعتمد عليها منذ عام 1979');
    // Its digits and Latin names are in the Latin subset: arriving late, it would move their lines.
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href);
    expect(preloaded(res.body)).toEqual([
      '/fonts/cairo-arabic-wght-normal.woff2',
      '/fonts/cairo-latin-wght-normal.woff2',
    ]);
    expect(preloaded((await app.inject('/')).body)).toEqual(['/fonts/cairo-latin-wght-normal.woff2']);
  });

  it('compresses pages for browsers that accept Brotli or gzip, and the not-found page too', async () => {
    const brotli = await app.inject({ url: '/ar/products', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toMatch(/<html lang="ar" dir="rtl">/);
    const missing = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(gunzipSync(missing.rawPayload).toString()).toContain('Oops! Page not found');
  });

  it('sends a visitor who chose the other language straight to the page in it', async () => {
    const withChoice = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });
    const arabic = await withChoice('/products?category=ppr-pipes', 'theme=dark; language=ar');
    expect(arabic.statusCode).toBe(302);
    expect(arabic.headers.location).toBe('/ar/products?category=ppr-pipes');
    expect(arabic.headers['cache-control']).toBe('no-store');
    const english = await withChoice('/ar', 'language=en');
    expect(english.headers.location).toBe('/');

    // The language the URL names is rendered when it is the chosen one, when the choice is not a
    // language, and on pages whose URL names none.
    for (const [url, cookie, status] of [
      ['/ar/products', 'language=ar', 200],
      ['/products', 'language=fr', 200],
      ['/products', 'planguage=ar', 200],
      ['/login', 'language=ar', 200],
      ['/no-such-page', 'language=ar', 404],
    ] as const) {
      const res = await withChoice(url, cookie);
      expect(res.statusCode, `${url} with ${cookie}`).toBe(status);
    }
  });

  it('answers a missing upload or API path with a plain 404, never a rendered page', async () => {
    for (const url of ['/media', '/media/products/0123456789abcdef0123456789abcdef.png']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    const api = await app.inject('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No API endpoint GET /api/no-such-call' });
  });

  it('answers a path that is no page with a real 404 and the not-found page', async () => {
    for (const [url, text] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/fr', 'Oops! Page not found'],
      ['/ar/no-such-page', 'عذرًا! الصفحة غير موجودة'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(text);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"');
    }
  });

  it('admits exactly the page’s own inline scripts, by digest, and no other inline script', async () => {
    for (const url of ['/', '/ar/products', '/login', '/no-such-page']) {
      const res = await app.inject(url);
      const scriptSources = String(res.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '))
        ?.split(' ')
        .slice(1);
      const inline = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
        .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(inline.length, url).toBeGreaterThan(0);
      expect(scriptSources, url).toEqual(["'self'", ...new Set(inline)]);
      expect(res.body, url).not.toContain('nonce');
    }
  });

  it('puts a reloaded page at its remembered place as soon as its content has arrived, and never moves a page the visitor has scrolled', async () => {
    const html = (await app.inject('/')).body;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].filter(([, text = '']) =>
      text.includes(JSON.stringify(storageKey)),
    );
    expect(scripts).toHaveLength(1);
    const [[tag, script = ''] = []] = scripts;
    // After the whole page's content: the place exists only once the page is that long.
    expect(html.indexOf(tag ?? '')).toBeGreaterThan(html.lastIndexOf('</footer>'));

    /**
     * The script run in a window scrolled to `scrolledTo`, after a visit that remembered
     * `remembered`; `later` then plays what happens next: the visitor's gestures and the page's
     * fonts and load event.
     */
    const run = async ({
      scrolledTo,
      remembered,
      later = [],
    }: {
      scrolledTo: number;
      remembered?: number;
      later?: ('wheel' | 'keydown' | 'fonts' | 'load')[];
    }) => {
      const moves: [number, number][] = [];
      const key = remembered === undefined ? undefined : 'entry-1';
      const listeners = new Map<string, (() => void)[]>();
      let fontsIn = () => {};
      const window = vm.createContext({
        scrollX: 0,
        scrollY: scrolledTo,
        scrollTo: (x: number, y: number) => moves.push([x, y]),
        addEventListener: (type: string, listener: () => void) =>
          listeners.set(type, [...(listeners.get(type) ?? []), listener]),
        sessionStorage: {
          getItem: (name: string) =>
            name === storageKey && key
              ? JSON.stringify({ [key]: { window: { scrollX: 0, scrollY: remembered } } })
              : null,
        },
        history: { state: key ? { __TSR_key: key } : null },
        location: { hash: '' },
        document: {
          currentScript: { remove: () => {} },
          getElementById: () => null,
          querySelector: () => null,
          fonts: { ready: new Promise<void>((resolve) => (fontsIn = resolve)) },
        },
      });
      window.window = window;
      vm.runInContext(script, window);
      for (const event of later) {
        if (event === 'fonts') fontsIn();
        else for (const listener of listeners.get(event) ?? []) listener();
        await Promise.resolve();
      }
      return moves;
    };
    // Opened afresh: the page is already at the top; a wheel turned while it arrived keeps its place.
    expect(await run({ scrolledTo: 0, later: ['fonts', 'load'] })).toEqual([]);
    expect(await run({ scrolledTo: 1200, later: ['fonts', 'load'] })).toEqual([]);
    // Reloaded: back to where the visitor was, unless they have scrolled again meanwhile.
    expect(await run({ scrolledTo: 0, remembered: 900 })).toEqual([[0, 900]]);
    expect(await run({ scrolledTo: 300, remembered: 900, later: ['fonts', 'load'] })).toEqual([]);
    // The site's font swaps in and moves the text: the place is taken again, once the fonts are in
    // and once the page has loaded, but not after the visitor has scrolled or pressed a key.
    expect(await run({ scrolledTo: 0, remembered: 900, later: ['fonts', 'load'] })).toEqual([
      [0, 900],
      [0, 900],
      [0, 900],
    ]);
    expect(await run({ scrolledTo: 0, remembered: 900, later: ['fonts', 'wheel', 'load'] })).toEqual([
      [0, 900],
      [0, 900],
    ]);
    expect(await run({ scrolledTo: 0, remembered: 900, later: ['keydown', 'fonts', 'load'] })).toEqual([
      [0, 900],
    ]);
  });

  it('falls back to the client-only shell, logging the error, when rendering throws', async () => {
    const failing = vi.fn(async () => {
      throw new Error('renderer exploded');
    });
    const broken = await startTestServer({}, { renderer: { render: failing, assets } });
    const res = await broken.inject('/ar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<script type="module" src="/assets/main-test.js"></script>');
    expect((await broken.inject('/no-such-page')).statusCode).toBe(404);
    expect(failing).toHaveBeenCalled();
    await broken.close();
  });
});

describe('index.html, Vite’s entry document', () => {
  it('names the client entry, src/main.tsx', () => {
    expect(assetsOfEntryDocument(readFileSync('index.html', 'utf8'))).toEqual({
      scripts: ['/src/main.tsx'],
      stylesheets: [],
    });
  });

  it('gives, as Vite transformed it, the module scripts in order, the stylesheets and the inline preamble', () => {
    const transformed = [
      '<!doctype html><html lang="en"><head>',
      '<script type="module">import { inject } from "/@react-refresh";</script>',
      '<script type="module" src="/@vite/client"></script>',
      '<!-- <script type="module" src="/commented-out.js"></script> -->',
      "<link crossorigin rel='stylesheet' href=/assets/index-1.css>",
      '<link rel="modulepreload" href="/assets/chunk-2.js">',
      '<script type="module" crossorigin src="/assets/index-3.js"></script>',
      '</head><body></body></html>',
    ].join('\n');
    expect(assetsOfEntryDocument(transformed)).toEqual({
      scripts: ['/@vite/client', '/assets/index-3.js'],
      stylesheets: ['/assets/index-1.css'],
      preamble: 'import { inject } from "/@react-refresh";',
    });
  });

  it('is the build manifest’s entry: the built server loads its hashed script, its chunks and their stylesheets', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'built-'));
    try {
      mkdirSync(path.join(dist, 'client', '.vite'), { recursive: true });
      mkdirSync(path.join(dist, 'server'));
      writeFileSync(
        path.join(dist, 'client', '.vite', 'manifest.json'),
        JSON.stringify({
          'index.html': {
            file: 'assets/index-abc.js',
            css: ['assets/index-def.css'],
            isEntry: true,
            imports: ['_react-1.js', '_shared-2.js'],
            dynamicImports: ['src/routes/login.tsx?tsr-split=component'],
          },
          '_react-1.js': { file: 'assets/react-1.js' },
          '_shared-2.js': {
            file: 'assets/shared-2.js',
            imports: ['_react-1.js'],
            css: ['assets/shared-2.css'],
          },
          '_form-3.js': { file: 'assets/form-3.js', imports: ['_shared-2.js'] },
          'src/routes/login.tsx?tsr-split=component': {
            file: 'assets/login-4.js',
            imports: ['_shared-2.js', '_form-3.js'],
            isDynamicEntry: true,
          },
          'src/routes/{-$locale}/products/index.tsx?tsr-split=component': {
            file: 'assets/products-5.js',
            isDynamicEntry: true,
          },
          'src/locales/en/messages.po': { file: 'assets/messages-6.js', isDynamicEntry: true },
          'src/locales/ar/messages.po': { file: 'assets/messages-7.js', isDynamicEntry: true },
          'src/locales/en/portal.po': { file: 'assets/portal-8.js', isDynamicEntry: true },
          'src/locales/ar/portal.po': { file: 'assets/portal-9.js', isDynamicEntry: true },
        }),
      );
      writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'export const render = () => null;\n');
      const built = await loadBuiltRenderer(path.join(dist, 'client'), path.join(dist, 'server'));
      expect(built?.assets).toEqual({
        scripts: ['/assets/index-abc.js'],
        stylesheets: ['/assets/index-def.css', '/assets/shared-2.css'],
        preloads: ['/assets/index-abc.js', '/assets/react-1.js', '/assets/shared-2.js'],
        catalogs: { en: '/assets/messages-6.js', ar: '/assets/messages-7.js' },
        portalCatalogs: { en: '/assets/portal-8.js', ar: '/assets/portal-9.js' },
      });
      // A route's own chunks, without what the entry already brings.
      expect(built?.routePreloads).toEqual({
        '/login': ['/assets/login-4.js', '/assets/form-3.js'],
        '/{-$locale}/products/': ['/assets/products-5.js'],
      });
      expect(await loadBuiltRenderer(path.join(dist, 'missing'), path.join(dist, 'server'))).toBeNull();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the route chunks of a build', () => {
  it('are named by the id of the route whose file they come from', () => {
    const router = createAppRouter({
      origin: 'http://localhost',
      assets: { scripts: [], stylesheets: [] },
      loadJson: async () => ({ body: null, total: null }),
    });
    const files = readdirSync('src/routes', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(files.length).toBeGreaterThan(10);
    const ids = files.map(routeIdOfFile);
    expect(ids.filter((id) => !(id in router.routesById))).toEqual([]);
    expect(new Set(ids).size).toBe(files.length);
  });
});

describe('sitemap and robots', () => {
  it('lists every public page in both languages with its alternates and a lastmod', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:80/</loc>');
    expect(res.body).toContain('<loc>http://localhost:80/ar</loc>');
    expect(res.body).toContain('<loc>http://localhost:80/contact</loc>');
    expect(res.body).toContain('<loc>http://localhost:80/ar/contact</loc>');
    expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:80/ar"/>');
    expect(res.body).toContain('hreflang="x-default"');
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('leaves out the public pages that ask not to be indexed (the verification tool)', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.body).toContain('<loc>http://localhost:80/products</loc>');
    expect(res.body).not.toContain('seo-verification');
  });

  it('opens the public site, closes the portal, the login and the tool, and names the sitemap', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.body).toContain('Allow: /\n');
    for (const path of ['/admin', '/login', '/seo-verification'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });

  it('uses the configured public origin when there is one', async () => {
    const configured = await startTestServer(
      { publicOrigin: 'https://pipes.example' },
      { renderer: { render, assets } },
    );
    expect((await configured.inject('/robots.txt')).body).toContain(
      'Sitemap: https://pipes.example/sitemap.xml',
    );
    expect((await configured.inject('/')).body).toContain(
      '<link rel="canonical" href="https://pipes.example/"',
    );
    await configured.close();
  });
});

describe('the Host a client sends', () => {
  const madeUp = [
    'evil.example',
    'evil.example:8443',
    'localhost.evil.example',
    'a b',
    '[',
    'localhost:99999',
  ];

  it.each(madeUp)('never becomes a link of a page, the sitemap or robots.txt: %s', async (host) => {
    for (const url of ['/', '/ar/products', '/sitemap.xml', '/robots.txt']) {
      const res = await app.inject({ url, headers: { host } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(`//${host}`);
      expect(res.body, url).toContain('http://localhost');
    }
    const page = await app.inject({ url: '/', headers: { host } });
    expect(page.body).toContain('<link rel="canonical" href="http://localhost');
    expect(page.body).toMatch(/<meta property="og:url" content="http:\/\/localhost[:/]/);
  });

  it('is the address of a server reached on this machine, as in development', async () => {
    const res = await app.inject({ url: '/', headers: { host: '127.0.0.1:5173' } });
    expect(res.body).toContain('<link rel="canonical" href="http://127.0.0.1:5173/"');
  });
});

describe('escaping what goes into the head', () => {
  it('keeps hostile text from closing the structured-data script or breaking out of JSON', () => {
    const hostile = '</script><script>alert(1)</script>"\u2028';
    const json = serializeJsonLd({ name: hostile });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });
});

describe('products in the sitemap', () => {
  it('lists every product in both languages, with the time it last changed, as soon as it exists', async () => {
    // The time insertProduct gives a product it saves.
    const now = '2030-05-01T10:00:00.000Z';
    const id = await insertProduct(app, { name: 'PPR Pipe PN20', category: 'ppr-pipes' });
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>http://localhost:80/products/${id}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:80/ar/products/${id}</loc>`);
    expect(sitemap).toContain(`<lastmod>${now}</lastmod>`);
  });
});
