/**
 * News items' publication: created as drafts, scheduled or published through the uploads' fields,
 * changed with `PUT /api/news/:id/publication`, kept from the public until published, previewed in
 * the portal, and the scheduled ones published by the server at their time, once however many
 * processes share the database.
 */
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishAheadMaxMs, scheduledPublishCheckMs } from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import type { AdminNewsItem, NewsArticle, NewsItem } from '../../src/api/news';
import type { App } from '../../src/server/app';
import { insertNews, publishDueNews } from '../../src/server/news/news-items';
import { startScheduledPublishing } from '../../src/server/publication/scheduled-publishing';
import {
  addSignedInUser,
  bearer,
  manualClock,
  pageOf,
  refusal,
  startSignedInServer,
  success,
  testMediaDir,
} from './helpers';
import { filesUnder, makeImage, makeVideo, multipart, type Part } from './multipart';
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

let time: ReturnType<typeof manualClock>;
let app: App;
let token: string;
beforeEach(async () => {
  time = manualClock();
  ({ app, adminToken: token } = await startSignedInServer({ mediaDir: media, clock: time.clock }));
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function post(url: string, parts: Part[]) {
  const { headers, payload } = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token) }, payload });
}

async function uploadImage(values: Record<string, string> = {}) {
  return post('/api/news/upload', [
    ...textParts({
      title: 'New production line',
      description: 'Opened this month.',
      alt_text: '',
      ...values,
    }),
    { name: 'image', filename: 'line.png', contentType: 'image/png', data: await makeImage('png') },
  ]);
}

function uploadVideo(values: Record<string, string> = {}) {
  return post('/api/news/video-upload', [
    ...textParts({ title: 'Factory tour', description: '', alt_text: '', ...values }),
    { name: 'video', filename: 'tour.mp4', contentType: 'video/mp4', data: makeVideo('mp4') },
  ]);
}

/** The id of the item an upload made. */
function idOf(res: Awaited<ReturnType<typeof post>>): number {
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function adminList(query: Record<string, string> = {}): Promise<AdminNewsItem[]> {
  const res = await get(`/api/admin/news?${new URLSearchParams(query)}`, bearer(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function adminRow(id: number): Promise<AdminNewsItem> {
  const row = (await adminList()).find((item) => item.id === id);
  if (!row) throw new Error(`news item ${id} is not listed`);
  return row;
}

async function publicIds(url: string): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NewsItem[]>().map((item) => item.id);
}

function setPublication(id: number | string, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/news/${id}/publication`, headers: bearer(token), payload });
}

/** The news events, oldest first, with their changes read. */
const newsEvents = (on: App = app) => eventsOf(on, 'news');

/** The addresses of the sitemap's news pages. */
async function sitemapNews(): Promise<string[]> {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]*\/news\/\d+)<\/loc>/g)].map((match) => match[1] as string);
}

describe('the uploads’ publication fields', () => {
  it('answer what was done: kept as a draft, scheduled, or created', async () => {
    const said = async (values: Record<string, string>, upload = uploadImage) =>
      (await upload(values)).json<{ message: string }>().message;
    expect(await said({ status: 'draft' })).toBe(messages.newsDraftSaved);
    expect(await said({ status: 'scheduled', publish_at: iso(time.clock() + hour) })).toBe(
      messages.newsScheduled,
    );
    expect(await said({ status: 'published' })).toBe(messages.newsCreated);
    expect(await said({ status: 'draft' }, uploadVideo)).toBe(messages.newsDraftSaved);
    expect(await said({}, uploadVideo)).toBe(messages.newsVideoSaved);
  });

  it('make a draft, a scheduled item (its time kept in UTC) or, without them, a published one', async () => {
    const draft = idOf(await uploadImage({ title: 'Draft', status: 'draft' }));
    // Three hours ahead, written in Riyadh's time.
    const at = time.clock() + 3 * hour;
    const riyadh = `${iso(at + 3 * hour).slice(0, 19)}+03:00`;
    const scheduled = idOf(
      await uploadImage({ title: 'Scheduled', status: 'scheduled', publish_at: riyadh }),
    );
    const plain = idOf(await uploadImage({ title: 'Plain' }));
    const published = idOf(await uploadImage({ title: 'Published', status: 'published' }));
    // A time sent with another status is no schedule.
    const video = idOf(await uploadVideo({ status: 'draft', publish_at: iso(at) }));

    const publication = async (id: number) => {
      const { status, publish_at } = await adminRow(id);
      return { status, publish_at };
    };
    expect(await publication(draft)).toEqual({ status: 'draft', publish_at: null });
    expect(await publication(scheduled)).toEqual({ status: 'scheduled', publish_at: iso(at) });
    expect(await publication(plain)).toEqual({ status: 'published', publish_at: null });
    expect(await publication(published)).toEqual({ status: 'published', publish_at: null });
    expect(await publication(video)).toEqual({ status: 'draft', publish_at: null });

    // Each creation's event says how it was made.
    const created = (await newsEvents()).filter((event) => event.action === 'news.created');
    expect(created.find((event) => event.entity_id === scheduled)?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', after: 'scheduled' },
        { field: 'publish_at', after: iso(at) },
      ]),
    );
    expect(created.find((event) => event.entity_id === draft)?.changes).toContainEqual({
      field: 'status',
      after: 'draft',
    });
  });

  it('refuse a bad status or publish time with its message, keeping nothing', async () => {
    const now = time.clock();
    const cases: Array<[Record<string, string>, string]> = [
      [{ status: 'pending' }, messages.invalidValue],
      [{ status: '' }, messages.invalidValue],
      ...publishAtRefusals(now),
    ];
    for (const [values, message] of cases) {
      for (const upload of [uploadImage, uploadVideo])
        expectRefused(await upload(values), 400, message, JSON.stringify(values));
    }
    expect(filesUnder(media)).toEqual([]);
    expect(await app.db.selectFrom('news').select('id').execute()).toEqual([]);
    expect(await newsEvents()).toEqual([]);
    // A year ahead to the millisecond is still within reach.
    idOf(await uploadImage({ status: 'scheduled', publish_at: iso(now + publishAheadMaxMs) }));
  });
});

describe('what the public sees of drafts and scheduled items', () => {
  it('nothing: not in the list, the archive, their pages or the sitemap', async () => {
    const published = idOf(await uploadImage({ title: 'Published' }));
    const draft = idOf(await uploadImage({ title: 'Draft', status: 'draft' }));
    const scheduled = idOf(
      await uploadImage({ title: 'Scheduled', status: 'scheduled', publish_at: iso(time.clock() + hour) }),
    );
    expect(await publicIds('/api/news')).toEqual([published]);
    expect(await publicIds('/api/news?lang=ar')).toEqual([published]);
    const page = await get('/api/news?page=1');
    expect(page.json<NewsItem[]>().map((item) => item.id)).toEqual([published]);
    expect(pageOf(page).total).toBe('1');

    const missing = await get(`/api/news/${scheduled + 1}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.newsNotFound));
    for (const id of [draft, scheduled]) {
      const res = await get(`/api/news/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body, String(id)).toBe(missing.body);
    }
    // Nor as the neighbour of a public item.
    const { newer, older } = (await get(`/api/news/${published}`)).json<NewsArticle>();
    expect({ newer, older }).toEqual({ newer: null, older: null });

    const pages = await sitemapNews();
    expect(pages.filter((loc) => loc.endsWith(`/news/${published}`))).toHaveLength(2);
    expect(pages).toHaveLength(2);
  });
});

describe('GET /api/admin/news by status', () => {
  it('shows each item’s publication and keeps one status alone, searched, sorted and paged', async () => {
    const at = time.clock() + hour;
    const ids = {
      draftB: idOf(await uploadImage({ title: 'Beta draft', status: 'draft' })),
      draftA: idOf(await uploadImage({ title: 'Alpha draft', status: 'draft' })),
      scheduled: idOf(await uploadImage({ title: 'Fair', status: 'scheduled', publish_at: iso(at) })),
      first: idOf(await uploadImage({ title: 'First published' })),
      second: idOf(await uploadImage({ title: 'Second published' })),
    };
    expect(await adminList({ status: 'scheduled' })).toEqual([
      expect.objectContaining({ id: ids.scheduled, status: 'scheduled', publish_at: iso(at) }),
    ]);
    const idsOf = async (query: Record<string, string>) => (await adminList(query)).map((item) => item.id);
    expect(await idsOf({ status: 'draft' })).toEqual([ids.draftA, ids.draftB]);
    expect(await idsOf({ status: 'draft', sort: 'title' })).toEqual([ids.draftA, ids.draftB]);
    expect(await idsOf({ status: 'draft', sort: '-title' })).toEqual([ids.draftB, ids.draftA]);
    expect(await idsOf({ status: 'draft', q: 'beta' })).toEqual([ids.draftB]);
    expect(await idsOf({ status: 'published', q: 'draft' })).toEqual([]);
    expect(await idsOf({ status: 'published' })).toEqual([ids.second, ids.first]);
    expect(await idsOf({})).toHaveLength(5);

    const res = await get('/api/admin/news?status=published&q=published&per_page=1', bearer(token));
    expect(res.json<AdminNewsItem[]>().map((item) => item.id)).toEqual([ids.second]);
    const link = (page: number) => `/api/admin/news?q=published&status=published&page=${page}&per_page=1`;
    expect(pageOf(res)).toEqual({ total: '2', links: { first: link(1), next: link(2), last: link(2) } });

    const bad = await get('/api/admin/news?status=archived', bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal(messages.invalidValue));
  });
});

describe('PUT /api/news/:id/publication', () => {
  it('makes an item a draft, schedules it and publishes it, each change recorded; its text’s date stays', async () => {
    const id = idOf(await uploadImage({ title_ar: 'خط إنتاج جديد' }));
    const textDate = () =>
      app.db.selectFrom('news').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow();
    const madeAt = await textDate();
    const changes = async () => (await newsEvents()).filter((event) => event.action === 'news.updated');

    time.advance(minute);
    const draft = await setPublication(id, { status: 'draft' });
    expect(draft.json()).toEqual(success(messages.newsDraftSaved));
    expect(await adminRow(id)).toMatchObject({ status: 'draft', publish_at: null });
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);

    time.advance(minute);
    const at = time.clock() + 2 * hour;
    const scheduled = await setPublication(id, { status: 'scheduled', publish_at: iso(at) });
    expect(scheduled.json()).toEqual(success(messages.newsScheduled));
    expect(await adminRow(id)).toMatchObject({ status: 'scheduled', publish_at: iso(at) });
    expect(await publicIds('/api/news')).toEqual([]);

    time.advance(minute);
    const published = await setPublication(id, { status: 'published' });
    expect(published.json()).toEqual(success(messages.newsPublished));
    expect(await adminRow(id)).toMatchObject({
      status: 'published',
      publish_at: null,
      translation_status: 'current',
    });
    expect(await publicIds('/api/news')).toEqual([id]);
    expect(await textDate()).toEqual(madeAt);

    const by = { entity_id: id, username: 'admin', address: '127.0.0.1' };
    expect(await changes()).toEqual([
      expect.objectContaining({
        ...by,
        changes: [{ field: 'status', before: 'published', after: 'draft' }],
      }),
      expect.objectContaining({
        ...by,
        changes: [
          { field: 'status', before: 'draft', after: 'scheduled' },
          { field: 'publish_at', before: null, after: iso(at) },
        ],
      }),
      expect.objectContaining({
        ...by,
        changes: [
          { field: 'status', before: 'scheduled', after: 'published' },
          { field: 'publish_at', before: iso(at), after: null },
        ],
      }),
    ]);
    // Published again: nothing changed, nothing recorded.
    expect((await setPublication(id, { status: 'published' })).statusCode).toBe(200);
    expect(await changes()).toHaveLength(3);
  });

  it('refuses a bad publication, a missing item and a malformed id, changing nothing', async () => {
    const id = idOf(await uploadImage());
    const now = time.clock();
    const cases: Array<[object, string]> = [
      [{}, messages.invalidValue],
      [{ status: 'archived' }, messages.invalidValue],
      [{ status: 'scheduled', publish_at: '2030-13-01T00:00:00Z' }, messages.publishAtInvalid],
      ...publishAtRefusals(now),
    ];
    for (const [payload, message] of cases)
      expectRefused(await setPublication(id, payload), 400, message, JSON.stringify(payload));
    const missing = await setPublication(id + 1, { status: 'draft' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.newsNotFound));
    expect((await setPublication('abc', { status: 'draft' })).json()).toEqual(
      refusal(messages.invalidNewsId),
    );
    expect(await adminRow(id)).toMatchObject({ status: 'published', publish_at: null });
    expect((await newsEvents()).map((event) => event.action)).toEqual(['news.created']);
  });
});

describe('PUT /api/news/:id with a publication', () => {
  it('saves the text and the publication together, in one event; left out, the publication stays', async () => {
    const id = idOf(await uploadImage({ title: 'Price list' }));
    const text = { title: 'Price list', description: 'Opened this month.', alt_text: 'line.png' };
    const edit = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/news/${id}`,
        headers: bearer(token),
        payload: { active: true, ...text, ...payload },
      });

    const drafted = await edit({ title: 'Price list 2027', publication: { status: 'draft' } });
    expect(drafted.json()).toEqual(success(messages.newsUpdated));
    expect(await adminRow(id)).toMatchObject({ title: 'Price list 2027', status: 'draft', publish_at: null });
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);
    expect(await publicIds('/api/news')).toEqual([]);
    expect((await newsEvents()).at(-1)).toMatchObject({
      action: 'news.updated',
      changes: [
        { field: 'title', before: 'Price list', after: 'Price list 2027' },
        { field: 'status', before: 'published', after: 'draft' },
      ],
    });

    // Without a publication, the text alone changes: the item stays a draft.
    expect((await edit({ title: 'Price list for 2027' })).statusCode).toBe(200);
    expect(await adminRow(id)).toMatchObject({ status: 'draft', publish_at: null });
    // The eye button alone leaves it a draft too.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/news/${id}`,
          headers: bearer(token),
          payload: { active: false },
        })
      ).statusCode,
    ).toBe(200);
    expect(await adminRow(id)).toMatchObject({ status: 'draft', active: false });

    const events = (await newsEvents()).length;
    const now = time.clock();
    for (const [publication, message] of publishAtRefusals(now))
      expectRefused(await edit({ title: 'Changed', publication }), 400, message, JSON.stringify(publication));
    expect(await adminRow(id)).toMatchObject({ title: 'Price list for 2027', status: 'draft' });
    expect(await newsEvents()).toHaveLength(events);

    const at = iso(now + hour);
    expect((await edit({ publication: { status: 'scheduled', publish_at: at } })).statusCode).toBe(200);
    expect(await adminRow(id)).toMatchObject({ status: 'scheduled', publish_at: at });
    expect((await edit({ publication: { status: 'published' } })).statusCode).toBe(200);
    expect(await publicIds('/api/news')).toEqual([id]);
  });
});

describe('GET /api/admin/news/:id, the preview', () => {
  it('shows an administrator any item as its page would, beside the public items around it', async () => {
    const older = idOf(await uploadImage({ title: 'Older' }));
    time.advance(minute);
    const draft = idOf(
      await uploadImage({ title: 'Draft', status: 'draft', title_ar: 'مسودة', description_ar: 'قريبا' }),
    );
    time.advance(minute);
    const hiddenNewer = idOf(await uploadImage({ title: 'Hidden' }));
    await app.inject({
      method: 'PUT',
      url: `/api/news/${hiddenNewer}`,
      headers: bearer(token),
      payload: { active: false },
    });
    time.advance(minute);
    const newer = idOf(await uploadImage({ title: 'Newer' }));

    const res = await get(`/api/admin/news/${draft}`, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: draft,
      title: 'Draft',
      language: 'en',
      newer: { id: newer, title: 'Newer', language: 'en' },
      older: { id: older, title: 'Older', language: 'en' },
    });
    const arabic = (await get(`/api/admin/news/${draft}?lang=ar`, bearer(token))).json<NewsArticle>();
    expect(arabic).toMatchObject({ title: 'مسودة', description: 'قريبا', language: 'ar' });
    // A hidden item is previewed too; the public page of a published one answers the same.
    expect((await get(`/api/admin/news/${hiddenNewer}`, bearer(token))).json()).toMatchObject({
      id: hiddenNewer,
      active: false,
    });
    expect((await get(`/api/admin/news/${newer}`, bearer(token))).json()).toEqual(
      (await get(`/api/news/${newer}`)).json(),
    );
    const missing = await get(`/api/admin/news/${newer + 1}`, bearer(token));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.newsNotFound));
  });

  it('is refused to anyone signed out (401) and to a user who is not an administrator (403)', async () => {
    const draft = idOf(await uploadImage({ status: 'draft' }));
    const anonymous = await get(`/api/admin/news/${draft}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(refusal(messages.notSignedIn));
    const user = await get(`/api/admin/news/${draft}`, bearer(await addSignedInUser(app)));
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual(refusal(messages.adminOnly));
  });
});

describe('the date an item is published', () => {
  it('dates and orders an item by its first publication: a draft published later comes first, dated then', async () => {
    const prepared = idOf(await uploadImage({ title: 'Prepared early', status: 'draft' }));
    time.advance(hour);
    const meanwhile = idOf(await uploadImage({ title: 'Published meanwhile' }));
    time.advance(hour);
    const publishedAt = iso(time.clock());
    expect((await setPublication(prepared, { status: 'published' })).statusCode).toBe(200);

    const items = (await get('/api/news')).json<NewsItem[]>();
    expect(items.map((item) => [item.id, item.published_at])).toEqual([
      [prepared, publishedAt],
      [meanwhile, iso(time.clock() - hour)],
    ]);
    expect(await publicIds('/api/news?page=1')).toEqual([prepared, meanwhile]);
    const article = (await get(`/api/news/${prepared}`)).json<NewsArticle>();
    expect(article).toMatchObject({ published_at: publishedAt, newer: null, older: { id: meanwhile } });

    // Drafted and published again, it keeps the date it was first published.
    time.advance(hour);
    await setPublication(prepared, { status: 'draft' });
    await setPublication(prepared, { status: 'published' });
    expect((await get(`/api/news/${prepared}`)).json<NewsArticle>().published_at).toBe(publishedAt);
  });

  it('dates a scheduled item at its time, or when it is published ahead of it; the editor dates one it publishes', async () => {
    const at = time.clock() + 2 * minute;
    const scheduled = idOf(await uploadImage({ status: 'scheduled', publish_at: iso(at) }));
    // Its preview reads the time it goes live.
    expect((await get(`/api/admin/news/${scheduled}`, bearer(token))).json<NewsArticle>().published_at).toBe(
      iso(at),
    );
    time.advance(3 * minute);
    expect(await publishDueNews(app.db, time.clock())).toBe(1);
    expect((await get(`/api/news/${scheduled}`)).json<NewsArticle>().published_at).toBe(iso(at));

    const ahead = idOf(await uploadImage({ status: 'scheduled', publish_at: iso(time.clock() + hour) }));
    time.advance(minute);
    await setPublication(ahead, { status: 'published' });
    expect((await get(`/api/news/${ahead}`)).json<NewsArticle>().published_at).toBe(iso(time.clock()));

    const drafted = idOf(await uploadImage({ status: 'draft' }));
    time.advance(minute);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/news/${drafted}`,
      headers: bearer(token),
      payload: {
        active: true,
        title: 'New production line',
        description: 'Opened this month.',
        alt_text: 'line.png',
        publication: { status: 'published' },
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/news/${drafted}`)).json<NewsArticle>().published_at).toBe(iso(time.clock()));
  });
});

describe('publishing scheduled items', () => {
  it('publishes each item when its time comes, once, recorded as the server’s, letting the kept pages go', async () => {
    const start = time.clock();
    const soon = idOf(
      await uploadImage({ title: 'Soon', status: 'scheduled', publish_at: iso(start + 2 * minute) }),
    );
    const later = idOf(
      await uploadImage({ title: 'Later', status: 'scheduled', publish_at: iso(start + hour) }),
    );
    const draft = idOf(await uploadImage({ title: 'Draft', status: 'draft' }));
    const { timer, repeat } = manualRepeat();
    const publishing = startScheduledPublishing(app, { clock: time.clock, repeat });
    expect(timer.periodMs).toBe(scheduledPublishCheckMs);
    // The check at start (joined here) finds nothing due.
    await timer.check();
    expect(await publicIds('/api/news')).toEqual([]);

    time.advance(2 * minute - 1);
    await timer.check();
    expect(await publicIds('/api/news')).toEqual([]);
    const version = await app.dataVersion();
    time.advance(1);
    await timer.check();
    expect(await publicIds('/api/news')).toEqual([soon]);
    expect(await app.dataVersion()).not.toBe(version);
    expect(await adminRow(soon)).toMatchObject({ status: 'published', publish_at: null });
    expect(await adminRow(later)).toMatchObject({ status: 'scheduled', publish_at: iso(start + hour) });

    time.advance(hour);
    await timer.check();
    await timer.check();
    expect(await publicIds('/api/news')).toEqual([later, soon]);
    expect(await adminRow(draft)).toMatchObject({ status: 'draft' });

    const byServer = { user_id: null, username: null, address: null };
    expect((await newsEvents()).filter((event) => event.action === 'news.updated')).toEqual([
      {
        action: 'news.updated',
        entity_id: soon,
        ...byServer,
        changes: [
          { field: 'status', before: 'scheduled', after: 'published' },
          { field: 'publish_at', before: iso(start + 2 * minute), after: null },
        ],
      },
      expect.objectContaining({ entity_id: later, ...byServer }),
    ]);
    await publishing.stop();
    expect(timer.stopped).toBe(true);
  });

  it('publishes at start what fell due while no server ran', async () => {
    const id = idOf(
      await uploadImage({ status: 'scheduled', publish_at: iso(time.clock() + scheduledPublishCheckMs) }),
    );
    time.advance(hour);
    const { timer, repeat } = manualRepeat();
    const publishing = startScheduledPublishing(app, { clock: time.clock, repeat });
    // Joins the check made at start rather than making one.
    await timer.check();
    expect(await publicIds('/api/news')).toEqual([id]);
    await publishing.stop();
  });

  it('never shows a scheduled item deleted before its time', async () => {
    const id = idOf(await uploadImage({ status: 'scheduled', publish_at: iso(time.clock() + minute) }));
    const deleted = await app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
    time.advance(hour);
    expect(await publishDueNews(app.db, time.clock())).toBe(0);
    expect(await publicIds('/api/news')).toEqual([]);
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);
    expect(await sitemapNews()).toEqual([]);
    expect((await newsEvents()).map((event) => event.action)).toEqual(['news.created', 'news.deleted']);
  });

  it('publishes each due item once when checks overlap, each having read the items before the other wrote', async () => {
    const at = time.clock() + minute;
    const ids = [
      idOf(await uploadImage({ status: 'scheduled', publish_at: iso(at) })),
      idOf(await uploadImage({ status: 'scheduled', publish_at: iso(at) })),
    ];
    time.advance(minute);
    const counts = await Promise.all([
      publishDueNews(app.db, time.clock()),
      publishDueNews(app.db, time.clock()),
    ]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await publicIds('/api/news')).toEqual([...ids].reverse());
    const published = (await newsEvents()).filter((event) => event.action === 'news.updated');
    expect(published.map((event) => event.entity_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
  });

  it('publishes and records each due item once when two servers on one database check at once', async () => {
    const ids: number[] = [];
    await publishOnTwoServers(
      { media, time },
      async (first) => {
        for (let i = 0; i < 6; i++)
          ids.push(
            await insertNews(
              first.db,
              {
                title: `Item ${i}`,
                description: '',
                alt_text: '',
                media_type: 'image',
                image: { path: `/media/news/${i}.png`, variants: [] },
                publication: { status: 'scheduled', publish_at: iso(time.clock() + (i + 1) * minute) },
              },
              time.clock(),
            ),
          );
      },
      async ([first]) => {
        const rows = await first.db.selectFrom('news').select(['id', 'status']).orderBy('id').execute();
        expect(rows).toEqual(ids.map((id) => ({ id, status: 'published' })));
        const events = await newsEvents(first);
        // Each process publishes in time order; together their events may interleave.
        expect(events.map((event) => event.entity_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(ids);
        expect(events.every((event) => event.action === 'news.updated' && event.user_id === null)).toBe(true);
      },
    );
  });
});
