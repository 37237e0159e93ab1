import { existsSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditAction } from '../../src/api/audit';
import { messages } from '../../src/api/messages';
import type { AdminNewsItem, NewsItem } from '../../src/api/news';
import type { App } from '../../src/server/app';
import { mediaFolders, mediaKinds, streamToTemp } from '../../src/server/media/media-files';
import {
  addSignedInUser,
  badTableQueries,
  bearer,
  manualClock,
  pageOf,
  refusal,
  startSignedInServer,
  success,
  testMediaDir,
} from './helpers';
import { filesUnder, makeImage, makeVideo, multipart, type Part } from './multipart';

const media = testMediaDir();
const time = manualClock();
let app: App;
let token: string;
beforeEach(async () => {
  ({ app, adminToken: token } = await startSignedInServer({ mediaDir: media, clock: time.clock }));
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

const fields = { title: 'New production line in Sudair', description: 'Opened this month.', alt_text: '' };

function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

function filePart(name: string, data: Buffer, filename: string, contentType: string): Part {
  return { name, filename, contentType, data };
}

async function post(url: string, parts: Part[], as = token) {
  const { headers, payload } = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(as) }, payload });
}

async function uploadImage(values: Record<string, string> = {}, filename = 'line.png') {
  return post('/api/news/upload', [
    ...textParts({ ...fields, ...values }),
    filePart('image', await makeImage('png'), filename, 'image/png'),
  ]);
}

function uploadVideo(values: Record<string, string> = {}, video = makeVideo('mp4'), extra: Part[] = []) {
  return post('/api/news/video-upload', [
    ...textParts({ ...fields, ...values }),
    filePart('video', video, 'fair.mp4', 'video/mp4'),
    ...extra,
  ]);
}

async function created(res: Awaited<ReturnType<typeof post>>): Promise<AdminNewsItem> {
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  const item = (await adminList()).find((entry) => entry.id === id);
  if (!item) throw new Error(`news item ${id} is not listed`);
  return item;
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function adminList(): Promise<AdminNewsItem[]> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/news', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** An item as the public list shows it in English: without the admin's view of its Arabic and publication. */
function publicOf({
  arabic: _arabic,
  translation_status: _translation,
  status: _status,
  publish_at: _publishAt,
  ...item
}: AdminNewsItem): NewsItem {
  return item;
}

function put(id: number | string, payload: object, as = token) {
  return app.inject({ method: 'PUT', url: `/api/news/${id}`, headers: bearer(as), payload });
}

function fileOf(mediaPath: string): string {
  return path.join(media, mediaPath.replace(/^\/media\//, ''));
}

function filesOfItem(item: NewsItem): string[] {
  return [item.image_path, ...item.image_variants.map((v) => v.path), item.video_path, item.poster_path]
    .filter((p) => p !== null)
    .map(fileOf);
}

async function expectNothingKept() {
  expect(filesUnder(media)).toEqual([]);
  expect(await app.db.selectFrom('news').select('id').execute()).toEqual([]);
}

describe('POST /api/news/upload', () => {
  it('keeps an image item with its WebP copies, shown on the home page at once', async () => {
    const res = await uploadImage({ alt_text: 'The new extrusion line' });
    expect(res.json()).toMatchObject({ success: true, message: messages.newsCreated, code: 'newsCreated' });
    const item = await created(res);
    expect(item).toMatchObject({
      title: fields.title,
      description: fields.description,
      alt_text: 'The new extrusion line',
      media_type: 'image',
      video_path: null,
      poster_path: null,
      active: true,
      created_at: new Date(time.clock()).toISOString(),
    });
    expect(item.image_path).toMatch(/^\/media\/news\/[0-9a-f]{32}\.png$/);
    expect(item.image_variants.map((v) => v.width)).toEqual([320]);
    for (const file of filesOfItem(item)) expect(existsSync(file)).toBe(true);
    expect(item).toMatchObject({
      language: 'en',
      arabic: null,
      translation_status: 'missing',
      status: 'published',
      publish_at: null,
    });
    expect((await get('/api/news')).json()).toEqual([publicOf(item)]);
  });

  it('uses the file’s name as alt text when none is given, else the title', async () => {
    expect((await created(await uploadImage({}, 'riyadh-fair.png'))).alt_text).toBe('riyadh-fair.png');
    expect((await created(await uploadImage({ title: 'ISO renewal' }, ' '))).alt_text).toBe('ISO renewal');
  });

  it('keeps the Arabic sent with a new item, its empty alt text being the Arabic title', async () => {
    const item = await created(
      await uploadImage({
        title_ar: ' خط إنتاج جديد ',
        description_ar: 'بدأ الإنتاج في سدير.',
        alt_text_ar: '',
      }),
    );
    expect(item).toMatchObject({
      arabic: { title: 'خط إنتاج جديد', description: 'بدأ الإنتاج في سدير.', alt_text: 'خط إنتاج جديد' },
      translation_status: 'current',
    });
    const [arabic] = (await get('/api/news?lang=ar')).json<NewsItem[]>();
    expect(arabic).toMatchObject({ id: item.id, title: 'خط إنتاج جديد', language: 'ar' });
    // A video takes its Arabic the same way; all three left empty is no Arabic at all.
    const video = await created(await uploadVideo({ title_ar: 'جولة في المصنع', alt_text_ar: 'خط الإنتاج' }));
    expect(video.arabic).toEqual({ title: 'جولة في المصنع', description: '', alt_text: 'خط الإنتاج' });
    const none = await created(await uploadImage({ title_ar: ' ', description_ar: '', alt_text_ar: '' }));
    expect(none).toMatchObject({ arabic: null, translation_status: 'missing' });
  });

  it('refuses Arabic without its title, or too long, with the English rule’s message, keeping nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ description_ar: 'بدأ الإنتاج في سدير.' }, messages.titleRequired],
      [{ title_ar: 'ع'.repeat(201) }, messages.titleTooLong],
      [{ title_ar: 'خط', alt_text_ar: 'ع'.repeat(301) }, messages.altTextTooLong],
    ];
    for (const [values, message] of cases) {
      const res = await uploadImage(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    const video = await uploadVideo({ description_ar: 'جولة' });
    expect(video.statusCode).toBe(400);
    await expectNothingKept();
  });

  it('checks the text with the create form’s rules: 400 with the rule’s message, nothing kept', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: '   ' }, messages.titleRequired],
      [{ title: 'x'.repeat(201) }, messages.titleTooLong],
      [{ description: 'x'.repeat(5001) }, messages.descriptionTooLong],
      [{ alt_text: 'x'.repeat(301) }, messages.altTextTooLong],
    ];
    for (const [values, message] of cases) {
      const res = await uploadImage(values);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    await expectNothingKept();
    const longest = await uploadImage({
      title: 'x'.repeat(200),
      description: 'x'.repeat(5000),
      alt_text: 'x'.repeat(300),
    });
    expect(longest.statusCode).toBe(201);
  });

  it('requires an image: 400 "Please select a image file"', async () => {
    const none = await post('/api/news/upload', textParts(fields));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(refusal(messages.newsImageMissing));
    const empty = await post('/api/news/upload', [
      ...textParts(fields),
      filePart('image', Buffer.alloc(0), '', 'application/octet-stream'),
    ]);
    expect(empty.json()).toEqual(refusal(messages.newsImageMissing));
    await expectNothingKept();
  });

  it('judges the file by its bytes: text named .png, or a video, is refused with 415', async () => {
    for (const part of [
      filePart('image', Buffer.from('just some text, not a picture'), 'photo.png', 'image/png'),
      filePart('image', makeVideo('mp4'), 'clip.png', 'image/png'),
    ]) {
      const res = await post('/api/news/upload', [...textParts(fields), part]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual(refusal(messages.newsImageType));
    }
    await expectNothingKept();
  });

  it('stops reading an image of 5 MB or more: 413 with the form’s words, nothing kept', async () => {
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post('/api/news/upload', [
      ...textParts(fields),
      filePart('image', big, 'big.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal(messages.newsImageSize));
    await expectNothingKept();
  });
});

describe('POST /api/news/video-upload', () => {
  it('keeps a video with its poster; it is served with its type, nosniff and a long cache', async () => {
    const poster = await makeImage('jpeg', { width: 64, height: 36 });
    const res = await uploadVideo({}, makeVideo('mp4'), [
      filePart('poster', poster, 'poster.jpg', 'image/jpeg'),
    ]);
    expect(res.json()).toMatchObject({ message: messages.newsVideoSaved, code: 'newsVideoSaved' });
    const item = await created(res);
    expect(item).toMatchObject({
      media_type: 'video',
      image_path: null,
      image_variants: [],
      alt_text: 'fair.mp4',
    });
    expect(item.video_path).toMatch(/^\/media\/news\/[0-9a-f]{32}\.mp4$/);
    expect(item.poster_path).toMatch(/^\/media\/news\/[0-9a-f]{32}\.jpg$/);
    const video = await get(item.video_path ?? '');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['x-content-type-options']).toBe('nosniff');
    expect(video.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(video.rawPayload.equals(makeVideo('mp4'))).toBe(true);
    expect((await get(item.poster_path ?? '')).headers['content-type']).toBe('image/jpeg');
  });

  it('takes MP4, WebM, MOV and AVI by their bytes, served with their own types', async () => {
    const expected = {
      mp4: 'video/mp4',
      webm: 'video/webm',
      mov: 'video/quicktime',
      avi: 'video/x-msvideo',
    } as const;
    for (const [format, type] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
      // Named and declared wrongly on purpose: only the bytes count.
      const item = await created(await uploadVideo({}, makeVideo(format)));
      expect(item.video_path).toMatch(new RegExp(`\\.${format}$`));
      expect((await get(item.video_path ?? '')).headers['content-type']).toBe(type);
    }
  });

  it('answers a range with 206 and exactly those bytes, so a player can seek', async () => {
    const bytes = makeVideo('webm', 200_000);
    const item = await created(await uploadVideo({}, bytes));
    const res = await get(item.video_path ?? '', { range: 'bytes=150000-150999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 150000-150999/${bytes.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(bytes.subarray(150_000, 151_000))).toBe(true);
    const tail = await get(item.video_path ?? '', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(-10))).toBe(true);
  });

  it('titles a video without a title by its stored file name', async () => {
    const item = await created(await uploadVideo({ title: '' }));
    expect(item.title).toBe(item.video_path?.split('/').at(-1));
    expect(item.title).toMatch(/^[0-9a-f]{32}\.mp4$/);
  });

  it('refuses a text file named .mp4 with 415, leaving nothing in the media folder', async () => {
    const res = await uploadVideo({}, Buffer.from('this is text pretending to be a video\n'.repeat(200)));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(refusal(messages.newsVideoType));
    await expectNothingKept();
  });

  it('refuses a missing video (400), bad text (400) and a bad poster (415, 413), keeping nothing', async () => {
    const none = await post('/api/news/video-upload', textParts(fields));
    expect(none.json()).toEqual(refusal(messages.newsVideoMissing));
    const long = await uploadVideo({ title: 'x'.repeat(201) });
    expect(long.json()).toEqual(refusal(messages.titleTooLong));
    const png = await uploadVideo({}, makeVideo('mp4'), [
      filePart('poster', await makeImage('png'), 'poster.jpg', 'image/jpeg'),
    ]);
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual(refusal(messages.posterInvalid));
    const huge = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(2 * 1024 * 1024)]);
    const big = await uploadVideo({}, makeVideo('mp4'), [
      filePart('poster', huge, 'poster.jpg', 'image/jpeg'),
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal(messages.posterInvalid));
    await expectNothingKept();
  });

  it('keeps nothing of an upload whose client goes away midway', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { headers, payload } = multipart([
      ...textParts(fields),
      filePart('video', makeVideo('mp4', 4 * 1024 * 1024), 'fair.mp4', 'video/mp4'),
    ]);
    const body = payload as Buffer;
    const request = httpRequest(`${address}/api/news/video-upload`, {
      method: 'POST',
      headers: { ...headers, ...bearer(token) },
    });
    request.on('error', () => {});
    // Half the body, then the connection is cut once the server has started writing the file.
    request.write(body.subarray(0, body.length / 2));
    await vi.waitFor(() => expect(filesUnder(path.join(media, 'tmp'))).not.toEqual([]));
    request.destroy();
    await vi.waitFor(() => expect(filesUnder(media)).toEqual([]));
    expect(await app.db.selectFrom('news').select('id').execute()).toEqual([]);
  });

  it('counts a video against its limit while it streams: 413 with the form’s words, no file left', async () => {
    const folders = mediaFolders(media);
    const source = Readable.from([makeVideo('mp4', 600), Buffer.alloc(600)]);
    await expect(
      streamToTemp(folders, source, { ...mediaKinds.newsVideo, maxBytes: 1000 }),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: messages.newsVideoSize,
    });
    expect(filesUnder(media)).toEqual([]);
  });
});

describe('the news lists', () => {
  it('shows the public only active items, and the admin all of them, newest first', async () => {
    const first = await created(await uploadImage({ title: 'First' }));
    time.advance(60_000);
    const second = await created(await uploadVideo({ title: 'Second' }));
    time.advance(60_000);
    const third = await created(await uploadImage({ title: 'Third' }));
    expect((await put(second.id, { active: false })).statusCode).toBe(200);
    const titles = (items: NewsItem[]) => items.map((item) => item.title);
    expect(titles((await get('/api/news')).json())).toEqual(['Third', 'First']);
    expect(titles(await adminList())).toEqual(['Third', 'Second', 'First']);
    expect([first, third].every((item) => item.active)).toBe(true);
  });
});

describe('PUT /api/news/:id', () => {
  it('switches an item off and on with the eye button', async () => {
    const item = await created(await uploadImage());
    const off = await put(item.id, { active: false });
    expect(off.json()).toEqual({ success: true, message: messages.newsDeactivated, code: 'newsDeactivated' });
    expect((await get('/api/news')).json()).toEqual([]);
    const on = await put(item.id, { active: true });
    expect(on.json()).toEqual({ success: true, message: messages.newsActivated, code: 'newsActivated' });
    expect((await get('/api/news')).json()).toHaveLength(1);
  });

  it('saves the edit dialog’s text and status; the media stay', async () => {
    const item = await created(await uploadImage());
    const edit = {
      title: ' Renewed ISO 9001 ',
      description: 'Audit passed.',
      alt_text: 'Certificate',
      active: false,
    };
    const res = await put(item.id, edit);
    expect(res.json()).toEqual({ success: true, message: messages.newsUpdated, code: 'newsUpdated' });
    const [saved] = await adminList();
    expect(saved).toEqual({
      ...item,
      title: 'Renewed ISO 9001',
      description: 'Audit passed.',
      alt_text: 'Certificate',
      active: false,
    });
  });

  it('refuses bad text, half an edit, a change of media, a missing item and a malformed id', async () => {
    const item = await created(await uploadImage());
    const full = { title: 'T', description: '', alt_text: '', active: true };
    expect((await put(item.id, { ...full, title: '' })).json()).toEqual(refusal(messages.titleRequired));
    expect((await put(item.id, { ...full, alt_text: 'x'.repeat(301) })).json()).toEqual(
      refusal(messages.altTextTooLong),
    );
    expect((await put(item.id, { active: true, title: 'T' })).json()).toEqual(
      refusal(messages.newsEditIncomplete),
    );
    const media = await put(item.id, { ...full, image_path: '/media/news/other.png' });
    expect(media.statusCode).toBe(400);
    expect((await put(item.id, {})).statusCode).toBe(400);
    const missing = await put(item.id + 1, { active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.newsNotFound));
    expect((await put('abc', { active: true })).json()).toEqual(refusal(messages.invalidNewsId));
    expect(await adminList()).toEqual([item]);
  });
});

describe('DELETE /api/news/:id', () => {
  it('deletes the item and its files: an image with its copies, a video with its poster', async () => {
    const image = await created(await uploadImage());
    const poster = filePart('poster', await makeImage('jpeg'), 'poster.jpg', 'image/jpeg');
    const video = await created(await uploadVideo({}, makeVideo('mp4'), [poster]));
    for (const item of [image, video]) {
      const res = await app.inject({ method: 'DELETE', url: `/api/news/${item.id}`, headers: bearer(token) });
      expect(res.json()).toEqual({ success: true, message: messages.newsDeleted, code: 'newsDeleted' });
      for (const file of filesOfItem(item)) expect(existsSync(file)).toBe(false);
    }
    await expectNothingKept();
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/news/${image.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/admin/news, paged', () => {
  const firstMade = '2030-02-01T08:00:00.000Z';
  /** Items straight into the database (ids 1, 2, …), each made a minute after the one before. */
  async function store(items: { title: string; description?: string; active?: 0 | 1 }[]) {
    await app.db
      .insertInto('news')
      .values(
        items.map((item, i) => ({
          description: '',
          active: 1 as const,
          ...item,
          media_type: 'image' as const,
          image_path: `/media/news/${i + 1}.png`,
          created_at: new Date(Date.parse(firstMade) + i * 60_000).toISOString(),
        })),
      )
      .execute();
  }
  const numbered = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ title: `Item ${String(i + 1).padStart(3, '0')}` }));
  const listing = (query: Record<string, string>, as = token) =>
    app.inject({ url: `/api/admin/news?${new URLSearchParams(query)}`, headers: bearer(as) });
  async function idsOf(query: Record<string, string>) {
    const res = await listing(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NewsItem[]>().map((item) => item.id);
  }
  /** The ids answered for each value of `key` (an empty one left out of the query), by the value. */
  async function idsFor(key: 'q' | 'sort', ...values: string[]) {
    const lists = await Promise.all(values.map((value) => idsOf(value ? { [key]: value } : {})));
    return Object.fromEntries(values.map((value, i) => [value, lists[i]]));
  }

  /** The second page of two items in the order `sort` names, and the link to the third. */
  async function secondPair(sort: string) {
    const res = await listing({ sort, per_page: '2', page: '2' });
    return { ids: res.json<NewsItem[]>().map((item) => item.id), next: pageOf(res).links.next };
  }

  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (to >= from ? from + i : from - i));

  it('answers 50 items a page, newest first, with the count and the links to the others', async () => {
    await store(numbered(120));
    const link = (page: number) => `/api/admin/news?page=${page}&per_page=50`;
    const first = await listing({});
    expect(first.json<NewsItem[]>().map((item) => item.id)).toEqual(range(120, 71));
    expect(first.json<NewsItem[]>()[0]).toMatchObject({
      title: 'Item 120',
      image_path: '/media/news/120.png',
    });
    expect(pageOf(first)).toEqual({ total: '120', links: { first: link(1), next: link(2), last: link(3) } });
    expect(await idsOf({ page: '2' })).toEqual(range(70, 21));
    expect(await idsOf({ page: '3' })).toEqual(range(20, 1));
    expect(await idsOf({ page: '2', per_page: '100' })).toEqual(range(20, 1));
    // Past the last page: nothing, with the total and the way back.
    const past = await listing({ page: '4' });
    expect(past.json()).toEqual([]);
    expect(pageOf(past)).toEqual({ total: '120', links: { first: link(1), prev: link(3), last: link(3) } });
  });

  it('sorts by when an item was made either way, items of one millisecond by the order they were made', async () => {
    await store(numbered(5));
    // The last two made in the very millisecond of the first.
    await app.db.updateTable('news').set({ created_at: firstMade }).where('id', 'in', [4, 5]).execute();
    expect(await idsFor('sort', '', '-created', 'created')).toEqual({
      '': [3, 2, 5, 4, 1],
      '-created': [3, 2, 5, 4, 1],
      created: [1, 4, 5, 2, 3],
    });
    expect(await secondPair('created')).toEqual({
      ids: [5, 2],
      next: '/api/admin/news?sort=created&page=3&per_page=2',
    });
  });

  it('sorts by title, capitals and small letters alike, the same title by id', async () => {
    await store([
      { title: 'Zebra crossing at the plant' },
      { title: 'alpha line' },
      { title: 'Alpha Line' },
      { title: 'معرض الرياض' },
      { title: 'Beta test' },
    ]);
    expect(await idsFor('sort', 'title', '-title')).toEqual({
      title: [2, 3, 5, 1, 4],
      '-title': [4, 1, 5, 3, 2],
    });
    expect(await secondPair('-title')).toEqual({
      ids: [5, 3],
      next: '/api/admin/news?sort=-title&page=3&per_page=2',
    });
  });

  it('finds the items holding every word searched for, each in the title or the description', async () => {
    await store([
      { title: 'New extrusion line in Sudair', description: 'Opened this month.' },
      { title: 'ISO 9001 renewed', description: 'The audit in Riyadh passed.' },
      { title: 'معرض الرياض الدولي', description: 'زوروا جناحنا في المعرض', active: 0 },
      { title: 'Riyadh fair', description: 'Stand 100% booked, hall_3.' },
    ]);
    // Every word in any letter case, each in either field; `%` and `_` only themselves.
    const found = {
      SUDAIR: [1],
      opened: [1],
      riyadh: [4, 2],
      'iso riyadh': [2],
      'riyadh sudair': [],
      الرياض: [3],
      'جناحنا الدولي': [3],
      '100%': [4],
      _: [4],
      '   ': [4, 3, 2, 1],
    };
    expect(await idsFor('q', ...Object.keys(found))).toEqual(found);
    expect(await idsOf({ q: 'riyadh', sort: 'title' })).toEqual([2, 4]);
    expect(pageOf(await listing({ q: 'riyadh', per_page: '1' }))).toMatchObject({
      total: '2',
      links: { next: '/api/admin/news?q=riyadh&page=2&per_page=1' },
    });
  });

  it.each(badTableQueries('date'))('refuses %j with 400 and its message', async (query, message) => {
    const res = await listing(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('is refused to anyone but an administrator, whatever the query', async () => {
    await store(numbered(2));
    const sara = await addSignedInUser(app);
    for (const query of [{ q: 'item', page: '2' }, { page: '0' }] as Record<string, string>[]) {
      const signedOut = await app.inject({ url: `/api/admin/news?${new URLSearchParams(query)}` });
      expect(signedOut.statusCode).toBe(401);
      const refused = await listing(query, sara);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal(messages.adminOnly));
      expect(refused.headers['x-total-count']).toBeUndefined();
    }
  });
});

/** The events of `action`, in the order written. */
function auditOf(action: AuditAction) {
  return app.db
    .selectFrom('audit_events')
    .select(['entity_id', 'label', 'changes'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

function bulk(route: 'bulk-delete' | 'bulk-status', payload: object, as = token) {
  return app.inject({ method: 'POST', url: `/api/news/${route}`, headers: bearer(as), payload });
}

/** Bodies either bulk route refuses with 400 "Invalid value", besides its own. */
const invalidIds: Array<[string, unknown]> = [
  ['no ids', []],
  ['the same id twice', [1, 1]],
  ['more than a page of 50', Array.from({ length: 51 }, (_, i) => i + 1)],
  ['an id that is no whole number', [1.5]],
  ['an id as text', ['1']],
  ['an id of 0', [0]],
  ['ids that are no list', 1],
  ['no ids at all', undefined],
];

describe('POST /api/news/bulk-delete', () => {
  it('deletes the items named and their files, with one audit event each', async () => {
    const image = await created(await uploadImage({ title: 'Sudair line' }));
    const kept = await created(await uploadImage({ title: 'ISO renewal' }));
    const poster = filePart('poster', await makeImage('jpeg'), 'poster.jpg', 'image/jpeg');
    const video = await created(await uploadVideo({ title: 'Factory tour' }, makeVideo('mp4'), [poster]));
    const files = [...filesOfItem(image), ...filesOfItem(video)];
    expect(files).toHaveLength(4);
    const res = await bulk('bulk-delete', { ids: [video.id, image.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...success(messages.newsItemsDeleted), deleted: 2 });
    for (const file of files) expect(existsSync(file), file).toBe(false);
    const keptFiles = filesOfItem(kept).map((file) => path.relative(media, file));
    expect(filesUnder(media)).toEqual(keptFiles.sort());
    expect(await adminList()).toEqual([kept]);
    expect((await get('/api/news')).json()).toEqual([publicOf(kept)]);
    expect(await auditOf('news.deleted')).toEqual([
      { entity_id: image.id, label: 'Sudair line', changes: '[]' },
      { entity_id: video.id, label: 'Factory tour', changes: '[]' },
    ]);
  });

  it('counts only the items still there: one deleted meanwhile, or never made, is no failure', async () => {
    const gone = await created(await uploadImage({ title: 'Gone' }));
    const there = await created(await uploadImage({ title: 'There' }));
    const single = await app.inject({
      method: 'DELETE',
      url: `/api/news/${gone.id}`,
      headers: bearer(token),
    });
    expect(single.statusCode).toBe(200);
    const res = await bulk('bulk-delete', { ids: [gone.id, there.id, there.id + 100] });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBe(1);
    expect((await auditOf('news.deleted')).map((event) => event.label)).toEqual(['Gone', 'There']);
    await expectNothingKept();
    const none = await bulk('bulk-delete', { ids: [there.id] });
    expect(none.json()).toMatchObject({ success: true, deleted: 0 });
    expect(await auditOf('news.deleted')).toHaveLength(2);
  });

  it.each(invalidIds)('refuses %s with 400 and deletes nothing', async (_, ids) => {
    const item = await created(await uploadImage());
    const res = await bulk('bulk-delete', { ids });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(messages.invalidValue));
    expect(await adminList()).toEqual([item]);
    for (const file of filesOfItem(item)) expect(existsSync(file)).toBe(true);
  });
});

describe('POST /api/news/bulk-status', () => {
  it('hides and shows the items named, counting and recording only those it changed', async () => {
    const shown = await created(await uploadImage({ title: 'Shown' }));
    time.advance(60_000);
    const hidden = await created(await uploadImage({ title: 'Hidden' }));
    expect((await put(hidden.id, { active: false })).statusCode).toBe(200);
    time.advance(60_000);
    const other = await created(await uploadImage({ title: 'Other' }));
    const titles = async () => (await get('/api/news')).json<NewsItem[]>().map((item) => item.title);
    expect(await titles()).toEqual(['Other', 'Shown']);
    const eyeButton = await auditOf('news.updated');

    const off = await bulk('bulk-status', { ids: [shown.id, hidden.id], active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...success(messages.newsItemsDeactivated), changed: 1 });
    expect(await titles()).toEqual(['Other']);

    const on = await bulk('bulk-status', {
      ids: [other.id, hidden.id, shown.id, other.id + 100],
      active: true,
    });
    expect(on.json()).toEqual({ ...success(messages.newsItemsActivated), changed: 2 });
    expect(await titles()).toEqual(['Other', 'Hidden', 'Shown']);
    expect((await adminList()).map((item) => item.active)).toEqual([true, true, true]);

    // The same event the eye button records (`eyeButton`), one for each item switched.
    const switched = (await auditOf('news.updated')).slice(eyeButton.length);
    expect(eyeButton).toEqual([
      { entity_id: hidden.id, label: 'Hidden', changes: '[{"field":"active","before":"1","after":"0"}]' },
    ]);
    // Each request's events by id, whatever order the ids came in.
    expect(switched).toEqual([
      { entity_id: shown.id, label: 'Shown', changes: '[{"field":"active","before":"1","after":"0"}]' },
      { entity_id: shown.id, label: 'Shown', changes: '[{"field":"active","before":"0","after":"1"}]' },
      { entity_id: hidden.id, label: 'Hidden', changes: '[{"field":"active","before":"0","after":"1"}]' },
    ]);
  });

  it.each(invalidIds)('refuses %s with 400 and changes nothing', async (_, ids) => {
    const item = await created(await uploadImage());
    const res = await bulk('bulk-status', { ids, active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(messages.invalidValue));
    expect(await adminList()).toEqual([item]);
  });

  it('refuses a body without a status, or with one that is no boolean, and changes nothing', async () => {
    const item = await created(await uploadImage());
    for (const body of [
      { ids: [item.id] },
      { ids: [item.id], active: 'false' },
      { ids: [item.id], active: 0 },
    ]) {
      const res = await bulk('bulk-status', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(refusal(messages.invalidValue));
    }
    expect(await adminList()).toEqual([item]);
    expect(await auditOf('news.updated')).toEqual([]);
  });
});

describe('news in Arabic', () => {
  const arabic = {
    title: 'خط إنتاج جديد في سدير',
    description: 'بدأ التشغيل هذا الشهر.',
    alt_text: 'خط البثق الجديد',
  };
  const translate = (id: number | string, payload: object, as = token) =>
    app.inject({ method: 'PUT', url: `/api/news/${id}/translations/ar`, headers: bearer(as), payload });
  const shown = async (lang?: string) =>
    (await get(lang ? `/api/news?lang=${lang}` : '/api/news')).json<NewsItem[]>();

  it('answers an Arabic page in Arabic where an item has it, else in English saying so', async () => {
    const line = await created(await uploadImage());
    time.advance(60_000);
    const fair = await created(await uploadImage({ title: 'At the Riyadh fair', description: 'Hall 4.' }));
    const saved = await translate(line.id, arabic);
    expect(saved.json()).toEqual(success(messages.translationSaved));

    const [fairInArabic, lineInArabic] = await shown('ar');
    expect(lineInArabic).toEqual({ ...publicOf(line), ...arabic, language: 'ar' });
    expect(fairInArabic).toEqual({ ...publicOf(fair), language: 'en' });
    // English pages, and a client that names no language, read the English as before.
    for (const lang of ['en', undefined]) expect(await shown(lang)).toEqual([publicOf(fair), publicOf(line)]);
  });

  it('shows the admin each item’s Arabic and whether it is missing, current or older than the English', async () => {
    const line = await created(await uploadImage());
    expect(line).toMatchObject({ arabic: null, translation_status: 'missing' });
    time.advance(60_000);
    await translate(line.id, arabic);
    expect((await adminList())[0]).toMatchObject({
      title: fields.title,
      arabic,
      translation_status: 'current',
    });

    // The eye button changes no text: the Arabic stays current.
    time.advance(60_000);
    await put(line.id, { active: false });
    expect((await adminList())[0]?.translation_status).toBe('current');
    // Saving the edit dialog with the same text neither.
    time.advance(60_000);
    await put(line.id, { ...fields, alt_text: line.alt_text, active: true });
    expect((await adminList())[0]?.translation_status).toBe('current');
    // A new English title makes it outdated, until the Arabic is saved again.
    time.advance(60_000);
    await put(line.id, { ...fields, title: 'Second production line in Sudair', alt_text: '', active: true });
    expect((await adminList())[0]).toMatchObject({ arabic, translation_status: 'outdated' });
    time.advance(60_000);
    await translate(line.id, { ...arabic, title: 'خط إنتاج ثانٍ في سدير' });
    expect((await adminList())[0]).toMatchObject({
      arabic: { ...arabic, title: 'خط إنتاج ثانٍ في سدير' },
      translation_status: 'current',
    });
  });

  it('records each translation in the audit log with the Arabic it changed', async () => {
    const line = await created(await uploadImage());
    await translate(line.id, arabic);
    await translate(line.id, { ...arabic, description: '' });
    const events = await auditOf('news.updated');
    expect(events.map((event) => [event.entity_id, event.label])).toEqual([
      [line.id, fields.title],
      [line.id, fields.title],
    ]);
    expect(JSON.parse(events[0]?.changes ?? '')).toEqual([
      { field: 'title_ar', before: null, after: arabic.title },
      { field: 'description_ar', before: null, after: arabic.description },
      { field: 'alt_text_ar', before: null, after: arabic.alt_text },
    ]);
    expect(JSON.parse(events[1]?.changes ?? '')).toEqual([
      { field: 'description_ar', before: arabic.description, after: '' },
    ]);
  });

  it('checks the Arabic with the English fields’ rules; an empty alt text is the Arabic title', async () => {
    const line = await created(await uploadImage());
    const cases: Array<[object, string]> = [
      [{ ...arabic, title: '   ' }, messages.titleRequired],
      [{ ...arabic, title: 'ع'.repeat(201) }, messages.titleTooLong],
      [{ ...arabic, description: 'ع'.repeat(5001) }, messages.descriptionTooLong],
      [{ ...arabic, alt_text: 'ع'.repeat(301) }, messages.altTextTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await translate(line.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    expect((await adminList())[0]?.arabic).toBeNull();
    await translate(line.id, { title: ' خط جديد ', description: '', alt_text: '' });
    expect((await adminList())[0]?.arabic).toEqual({
      title: 'خط جديد',
      description: '',
      alt_text: 'خط جديد',
    });
  });

  it('refuses a missing item (404), a malformed id, a language other than Arabic, and anyone but an administrator', async () => {
    const line = await created(await uploadImage());
    const missing = await translate(999, arabic);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal(messages.newsNotFound));
    expect((await translate('abc', arabic)).statusCode).toBe(400);
    const french = await app.inject({
      method: 'PUT',
      url: `/api/news/${line.id}/translations/fr`,
      headers: bearer(token),
      payload: arabic,
    });
    expect(french.statusCode).toBe(404);
    expect((await get('/api/news?lang=fr')).statusCode).toBe(400);
    expect((await translate(line.id, arabic, await addSignedInUser(app))).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/news/${line.id}/translations/ar`,
      payload: arabic,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await adminList())[0]?.arabic).toBeNull();
  });
});

describe('who may change the news', () => {
  it('lets everyone read the active items and only administrators do anything else', () => {
    const news = app.routeAccess
      .filter((r) => r.url.includes('/news'))
      .map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(news).toEqual([
      'GET /api/news public',
      'HEAD /api/news public',
      'GET /api/news/:id public',
      'HEAD /api/news/:id public',
      'GET /api/admin/news admin',
      'HEAD /api/admin/news admin',
      'GET /api/admin/news/:id admin',
      'HEAD /api/admin/news/:id admin',
      'POST /api/news/upload admin',
      'POST /api/news/video-upload admin',
      'PUT /api/news/:id admin',
      'PUT /api/news/:id/translations/ar admin',
      'PUT /api/news/:id/publication admin',
      'DELETE /api/news/:id admin',
      'POST /api/news/bulk-status admin',
      'POST /api/news/bulk-delete admin',
    ]);
  });

  it('refuses a signed-in user who is not an administrator (403) and anyone signed out (401), keeping nothing', async () => {
    const userToken = await addSignedInUser(app);
    const parts = [...textParts(fields), filePart('video', makeVideo('mp4'), 'fair.mp4', 'video/mp4')];
    const forbidden = await post('/api/news/video-upload', parts, userToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(refusal(messages.adminOnly));
    const { headers, payload } = multipart(parts);
    const anonymous = await app.inject({ method: 'POST', url: '/api/news/upload', headers, payload });
    expect(anonymous.statusCode).toBe(401);
    expect((await put(1, { active: false }, userToken)).statusCode).toBe(403);
    expect((await get('/api/admin/news')).statusCode).toBe(401);
    await expectNothingKept();
  });

  it('refuses the table’s bulk changes to a user who is not an administrator (403) and anyone signed out (401)', async () => {
    const item = await created(await uploadImage());
    const userToken = await addSignedInUser(app);
    const bodies = { 'bulk-delete': { ids: [item.id] }, 'bulk-status': { ids: [item.id], active: false } };
    for (const [route, payload] of Object.entries(bodies) as Array<[keyof typeof bodies, object]>) {
      const forbidden = await bulk(route, payload, userToken);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual(refusal(messages.adminOnly));
      const anonymous = await app.inject({ method: 'POST', url: `/api/news/${route}`, payload });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await adminList()).toEqual([item]);
    for (const file of filesOfItem(item)) expect(existsSync(file)).toBe(true);
  });
});
