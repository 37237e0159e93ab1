/**
 * Products' publication: created as drafts, scheduled or published through the upload's fields,
 * changed with `PUT /api/products/:id/publication` (several at once with
 * `POST /api/products/bulk-publication`), kept from every public read (the list, a category, the
 * search and its suggestions, a product, its page and its related products, the sitemap) until
 * published, read whatever their publication in the portal, and the scheduled ones published by
 * the server at their time, once however many processes share the database.
 */
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishAheadMaxMs } from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import type { AdminProduct, AdminProductSummary, ProductSummary } from '../../src/api/products';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { insertProduct, parseNewProduct } from '../../src/server/catalogue/products';
import { startScheduledPublishing } from '../../src/server/publication/scheduled-publishing';
import {
  addSignedInUser,
  bearer,
  manualClock,
  pageOf,
  startSignedInServer,
  success,
  testMediaDir,
} from './helpers';
import { filesUnder, makeImage, multipart, type Part } from './multipart';
import {
  eventsOf,
  expectRefused,
  hour,
  iso,
  manualRepeat,
  minute,
  publishAtRefusals,
  publishOnTwoServers,
} from './publication-cases';

const media = testMediaDir();
const byNumber = (a: number, b: number) => a - b;
const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let time: ReturnType<typeof manualClock>;
let app: App;
let token: string;
beforeEach(async () => {
  time = manualClock();
  ({ app, adminToken: token } = await startSignedInServer(
    { mediaDir: media, clock: time.clock },
    { renderer: { render, assets } },
  ));
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

const pipeFields = {
  name: 'CPVC Pipe 20 mm',
  category: 'cpvc-pipes',
  description: 'Chlorinated PVC pipe for hot and cold water lines.',
};

async function upload(values: Record<string, string> = {}) {
  const parts: Part[] = [
    ...Object.entries({ ...pipeFields, ...values }).map(([name, value]) => ({ name, value })),
    { name: 'image', filename: 'pipe.png', contentType: 'image/png', data: await makeImage('png') },
  ];
  const { headers, payload } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/products/upload',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** The id of the product an upload made. */
async function create(values: Record<string, string> = {}): Promise<number> {
  const res = await upload(values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ productId: number }>().productId;
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function publicIds(url: string): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }[]>().map((product) => product.id);
}

async function adminList(query: Record<string, string> = {}): Promise<AdminProductSummary[]> {
  const res = await get(`/api/admin/products?${new URLSearchParams(query)}`, bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function adminRead(id: number, lang = 'en'): Promise<AdminProduct> {
  const res = await get(`/api/admin/products/${id}?lang=${lang}`, bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publicationOf(id: number) {
  const { status, publish_at } = await adminRead(id);
  return { status, publish_at };
}

function setPublication(id: number | string, payload: object, as = token) {
  return app.inject({ method: 'PUT', url: `/api/products/${id}/publication`, headers: bearer(as), payload });
}

/** The product events, oldest first, with their changes read. */
const productEvents = (on: App = app) => eventsOf(on, 'product');

/** The ids of the products the sitemap lists (each once, whatever the languages). */
async function sitemapProducts(): Promise<number[]> {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  const ids = [...res.body.matchAll(/<loc>[^<]*\/products\/(\d+)<\/loc>/g)].map((match) => Number(match[1]));
  return [...new Set(ids)].sort(byNumber);
}

describe('the upload’s publication fields', () => {
  it('answer what was done: saved as a draft, scheduled, or created', async () => {
    const said = async (values: Record<string, string>) => (await upload(values)).json().message;
    expect(await said({ status: 'draft' })).toBe(messages.productDraftSaved);
    expect(await said({ status: 'scheduled', publish_at: iso(time.clock() + hour) })).toBe(
      messages.productScheduled,
    );
    expect(await said({ status: 'published' })).toBe(messages.productCreated);
    expect(await said({})).toBe(messages.productCreated);
  });

  it('make a draft, a scheduled product (its time kept in UTC) or, without them, a published one', async () => {
    const at = time.clock() + 3 * hour;
    // The same moment written in Riyadh's time.
    const riyadh = `${iso(at + 3 * hour).slice(0, 19)}+03:00`;
    const draft = { status: 'draft', publish_at: null };
    const published = { status: 'published', publish_at: null };
    const made: Array<[Record<string, string>, { status: string; publish_at: string | null }]> = [
      [{ status: 'draft' }, draft],
      [
        { status: 'scheduled', publish_at: riyadh },
        { status: 'scheduled', publish_at: iso(at) },
      ],
      [{}, published],
      [{ status: 'published' }, published],
      // A time sent with another status is no schedule.
      [{ status: 'draft', publish_at: iso(at) }, draft],
    ];
    for (const [fields, kept] of made) {
      const id = await create(fields);
      expect(await publicationOf(id), JSON.stringify(fields)).toEqual(kept);
      // Its creation's event names the publication it was made with.
      const event = (await productEvents()).find((row) => row.entity_id === id);
      expect(event?.action).toBe('product.created');
      const named = event?.changes.filter((change) =>
        ['status', 'publish_at'].includes(String(Object(change).field)),
      );
      expect(named, JSON.stringify(fields)).toEqual([
        { field: 'status', after: kept.status },
        ...(kept.publish_at ? [{ field: 'publish_at', after: kept.publish_at }] : []),
      ]);
    }
  });

  it('refuse a bad status or publish time with its message, keeping nothing', async () => {
    const now = time.clock();
    const cases: Array<[Record<string, string>, string]> = [
      [{ status: 'hidden' }, messages.invalidValue],
      [{ status: '' }, messages.invalidValue],
      [{ status: 'scheduled', publish_at: 'tomorrow morning' }, messages.publishAtInvalid],
      [{ status: 'scheduled', publish_at: iso(now - hour) }, messages.publishAtPast],
      ...publishAtRefusals(now),
    ];
    for (const [values, message] of cases)
      expectRefused(await upload(values), 400, message, JSON.stringify(values));
    expect(filesUnder(media)).toEqual([]);
    expect(await app.db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(await productEvents()).toEqual([]);
    // A year ahead to the millisecond is still within reach.
    await create({ status: 'scheduled', publish_at: iso(now + publishAheadMaxMs) });
  });
});

describe('what the public sees of drafts and scheduled products', () => {
  it('nothing, until they are published: not in any list, search, page or the sitemap', async () => {
    const published = await create({ name: 'CPVC Elbow Published' });
    const draft = await create({ name: 'CPVC Elbow Draft', status: 'draft' });
    const scheduled = await create({
      name: 'CPVC Elbow Scheduled',
      status: 'scheduled',
      publish_at: iso(time.clock() + hour),
    });
    const missing = scheduled + 1;

    const expectPublic = async (ids: number[]) => {
      for (const url of [
        '/api/products',
        '/api/products?lang=ar',
        '/api/products?category=cpvc-pipes',
        '/api/products?category=plumbing',
        '/api/products?q=elbow',
        '/api/products?q=elbow&category=cpvc-pipes',
        '/api/products?q=cpvc&sort=name',
      ]) {
        const res = await get(url);
        // Which products, whatever the order (a search's, by name, by id).
        const listed = res.json<ProductSummary[]>().map((product) => product.id);
        expect(listed.sort(byNumber), url).toEqual(ids);
        expect(res.headers['x-total-count'], url).toBe(String(ids.length));
      }
      const suggested = (await get('/api/products/suggestions?q=elb')).json<{ id: number }[]>();
      expect(suggested.map((product) => product.id).sort(byNumber)).toEqual(ids);
      expect(await sitemapProducts()).toEqual(ids);
    };
    await expectPublic([published]);

    // A draft's or a scheduled product's read answers as a missing product's does.
    const gone = await get(`/api/products/${missing}`);
    expectRefused(gone, 404, messages.productNotFound);
    for (const id of [draft, scheduled]) {
      for (const lang of ['en', 'ar']) {
        const res = await get(`/api/products/${id}?lang=${lang}`);
        expect(res.statusCode, `${id} ${lang}`).toBe(404);
        expect(res.body, `${id} ${lang}`).toBe(gone.body);
      }
      expect((await get(`/products/${id}`)).statusCode).toBe(404);
    }
    // The published product's page names no draft among its related products.
    const page = await get(`/products/${published}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('CPVC Elbow Draft');
    expect(page.body).not.toContain('CPVC Elbow Scheduled');

    // Published, each appears everywhere at once: kept answers and pages are not served stale.
    expect((await setPublication(draft, { status: 'published' })).statusCode).toBe(200);
    expect((await setPublication(scheduled, { status: 'published' })).statusCode).toBe(200);
    await expectPublic([published, draft, scheduled]);
    expect((await get(`/api/products/${draft}`)).json()).toMatchObject({
      id: draft,
      name: 'CPVC Elbow Draft',
    });
    expect((await get(`/products/${published}`)).body).toContain('CPVC Elbow Draft');

    // And back to a draft, gone again.
    expect((await setPublication(draft, { status: 'draft' })).statusCode).toBe(200);
    await expectPublic([published, scheduled]);
    expect((await get(`/api/products/${draft}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/products and /api/admin/products/:id', () => {
  it('list every product with its publication, one status alone when asked, searched, sorted and paged', async () => {
    const at = time.clock() + hour;
    const ids = {
      draftB: await create({ name: 'Beta Valve', status: 'draft' }),
      draftA: await create({ name: 'Alpha Valve', status: 'draft' }),
      scheduled: await create({ name: 'Gamma Valve', status: 'scheduled', publish_at: iso(at) }),
      first: await create({ name: 'Delta Valve' }),
      second: await create({ name: 'Epsilon Valve', category: 'upvc-pipes' }),
    };
    const idsOf = async (query: Record<string, string>) => (await adminList(query)).map((row) => row.id);

    expect(await adminList()).toEqual([
      expect.objectContaining({ id: ids.draftB, name: 'Beta Valve', status: 'draft', publish_at: null }),
      expect.objectContaining({ id: ids.draftA, status: 'draft', publish_at: null }),
      expect.objectContaining({ id: ids.scheduled, status: 'scheduled', publish_at: iso(at) }),
      expect.objectContaining({ id: ids.first, status: 'published', publish_at: null }),
      expect.objectContaining({ id: ids.second, status: 'published', publish_at: null }),
    ]);
    expect(await idsOf({ status: 'draft' })).toEqual([ids.draftB, ids.draftA]);
    expect(await idsOf({ status: 'draft', sort: 'name' })).toEqual([ids.draftA, ids.draftB]);
    expect(await idsOf({ status: 'scheduled' })).toEqual([ids.scheduled]);
    expect(await idsOf({ status: 'published' })).toEqual([ids.first, ids.second]);
    expect(await idsOf({ q: 'beta' })).toEqual([ids.draftB]);
    expect(await idsOf({ q: 'valve', status: 'draft', sort: 'name' })).toEqual([ids.draftA, ids.draftB]);
    expect(await idsOf({ q: 'alpha', status: 'published' })).toEqual([]);
    expect(await idsOf({ category: 'upvc-pipes' })).toEqual([ids.second]);
    expect(await idsOf({ category: 'cpvc-pipes', status: 'published' })).toEqual([ids.first]);

    const res = await get('/api/admin/products?status=draft&q=valve&per_page=1', bearer(token));
    expect(res.json<AdminProductSummary[]>().map((row) => row.id)).toHaveLength(1);
    const link = (page: number) => `/api/admin/products?lang=en&q=valve&status=draft&page=${page}&per_page=1`;
    expect(pageOf(res)).toEqual({ total: '2', links: { first: link(1), next: link(2), last: link(2) } });
    const plain = await get('/api/admin/products?per_page=2&page=2', bearer(token));
    expect(plain.headers['x-total-count']).toBe('5');

    expectRefused(await get('/api/admin/products?status=hidden', bearer(token)), 400, messages.invalidValue);
  });

  it('read one product whatever its publication, in Arabic where it has it; 404 for a missing one', async () => {
    const translation = JSON.stringify({
      name: 'أنبوب مسودة',
      description: 'أنبوب للمياه الساخنة والباردة في المنازل.',
      features: [],
      applications: [],
      certifications: [],
    });
    const at = time.clock() + hour;
    const draft = await create({ name: 'Draft Pipe', status: 'draft', translation });
    const scheduled = await create({ name: 'Scheduled Pipe', status: 'scheduled', publish_at: iso(at) });
    const published = await create({ name: 'Published Pipe' });

    expect(await adminRead(draft)).toMatchObject({
      id: draft,
      name: 'Draft Pipe',
      category: 'cpvc-pipes',
      status: 'draft',
      publish_at: null,
    });
    expect(await adminRead(draft, 'ar')).toMatchObject({ name: 'أنبوب مسودة', status: 'draft' });
    expect(await adminRead(scheduled)).toMatchObject({ status: 'scheduled', publish_at: iso(at) });
    // A published product reads as the public reads it, with its publication.
    expect(await adminRead(published)).toEqual({
      ...(await get(`/api/products/${published}`)).json(),
      status: 'published',
      publish_at: null,
    });

    const admin = bearer(token);
    expectRefused(await get(`/api/admin/products/${published + 1}`, admin), 404, messages.productNotFound);
    expectRefused(await get('/api/admin/products/abc', admin), 400, messages.invalidProductId);
  });

  it('are answered afresh, never from an answer kept for the public', async () => {
    const id = await create({ status: 'draft' });
    const first = await get(`/api/admin/products/${id}`, bearer(token));
    expect(first.headers.etag).toBeUndefined();
    await setPublication(id, { status: 'published' });
    expect(await publicationOf(id)).toEqual({ status: 'published', publish_at: null });
    expect((await adminList()).map((row) => row.status)).toEqual(['published']);
  });

  it('are refused to anyone signed out (401) and to a user who is not an administrator (403)', async () => {
    const draft = await create({ status: 'draft' });
    const user = await addSignedInUser(app);
    for (const url of ['/api/admin/products', `/api/admin/products/${draft}`]) {
      expectRefused(await get(url), 401, messages.notSignedIn, url);
      expectRefused(await get(url, bearer(user)), 403, messages.adminOnly, url);
    }
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/products/${draft}/publication`,
      payload: { status: 'published' },
    });
    expectRefused(anonymous, 401, messages.notSignedIn);
    expectRefused(await setPublication(draft, { status: 'published' }, user), 403, messages.adminOnly);
    expect(await publicationOf(draft)).toEqual({ status: 'draft', publish_at: null });
    expect((await productEvents()).map((event) => event.action)).toEqual(['product.created']);
  });
});

describe('PUT /api/products/:id/publication', () => {
  it('makes a product a draft, schedules it and publishes it, each change recorded; its text’s date stays', async () => {
    const id = await create();
    const textDate = async () =>
      (
        await app.db
          .selectFrom('products')
          .select('updated_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).updated_at;
    const madeAt = await textDate();
    const at = iso(time.clock() + 2 * hour);
    const lastEvent = async () => (await productEvents()).at(-1);
    // Each step: what is sent, what the answer says, and the changes its event records.
    const steps: Array<[object, string, Array<[string, string | null, string | null]>]> = [
      [{ status: 'draft' }, messages.productDraftSaved, [['status', 'published', 'draft']]],
      [
        { status: 'scheduled', publish_at: at },
        messages.productScheduled,
        [
          ['status', 'draft', 'scheduled'],
          ['publish_at', null, at],
        ],
      ],
      [
        { status: 'published' },
        messages.productPublished,
        [
          ['status', 'scheduled', 'published'],
          ['publish_at', at, null],
        ],
      ],
    ];
    for (const [payload, message, changes] of steps) {
      time.advance(minute);
      const version = await app.dataVersion();
      const res = await setPublication(id, payload);
      expect(res.json(), JSON.stringify(payload)).toEqual(success(message));
      expect(await app.dataVersion()).not.toBe(version);
      expect(await publicationOf(id)).toEqual({
        status: changes[0]?.[2],
        publish_at: changes[1]?.[2] ?? null,
      });
      expect(await lastEvent()).toMatchObject({
        action: 'product.updated',
        entity_id: id,
        username: 'admin',
        address: '127.0.0.1',
        changes: changes.map(([field, before, after]) => ({ field, before, after })),
      });
    }
    expect(await textDate()).toBe(madeAt);
    // Published again: nothing changed, nothing recorded.
    const events = (await productEvents()).length;
    expect((await setPublication(id, { status: 'published' })).statusCode).toBe(200);
    expect(await productEvents()).toHaveLength(events);
  });

  it('refuses a bad publication, a missing product and a malformed id, changing nothing', async () => {
    const id = await create();
    const now = time.clock();
    const cases: Array<[object, string]> = [
      [{}, messages.invalidValue],
      [{ status: 'hidden' }, messages.invalidValue],
      [{ status: 'scheduled', publish_at: 'soon' }, messages.publishAtInvalid],
      ...publishAtRefusals(now),
    ];
    for (const [payload, message] of cases)
      expectRefused(await setPublication(id, payload), 400, message, JSON.stringify(payload));
    expectRefused(await setPublication(id + 1, { status: 'draft' }), 404, messages.productNotFound);
    expectRefused(await setPublication('abc', { status: 'draft' }), 400, messages.invalidProductId);
    expect(await publicationOf(id)).toEqual({ status: 'published', publish_at: null });
    expect((await productEvents()).map((event) => event.action)).toEqual(['product.created']);
  });
});

describe('POST /api/products/bulk-publication', () => {
  function bulkPublication(payload: object, as: string | null = token) {
    const headers = as === null ? {} : bearer(as);
    return app.inject({ method: 'POST', url: '/api/products/bulk-publication', headers, payload });
  }

  it('publishes drafts and scheduled products now, leaving a published one alone, each change recorded as one product’s', async () => {
    const at = iso(time.clock() + hour);
    const draft = await create({ name: 'Draft Elbow', status: 'draft' });
    const scheduled = await create({ name: 'Scheduled Elbow', status: 'scheduled', publish_at: at });
    const published = await create({ name: 'Published Elbow' });
    const made = (await productEvents()).length;
    expect(await publicIds('/api/products')).toEqual([published]);

    time.advance(minute);
    const res = await bulkPublication({
      ids: [published, scheduled, published + 100, draft],
      status: 'published',
    });
    expect(res.json()).toEqual({ ...success(messages.productsPublished), changed: 2 });
    for (const id of [draft, scheduled, published])
      expect(await publicationOf(id)).toEqual({ status: 'published', publish_at: null });
    // The events `PUT /api/products/:id/publication` records, by id whatever order the ids came in.
    const admin = { action: 'product.updated', username: 'admin', address: '127.0.0.1' };
    expect((await productEvents()).slice(made)).toMatchObject([
      { ...admin, entity_id: draft, changes: [{ field: 'status', before: 'draft', after: 'published' }] },
      {
        ...admin,
        entity_id: scheduled,
        changes: [
          { field: 'status', before: 'scheduled', after: 'published' },
          { field: 'publish_at', before: at, after: null },
        ],
      },
    ]);
    expect((await publicIds('/api/products')).sort(byNumber)).toEqual([draft, scheduled, published]);

    // Published again: nothing changed, nothing recorded.
    const again = await bulkPublication({ ids: [draft, scheduled], status: 'published' });
    expect(again.json()).toEqual({ ...success(messages.productsPublished), changed: 0 });
    expect(await productEvents()).toHaveLength(made + 2);
  });

  it('makes drafts of published and scheduled products, gone from the catalogue at once, and back when published', async () => {
    const at = iso(time.clock() + hour);
    const drafted = await create({ name: 'Drafted Tee' });
    const kept = await create({ name: 'Kept Tee' });
    const scheduled = await create({ name: 'Scheduled Tee', status: 'scheduled', publish_at: at });
    const draft = await create({ name: 'Draft Tee', status: 'draft' });
    // Read first, so that the kept answers and the page must let them go.
    expect(await publicIds('/api/products')).toEqual([drafted, kept]);
    expect(await publicIds('/api/products?q=tee')).toContain(drafted);
    expect((await get(`/api/products/${drafted}`)).statusCode).toBe(200);
    expect((await get(`/products/${drafted}`)).statusCode).toBe(200);
    const made = (await productEvents()).length;

    const res = await bulkPublication({ ids: [draft, scheduled, drafted], status: 'draft' });
    expect(res.json()).toEqual({ ...success(messages.productsDrafted), changed: 2 });
    expect(await publicationOf(drafted)).toEqual({ status: 'draft', publish_at: null });
    expect(await publicationOf(scheduled)).toEqual({ status: 'draft', publish_at: null });
    expect((await productEvents()).slice(made)).toMatchObject([
      { entity_id: drafted, changes: [{ field: 'status', before: 'published', after: 'draft' }] },
      {
        entity_id: scheduled,
        changes: [
          { field: 'status', before: 'scheduled', after: 'draft' },
          { field: 'publish_at', before: at, after: null },
        ],
      },
    ]);
    expect(await publicIds('/api/products')).toEqual([kept]);
    expect(await publicIds('/api/products?q=tee')).toEqual([kept]);
    expectRefused(await get(`/api/products/${drafted}`), 404, messages.productNotFound);
    expect((await get(`/products/${drafted}`)).statusCode).toBe(404);
    expect(await sitemapProducts()).toEqual([kept]);

    const back = await bulkPublication({ ids: [drafted], status: 'published' });
    expect(back.json()).toEqual({ ...success(messages.productsPublished), changed: 1 });
    expect(await publicIds('/api/products')).toEqual([drafted, kept]);
    expect((await get(`/api/products/${drafted}`)).statusCode).toBe(200);
    expect((await get(`/products/${drafted}`)).statusCode).toBe(200);
    expect(await sitemapProducts()).toEqual([drafted, kept]);
  });

  it('refuses ids that are no list of distinct positive ids, too many, or a status other than published or draft, changing nothing', async () => {
    const id = await create({ status: 'draft' });
    const bodies: object[] = [
      { ids: [], status: 'published' },
      { ids: [id, id], status: 'published' },
      { ids: Array.from({ length: 51 }, (_, i) => id + i), status: 'published' },
      { ids: [1.5], status: 'published' },
      { ids: [String(id)], status: 'published' },
      { ids: [0], status: 'published' },
      { ids: id, status: 'published' },
      { status: 'published' },
      { ids: [id] },
      { ids: [id], status: 'scheduled' },
      { ids: [id], status: 'hidden' },
      { ids: [id], status: true },
    ];
    for (const body of bodies)
      expectRefused(await bulkPublication(body), 400, messages.invalidValue, JSON.stringify(body));
    expect(await publicationOf(id)).toEqual({ status: 'draft', publish_at: null });
    expect((await productEvents()).map((event) => event.action)).toEqual(['product.created']);
  });

  it('is refused to anyone signed out (401) and to a user who is not an administrator (403)', async () => {
    const id = await create({ status: 'draft' });
    const user = await addSignedInUser(app);
    const body = { ids: [id], status: 'published' };
    expectRefused(await bulkPublication(body, null), 401, messages.notSignedIn);
    expectRefused(await bulkPublication(body, user), 403, messages.adminOnly);
    expect(await publicationOf(id)).toEqual({ status: 'draft', publish_at: null });
    expect((await productEvents()).map((event) => event.action)).toEqual(['product.created']);
  });
});

describe('PUT /api/products/:id with a publication', () => {
  it('saves the text and the publication together, in one event; left out, the publication stays', async () => {
    const id = await create({ name: 'CPVC Tee' });
    const { image } = await adminRead(id);
    const edit = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: bearer(token),
        payload: { ...pipeFields, features: [], applications: [], certifications: [], image, ...payload },
      });

    const drafted = await edit({ name: 'CPVC Tee 25 mm', publication: { status: 'draft' } });
    expect(drafted.json()).toEqual(success(messages.productUpdated));
    expect(await adminRead(id)).toMatchObject({ name: 'CPVC Tee 25 mm', status: 'draft', publish_at: null });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    expect(await publicIds('/api/products')).toEqual([]);
    expect((await productEvents()).at(-1)).toMatchObject({
      action: 'product.updated',
      changes: [
        { field: 'name', before: 'CPVC Tee', after: 'CPVC Tee 25 mm' },
        { field: 'status', before: 'published', after: 'draft' },
      ],
    });

    // Without a publication, the text alone changes: the product stays a draft.
    expect((await edit({ name: 'CPVC Tee 32 mm' })).statusCode).toBe(200);
    expect(await publicationOf(id)).toEqual({ status: 'draft', publish_at: null });

    const events = (await productEvents()).length;
    const now = time.clock();
    for (const [publication, message] of publishAtRefusals(now))
      expectRefused(await edit({ name: 'Changed', publication }), 400, message, JSON.stringify(publication));
    expect(await adminRead(id)).toMatchObject({ name: 'CPVC Tee 32 mm', status: 'draft' });
    expect(await productEvents()).toHaveLength(events);

    const at = iso(now + hour);
    expect((await edit({ publication: { status: 'scheduled', publish_at: at } })).statusCode).toBe(200);
    expect(await publicationOf(id)).toEqual({ status: 'scheduled', publish_at: at });
    expect((await edit({ publication: { status: 'published' } })).statusCode).toBe(200);
    expect(await publicIds('/api/products')).toEqual([id]);
  });
});

describe('publishing scheduled products', () => {
  it('publishes a product when its time comes, recorded as the server’s, and not before', async () => {
    const start = time.clock();
    const soon = await create({
      name: 'Soon Pipe',
      status: 'scheduled',
      publish_at: iso(start + 2 * minute),
    });
    const draft = await create({ name: 'Draft Pipe', status: 'draft' });
    const { timer, repeat } = manualRepeat();
    const publishing = startScheduledPublishing(app, { clock: time.clock, repeat });
    await timer.check();
    expect(await publicIds('/api/products')).toEqual([]);

    time.advance(2 * minute - 1);
    await timer.check();
    expect(await publicIds('/api/products')).toEqual([]);
    time.advance(1);
    await timer.check();
    expect(await publicIds('/api/products')).toEqual([soon]);
    expect((await get(`/api/products/${soon}`)).statusCode).toBe(200);
    expect(await sitemapProducts()).toEqual([soon]);
    expect(await publicationOf(soon)).toEqual({ status: 'published', publish_at: null });
    expect(await publicationOf(draft)).toEqual({ status: 'draft', publish_at: null });

    await timer.check();
    expect((await productEvents()).filter((event) => event.action === 'product.updated')).toEqual([
      {
        action: 'product.updated',
        entity_id: soon,
        user_id: null,
        username: null,
        address: null,
        changes: [
          { field: 'status', before: 'scheduled', after: 'published' },
          { field: 'publish_at', before: iso(start + 2 * minute), after: null },
        ],
      },
    ]);
    await publishing.stop();
  });

  it('publishes and records each due product once when two servers on one database check', async () => {
    const ids: number[] = [];
    const product = parseNewProduct({
      name: 'Scheduled Pipe',
      category: '',
      description: 'A pipe that goes on sale later.',
    });
    await publishOnTwoServers(
      { media, time },
      async (first) => {
        for (let i = 0; i < 4; i++)
          ids.push(
            await insertProduct(
              first.db,
              { ...product, name: `Scheduled Pipe ${i}` },
              null,
              { path: `/media/products/${i}.png`, variants: [] },
              time.clock(),
              { status: 'scheduled', publish_at: iso(time.clock() + (i + 1) * minute) },
            ),
          );
        // Kept by the public list before its time, so that the publishing must let it go.
        expect((await first.inject({ method: 'GET', url: '/api/products' })).json()).toEqual([]);
      },
      async (servers) => {
        const [first] = servers;
        const rows = await first.db.selectFrom('products').select(['id', 'status']).orderBy('id').execute();
        expect(rows).toEqual(ids.map((id) => ({ id, status: 'published' })));
        const events = await productEvents(first);
        expect(events.map((event) => event.entity_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
        expect(events.every((event) => event.action === 'product.updated' && event.user_id === null)).toBe(
          true,
        );
        // Each server's list shows them: its kept answer moved on with the data.
        for (const server of servers) {
          const listed = await server.inject({ method: 'GET', url: '/api/products' });
          expect(listed.json<ProductSummary[]>().map((row) => row.id)).toEqual(ids);
        }
      },
    );
  });
});
