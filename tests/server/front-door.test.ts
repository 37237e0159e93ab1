import { request } from 'node:http';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { startTestServer } from './helpers';
import { multipart } from './multipart';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets } });
});
afterAll(() => app.close());

/** A request for `url` from a browser whose languages are `languages`, and its cookies. */
function visit(url: string, languages: string, cookie?: string) {
  return app.inject({ url, headers: { 'accept-language': languages, ...(cookie ? { cookie } : {}) } });
}

function pageLanguageOf(html: string): string | undefined {
  return /<html lang="(\w+)"/.exec(html)?.[1];
}

describe('the home page in the language the browser prefers', () => {
  it('sends a first visitor whose browser prefers Arabic to the Arabic home page, query kept', async () => {
    for (const languages of ['ar', 'ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7', 'en;q=0.5, AR-sa']) {
      const res = await visit('/?utm_source=flyer', languages);
      expect(res.statusCode, languages).toBe(302);
      expect(res.headers.location, languages).toBe('/ar?utm_source=flyer');
    }
    expect((await visit('/', 'ar-SA')).headers.location).toBe('/ar');
  });

  it.each(['en-US,en;q=0.9,ar;q=0.8', 'en;q=0.9, ar;q=0.8', 'ar;q=0.1, en', 'ar;q=0, *', 'fr-FR'])(
    'renders the English home page for a browser whose languages are %j',
    async (languages) => {
      const res = await visit('/', languages);
      expect(res.statusCode).toBe(200);
      expect(pageLanguageOf(res.body)).toBe('en');
    },
  );

  it('follows a language the visitor chose over the browser’s', async () => {
    const english = await visit('/', 'ar-SA,ar;q=0.9', 'theme=dark; language=en');
    expect(english.statusCode).toBe(200);
    expect(pageLanguageOf(english.body)).toBe('en');
    const arabic = await visit('/', 'en-US', 'language=ar');
    expect(arabic.statusCode).toBe(302);
    expect(arabic.headers.location).toBe('/ar');
  });

  it('tells caches every home page answer depends on the browser’s languages and the cookie', async () => {
    const answers = [
      await visit('/', 'ar'),
      await visit('/?q=1', 'en'),
      await visit('/', 'ar', 'language=en'),
      await visit('/', 'en', 'language=ar'),
      await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } }),
    ];
    for (const res of answers) {
      const vary = String(res.headers.vary).toLowerCase();
      expect(vary, `${res.statusCode} ${res.headers.location}`).toContain('accept-language');
      expect(vary).toContain('cookie');
    }
  });

  it('never moves a deep link by the browser’s languages', async () => {
    for (const [url, languages, language] of [
      ['/products', 'ar-SA,ar', 'en'],
      ['/products?category=ppr-pipes', 'ar', 'en'],
      ['/ar/products', 'en-US,en', 'ar'],
      ['/ar', 'en', 'ar'],
      ['/login', 'ar', 'en'],
    ] as const) {
      const res = await visit(url, languages);
      expect(res.statusCode, url).toBe(200);
      expect(pageLanguageOf(res.body), url).toBe(language);
      expect(String(res.headers.vary), url).not.toMatch(/accept-language/i);
    }
    // A public page still depends on the language cookie.
    expect(String((await visit('/products', 'ar')).headers.vary)).toMatch(/cookie/i);
  });

  it('keeps the English home page as the address for any other language', async () => {
    const res = await visit('/ar', 'ar');
    expect(res.body).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/localhost:80\/"/i);
  });
});

describe('a form posted to a page before its scripts ran', () => {
  const secret = 'hunter2hunter2';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  /** A form posted the way a browser sends one without scripts. */
  const postForm = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: form, payload });

  it('sends a sign-in back to the login page by GET, asking to try again, without echoing it', async () => {
    const res = await postForm('/login', `username=admin&password=${secret}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?notice=retry');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(secret);

    const page = await app.inject(String(res.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The sign-in was not sent: the page was still loading. Please try again.');
    expect(page.body).not.toContain(secret);
  });

  it('keeps the destination the login page was given, and drops a notice it does not know', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login?redirect=%2Fadmin%2Fusers&password=x',
      ...multipart([
        { name: 'username', value: 'admin' },
        { name: 'password', value: secret },
      ]),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?redirect=%2Fadmin%2Fusers&notice=retry');

    const unknown = await app.inject('/login?notice=%3Cb%3Ehello&redirect=%2Fadmin');
    expect(unknown.headers.location).toBe('/login?redirect=%2Fadmin');
    const plain = await app.inject('/login?redirect=%2Fadmin');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Sign in to manage the website.');
    expect(plain.body).not.toContain('The sign-in was not sent');
  });

  it('answers any other page with itself by GET, whatever the body is', async () => {
    for (const [url, headers, payload, location] of [
      ['/admin/users/create', form, `username=new&password=${secret}`, '/admin/users/create'],
      [
        '/ar/products?category=ppr-pipes',
        { 'content-type': 'text/plain' },
        'hello',
        '/ar/products?category=ppr-pipes',
      ],
      ['/', { 'content-type': 'application/json' }, '{"not json', '/'],
      ['/admin/products/edit/3', {}, 'no type at all', '/admin/products/edit/3'],
      ['/products', {}, undefined, '/products'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(location);
      expect(res.body).not.toContain(secret);
    }
  });

  it('refuses a body larger than any form with 413, however it is sent', async () => {
    const huge = 'a'.repeat(2 * 1024 * 1024);
    const declared = await app.inject({ method: 'POST', url: '/login', headers: form, payload: huge });
    expect(declared.statusCode).toBe(413);
    const streamed = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { ...form, 'transfer-encoding': 'chunked' },
      payload: Readable.from([huge.slice(0, 1024 * 1024), huge.slice(1024 * 1024)]),
    });
    expect(streamed.statusCode).toBe(413);
  });

  it('still answers 404 for a path that is no page, and leaves the API its own answers', async () => {
    for (const url of ['/no-such-page', '/ar/login', '/media/products/x.png']) {
      expect((await postForm(url, 'a=1')).statusCode, url).toBe(404);
    }
    const api = await postForm('/api/nope', 'a=1');
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    expect((await postForm('/api/login', `username=admin&password=${secret}`)).statusCode).toBe(415);
  });
});

describe('a password in a page address', () => {
  it('sends the page again without it, so it leaves the address bar', async () => {
    for (const [url, location] of [
      ['/login?username=admin&password=hunter2hunter2', '/login'],
      ['/admin/users/create?username=new&password=a&confirmPassword=a', '/admin/users/create'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(location);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject('/login?redirect=%2Fadmin%2Fusers')).statusCode).toBe(200);
  });
});

describe('a language link followed before the page’s scripts ran', () => {
  it('remembers the choice in the language cookie and goes on to the page in that language', async () => {
    const arabic = await visit('/products?category=ppr-pipes&lang=ar', 'en', 'language=en');
    expect(arabic.statusCode).toBe(303);
    expect(arabic.headers.location).toBe('/ar/products?category=ppr-pipes');
    expect(arabic.headers['set-cookie']).toMatch(/^language=ar; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(arabic.headers['cache-control']).toBe('no-store');

    const english = await visit('/ar?lang=en', 'ar', 'language=ar');
    expect(english.statusCode).toBe(303);
    expect(english.headers.location).toBe('/');
    expect(english.headers['set-cookie']).toMatch(/^language=en;/);

    // Where the address names no language, the same page: it follows the cookie once loaded.
    const login = await visit('/login?redirect=%2Fadmin%2Fusers&lang=ar', 'en');
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/login?redirect=%2Fadmin%2Fusers');
    expect(login.headers['set-cookie']).toMatch(/^language=ar;/);
  });

  it('then serves the chosen language, where before the cookie sent the visitor back', async () => {
    const res = await visit('/ar/products?category=ppr-pipes', 'en', 'language=ar');
    expect(res.statusCode).toBe(200);
    expect(pageLanguageOf(res.body)).toBe('ar');
  });

  it('ignores a value that names no language of the site', async () => {
    const res = await visit('/products?lang=fr', 'en');
    expect(res.headers['set-cookie']).toBeUndefined();
    // The page reads no such parameter: it is sent on to its own address.
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/products');
  });

  it('never sends the visitor to another site, whatever the path looks like', async () => {
    for (const url of ['//evil.example/?lang=ar', '/\\evil.example/?lang=ar']) {
      const res = await visit(url, 'en');
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('a path with doubled slashes', () => {
  it('is moved to the page in the chosen language at a path of this site, never another host', async () => {
    const res = await visit('/ar//products/1?x', 'en', 'language=en');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/products/1?x');
  });

  it.each([
    '/ar//products/1',
    '/ar///evil.example',
    '/ar/\\evil.example',
    '/ar//\\evil.example/products',
    '//ar//products',
    '/ar//products?lang=en',
    '//evil.example/products?password=x',
  ])('never answers %s with an address another site could take', async (url) => {
    for (const cookie of ['language=en', 'language=ar']) {
      const res = await visit(url, 'en', cookie);
      const location = res.headers.location;
      if (location !== undefined) expect(location, `${url} ${cookie}`).toMatch(/^\/(?![/\\])/);
      const posted = await app.inject({ method: 'POST', url, headers: { cookie } });
      if (posted.headers.location !== undefined) expect(posted.headers.location, url).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('any path a client sends', () => {
  // Sent over a socket as written: `inject` would read the address as a browser does first.
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  function send(method: string, path: string, cookie: string) {
    return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method, path, headers: cookie ? { cookie } : {} },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  const piece = fc.constantFrom(
    '',
    'ar',
    'en',
    'products',
    '1',
    '01',
    '\\',
    '.',
    '..',
    '%2F',
    '%5C',
    'evil.example',
  );
  const path = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => `/${pieces.join('/')}`);
  const query = fc.constantFrom('', '?lang=ar', '?lang=en', '?redirect=//evil.example', '?x=%');
  const cookie = fc.constantFrom('language=en', 'language=ar', '');

  it('is answered without a server error, and any redirect stays on this site', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, cookie, async (path, query, cookie) => {
        for (const method of ['GET', 'POST']) {
          const { status, location } = await send(method, path + query, cookie);
          expect(status, `${method} ${path}${query}`).toBeLessThan(500);
          if (location !== undefined) expect(location, `${method} ${path}${query}`).toMatch(/^\/(?![/\\])/);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('a product page at an id written another way', () => {
  let id = 0;
  beforeAll(async () => {
    const now = new Date().toISOString();
    const list = JSON.stringify([]);
    ({ id } = await app.db
      .insertInto('products')
      .values({
        ...{ name: 'PPR Pipe PN20', category: 'ppr-pipes', description: 'A pipe for hot water.' },
        ...{ image: '/media/products/sample.jpg', image_variants: list, features: list, applications: list },
        ...{ certifications: list, specifications: list, faqs: list, created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  it('is found at its id as written in its links', async () => {
    expect((await app.inject(`/products/${id}`)).statusCode).toBe(200);
  });

  it.each(['0{id}', '00{id}', '+{id}', '{id}e0', '%20{id}', '{id}.0', '0x10', '9007199254740993'])(
    '/products/%s is the not-found page, showing nothing of the server’s calls',
    async (written) => {
      const path = `/products/${written.replace('{id}', String(id))}`;
      for (const url of [path, `/ar${path}`]) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toMatch(/Product not found|المنتج غير موجود/);
        expect(res.body).not.toMatch(/\/api\/|GET |ApiError/);
      }
    },
  );
});

describe('a page fetched by a script rather than visited', () => {
  it('is the page its address names, whatever the cookie or the browser prefers', async () => {
    // The service worker stores the English and Arabic home pages for offline use this way.
    const english = await app.inject({
      url: '/',
      headers: { 'accept-language': 'ar', cookie: 'language=ar', 'sec-fetch-mode': 'same-origin' },
    });
    expect(english.statusCode).toBe(200);
    expect(pageLanguageOf(english.body)).toBe('en');
    const arabic = await app.inject({
      url: '/ar',
      headers: { cookie: 'language=en', 'sec-fetch-mode': 'cors' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(pageLanguageOf(arabic.body)).toBe('ar');
    // A visit is still moved.
    const visit = await app.inject({
      url: '/',
      headers: { 'accept-language': 'ar', 'sec-fetch-mode': 'navigate' },
    });
    expect(visit.statusCode).toBe(302);
  });
});
