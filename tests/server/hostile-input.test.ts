import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/server/accounts/sessions';
import type { App } from '../../src/server/app';
import { defaultSessionIdleMs, defaultSessionMaxMs } from '../../src/server/config';
import { addUser, bearer, startTestServer, testMediaDir } from './helpers';

/**
 * Random and malformed requests to every /api route, signed in as an administrator so that the
 * handlers run: the server never fails (no 5xx, still serving afterwards), and a refusal is a 4xx
 * `{ success: false, message }` that changed no row and left no file in the media folder.
 */

const runsPerRoute = 40;
const media = testMediaDir();
let app: App;
let adminId: number;

beforeAll(async () => {
  app = await startTestServer({ mediaDir: media });
  adminId = await addUser(app, 'amal', 'amal-password', 'admin');
  // Something for ids to hit, so that edits and deletes reach the database.
  const now = new Date().toISOString();
  const list = '[]';
  await app.db
    .insertInto('products')
    .values({
      ...{ name: 'PPR Pipe PN20', category: 'ppr-pipes', description: 'A pipe for hot water.' },
      ...{ image: '/media/products/sample.jpg', image_variants: list, features: list, applications: list },
      ...{ certifications: list, specifications: list, faqs: list, created_at: now, updated_at: now },
    })
    .execute();
  await app.db
    .insertInto('news')
    .values({ title: 'A new branch', media_type: 'image', image_path: '/media/news/a.png', created_at: now })
    .execute();
});
afterAll(() => app.close());

// Built from a server's recorded route list, so routes added later are covered without editing
// this file. A HEAD route runs its GET route's handler: the GET is enough.
const routes = await (async () => {
  const probe = await startTestServer();
  const list = probe.routeAccess.filter((route) => route.method !== 'HEAD');
  await probe.close();
  return list;
})();

/** Every table but the sessions, which each call's own sign-in changes. */
const tables = [
  'users',
  'categories',
  'products',
  'product_translations',
  'seed_runs',
  'news',
  'contact_messages',
  'subscriptions',
] as const;

/** What a refused request must leave as it was: every row, and the media folder's files. */
async function state() {
  const rows = await Promise.all(tables.map((table) => app.db.selectFrom(table).selectAll().execute()));
  const files = readdirSync(media, { recursive: true, encoding: 'utf8' }).sort();
  return { rows, files };
}

const fieldNames = [
  'username',
  'password',
  'full_name',
  'email',
  'role',
  'name',
  'category',
  'description',
  'features',
  'applications',
  'certifications',
  'specifications',
  'faqs',
  'image',
  'title',
  'alt_text',
  'read',
  'active',
  'first_name',
  'last_name',
  'phone',
  'subject',
  'message',
  'inquiry_type',
  'language',
  '__proto__',
  'constructor',
];

const oddText = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '01',
  '+1',
  '1e3',
  '0x10',
  '1.5',
  'NaN',
  '9007199254740993',
  '99999999999999999999999',
  '%00',
  '..',
  '%2e%2e%2f',
  '😀',
  'عربي',
  "' OR 1=1 --",
  '<script>',
);
const text = fc.oneof(oddText, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

/** Text as a URL carries it: a lone surrogate, which no URL can hold, becomes U+FFFD first. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value).toString());

/** A path segment where the route takes a parameter. */
const segment = fc.oneof(
  fc.constantFrom('1', '2', 'ar', 'en'),
  fc.nat({ max: 5 }).map(String),
  text.filter((value) => value !== '').map(encode),
);

/** A query string: known and unknown names, repeated names, broken escapes. */
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('%', '%zz=1', 'lang=ar&lang=en', 'lang[]=ar', 'category[x]=1', '&&=&', 'lang=xx'),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('lang', 'category', 'id', '__proto__'), text), text), {
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=hostile',
  'application/octet-stream',
  'image/png',
  'a/b; c',
);

const jsonObject = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string()), fc.jsonValue(), {
  maxKeys: 8,
});

/** Values close to what the forms send, so that more requests get past the schemas. */
const plausible = fc.oneof(
  text,
  fc.constantFrom(
    'ppr-pipes',
    'admin',
    'user',
    'ar',
    'amal',
    'sales@example.com',
    'A pipe for hot water, rated PN20.',
    '/media/products/0123456789abcdef0123456789abcdef.png',
    '/media/../site.db',
    '../../etc/passwd',
    'x'.repeat(6000),
  ),
  fc.boolean(),
  fc.array(text, { maxLength: 3 }),
);
const formLike = fc.dictionary(fc.constantFrom(...fieldNames), plausible, { maxKeys: 10 });

/** A multipart body with the boundary `hostile`, perhaps cut short. */
const multipartBody = fc
  .record({
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constantFrom(...fieldNames, 'video', 'poster'), fc.string()),
        filename: fc.option(fc.constantFrom('a.png', 'a.mp4', '../../x.jpg', ''), { nil: undefined }),
        value: fc.oneof(text, fc.json()),
      }),
      { maxLength: 5 },
    ),
    cutAt: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ parts, cutAt }) => {
    const body = [
      ...parts.map(
        ({ name, filename, value }) =>
          `--hostile\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n\r\n${value}\r\n`,
      ),
      '--hostile--\r\n',
    ].join('');
    return cutAt === undefined ? body : body.slice(0, cutAt % (body.length + 1));
  });

/** Larger than any body the API reads. */
const oversized = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });

const body = fc.oneof(
  fc.constant(undefined),
  fc.json(),
  jsonObject.map((value) => JSON.stringify(value)),
  formLike.map((value) => JSON.stringify(value)),
  text,
  multipartBody,
  fc.constant(oversized),
);

const request = fc.record({ segment, query, contentType, body });

describe('hostile input to every /api route', () => {
  it.each(routes)('$method $url', async (route) => {
    await fc.assert(
      fc.asyncProperty(request, async ({ segment, query, contentType, body }) => {
        const before = await state();
        const token = await startSession(app.db, adminId, {
          now: Date.now(),
          sessionIdleMs: defaultSessionIdleMs,
          sessionMaxMs: defaultSessionMaxMs,
        });
        const path = route.url.replace(/:[^/]+/g, segment);
        const res = await app.inject({
          method: route.method as 'GET',
          url: query === '' ? path : `${path}?${query}`,
          headers: {
            ...bearer(token),
            ...(contentType === undefined ? {} : { 'content-type': contentType }),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
          expect(await state()).toEqual(before);
        }
      }),
      { numRuns: runsPerRoute },
    );
  });

  it('still serves afterwards', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});
