import { createHash } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { addUser, signIn, startTestServer, testMediaDir } from './helpers';
import { filesUnder, makeImage, makeVideo, multipart } from './multipart';

let app: App;
let origin: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  app = await startTestServer();
  await addUser(app, 'admin', 'admin-password', 'admin');
  await addUser(app, 'second-admin', 'second-password', 'admin');
  token = await signIn(app, 'admin', 'admin-password');
  otherToken = await signIn(app, 'second-admin', 'second-password');
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app.close());

const uploadsDir = () => path.join(testMediaDir(), 'uploads');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `POST /api/uploads` as the tus client sends it. */
function create(kind: string, length: number, as = token, filename = 'fair.mp4') {
  return fetch(`${origin}/api/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${as}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `kind ${b64(kind)},filename ${b64(filename)},filetype ${b64('video/mp4')}`,
    },
  });
}

async function created(kind: string, length: number, filename?: string): Promise<string> {
  const response = await create(kind, length, token, filename);
  expect(response.status).toBe(201);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
  return location;
}

function patch(location: string, offset: number, bytes: Buffer, as = token) {
  return fetch(`${origin}${location}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${as}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

function head(location: string, as = token) {
  return fetch(`${origin}${location}`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${as}`, 'tus-resumable': '1.0.0' },
  });
}

describe('a resumable upload', () => {
  it('is only for administrators', async () => {
    const anonymous = await fetch(`${origin}/api/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);
    await addUser(app, 'editor', 'editor-password', 'user');
    const user = await create('newsVideo', 1000, await signIn(app, 'editor', 'editor-password'));
    expect(user.status).toBe(403);
  });

  it('is refused before a byte is stored when it declares more than its kind takes', async () => {
    const before = filesUnder(uploadsDir());
    const tooLarge = await create('newsImage', 5 * 1024 * 1024);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'newsImageSize', message: messages.newsImageSize });
    const unknownKind = await create('spreadsheet', 100);
    expect(unknownKind.status).toBe(400);
    expect(filesUnder(uploadsDir())).toEqual(before);
  });

  it('is refused before a byte is stored when the disk would keep less than the margin free', async () => {
    const cramped = await startTestServer({ freeSpaceMarginBytes: Number.MAX_SAFE_INTEGER });
    try {
      await addUser(cramped, 'admin', 'admin-password', 'admin');
      const answer = await cramped.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          authorization: `Bearer ${await signIn(cramped, 'admin', 'admin-password')}`,
          'tus-resumable': '1.0.0',
          'upload-length': '1000',
          'upload-metadata': `kind ${b64('newsImage')},filename ${b64('plant.jpg')}`,
        },
      });
      expect(answer.statusCode).toBe(507);
      expect(answer.json()).toMatchObject({ code: 'notEnoughSpace', message: messages.notEnoughSpace });
    } finally {
      await cramped.close();
    }
  });

  it('is refused by its first bytes when they are not its kind, and nothing of it is kept', async () => {
    const text = Buffer.alloc(64 * 1024, 'not a video at all ');
    const location = await created('newsVideo', text.length);
    const refused = await patch(location, 0, text.subarray(0, 8192));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: 'newsVideoType' });
    expect(filesUnder(uploadsDir()).filter((name) => location.endsWith(name.split('.')[0] ?? ''))).toEqual(
      [],
    );
  });

  it('resumes from the offset the server holds, and becomes a news video with the very same bytes', async () => {
    const video = makeVideo('mp4', 256 * 1024);
    const location = await created('newsVideo', video.length, 'trade-fair.mp4');
    // The first half arrives, then the connection drops: the browser asks where to go on from.
    expect((await patch(location, 0, video.subarray(0, 100_000))).status).toBe(204);
    const offset = await head(location);
    expect(offset.headers.get('upload-offset')).toBe('100000');
    expect(offset.headers.get('upload-length')).toBe(String(video.length));
    // Bytes sent from the wrong offset are refused, not written twice.
    expect((await patch(location, 50_000, video.subarray(50_000))).status).toBe(409);
    const rest = await patch(location, 100_000, video.subarray(100_000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));

    const { headers, payload } = multipart([
      { name: 'title', value: 'Trade fair' },
      { name: 'description', value: 'Our stand at the Riyadh building fair.' },
      { name: 'upload', value: location.split('/').at(-1) ?? '' },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/news/video-upload',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: number }>();
    const item = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/news/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ video_path: string; alt_text: string }>();
    const stored = readFileSync(path.join(testMediaDir(), item.video_path.replace(/^.*\/media\//, '')));
    expect(sha256(stored)).toBe(sha256(video));
    // The file's own name is the alt text left empty.
    expect(item.alt_text).toBe('trade-fair.mp4');
    // Kept, the upload is gone: its bytes moved, its record removed, and it cannot be used again.
    expect(filesUnder(uploadsDir())).toEqual([]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/news/video-upload',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'uploadNotFound' });
  });

  it('cannot be used before it has all arrived', async () => {
    const image = await makeImage('png');
    const location = await created('newsImage', image.length);
    expect((await patch(location, 0, image.subarray(0, image.length - 10))).status).toBe(204);
    const { headers, payload } = multipart([
      { name: 'title', value: 'Half a picture' },
      { name: 'upload', value: location.split('/').at(-1) ?? '' },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/news/upload',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'uploadUnfinished' });
  });

  it("is its maker's alone: another administrator finds nothing there", async () => {
    const video = makeVideo('webm');
    const location = await created('newsVideo', video.length);
    expect((await head(location, otherToken)).status).toBe(404);
    expect((await patch(location, 0, video, otherToken)).status).toBe(404);
    expect((await head(location)).status).toBe(200);
  });

  it('is dropped at once when cancelled, bytes and all', async () => {
    const video = makeVideo('mp4', 128 * 1024);
    const location = await created('newsVideo', video.length);
    expect((await patch(location, 0, video.subarray(0, 60_000))).status).toBe(204);
    const id = location.split('/').at(-1) ?? '';
    expect(filesUnder(uploadsDir())).toContain(id);
    const cancelled = await fetch(`${origin}${location}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.status).toBe(204);
    expect(filesUnder(uploadsDir()).filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('is swept once untouched for a day, and not before', async () => {
    const video = makeVideo('mp4');
    const stale = (await created('newsVideo', video.length)).split('/').at(-1) ?? '';
    const fresh = (await created('newsVideo', video.length)).split('/').at(-1) ?? '';
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60_000 - 60_000);
    for (const name of [stale, `${stale}.json`])
      utimesSync(path.join(uploadsDir(), name), dayAndMinuteAgo, dayAndMinuteAgo);
    const swept = await app.uploads.store.sweepUntouched(Date.now() - 24 * 60 * 60_000);
    expect(swept).toBe(1);
    const left = filesUnder(uploadsDir());
    expect(left.filter((name) => name.startsWith(stale))).toEqual([]);
    expect(left).toContain(fresh);
  });

  it('is never served as media while it arrives', async () => {
    const video = makeVideo('mp4');
    const id = (await created('newsVideo', video.length)).split('/').at(-1) ?? '';
    const served = await app.inject({ method: 'GET', url: `/media/uploads/${id}` });
    expect(served.statusCode).toBe(404);
  });
});

describe('how far an upload is', () => {
  it('is read without its lock, for its maker alone', async () => {
    const video = makeVideo('mp4', 128 * 1024);
    const location = await created('newsVideo', video.length);
    expect((await patch(location, 0, video.subarray(0, 50_000))).status).toBe(204);
    const read = (as: string) =>
      app.inject({ method: 'GET', url: `${location}/offset`, headers: { authorization: `Bearer ${as}` } });
    expect((await read(token)).json()).toEqual({ offset: 50_000, length: video.length });
    expect((await read(otherToken)).statusCode).toBe(404);
  });
});

describe('a product picture sent as a resumable upload', () => {
  /** A finished upload of this picture for a product. */
  async function uploaded(picture: Buffer): Promise<string> {
    const location = await created('productImage', picture.length, 'elbow.png');
    expect((await patch(location, 0, picture)).status).toBe(204);
    return location.split('/').at(-1) ?? '';
  }
  const asAdmin = () => ({ authorization: `Bearer ${token}` });

  it('creates the product, and then replaces its picture', async () => {
    const { headers, payload } = multipart([
      { name: 'name', value: 'PPR Elbow 25 mm' },
      { name: 'category', value: 'ppr-pipes' },
      { name: 'description', value: 'A 90° elbow for PPR hot and cold water lines.' },
      { name: 'upload', value: await uploaded(await makeImage('png')) },
    ]);
    const before = filesUnder(uploadsDir()).length;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/products/upload',
      headers: { ...headers, ...asAdmin() },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { productId } = answer.json<{ productId: number }>();
    const swap = multipart([{ name: 'upload', value: await uploaded(await makeImage('jpeg')) }]);
    const swapped = await app.inject({
      method: 'POST',
      url: `/api/products/${productId}/image`,
      headers: { ...swap.headers, ...asAdmin() },
      payload: swap.payload,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json<{ image: string }>().image).toMatch(/^\/media\/products\/[0-9a-f]{32}\.jpg$/);
    // Both kept, both gone from the uploads: the picture and its record each.
    expect(filesUnder(uploadsDir())).toHaveLength(before - 2);
  });

  it('is not a news picture: an upload made for one kind is not taken for another', async () => {
    const id = await uploaded(await makeImage('png'));
    const { headers, payload } = multipart([
      { name: 'title', value: 'A picture meant for a product' },
      { name: 'upload', value: id },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/news/upload',
      headers: { ...headers, ...asAdmin() },
      payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'uploadNotFound' });
  });
});
