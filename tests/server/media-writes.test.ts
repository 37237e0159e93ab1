/**
 * Saves that change which file a product or news item shows, racing each other: whatever the
 * order, no kept file is left that nothing shows, no row points at a deleted file, and a file that
 * cannot be deleted never turns a saved change into an error.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { bearer, startSignedInServer, testMediaDir } from './helpers';
import { filesUnder, makeImage, multipart, type Part } from './multipart';

const media = testMediaDir();
let app: App;
let token: string;
let warnings: { msg: string; media?: string[] }[];
beforeEach(async () => {
  warnings = [];
  ({ app, adminToken: token } = await startSignedInServer({
    mediaDir: media,
    logLevel: 'warn',
    logStream: { write: (line) => warnings.push(JSON.parse(line)) },
  }));
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

const edit = { name: 'CPVC Pipe 25 mm', description: 'A wider chlorinated PVC pipe for main lines.' };

function postForm(url: string, parts: Part[]) {
  const { headers, payload } = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token) }, payload });
}

async function imagePart(): Promise<Part> {
  return { name: 'image', filename: 'pipe.png', contentType: 'image/png', data: await makeImage('png') };
}

async function create(): Promise<number> {
  const res = await postForm('/api/products/upload', [
    { name: 'name', value: 'CPVC Pipe 20 mm' },
    { name: 'description', value: 'Chlorinated PVC pipe for hot and cold water lines.' },
    await imagePart(),
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().productId;
}

async function imageOf(id: number): Promise<string> {
  return (await app.inject(`/api/products/${id}`)).json().image;
}

const fileOf = (mediaPath: string) => path.join(media, mediaPath.replace(/^\/media\//, ''));

/** Every file a product shows exists, and every kept product file is shown by some product. */
async function expectProductFilesConsistent() {
  const rows = await app.db.selectFrom('products').select(['image', 'image_variants']).execute();
  const shown = new Set(
    rows.flatMap((row) => [
      row.image,
      ...JSON.parse(row.image_variants).map((variant: { path: string }) => variant.path),
    ]),
  );
  const kept = filesUnder(path.join(media, 'products')).map((name) => `/media/products/${name}`);
  expect(kept).toEqual([...shown].sort());
  for (const file of shown) expect(existsSync(fileOf(file)), file).toBe(true);
}

describe('concurrent saves', () => {
  it('two image swaps of one product at once leave only the image it shows', async () => {
    const id = await create();
    const swaps = await Promise.all([
      postForm(`/api/products/${id}/image`, [await imagePart()]),
      postForm(`/api/products/${id}/image`, [await imagePart()]),
    ]);
    expect(swaps.map((res) => res.statusCode)).toEqual([200, 200]);
    await expectProductFilesConsistent();
  });

  it('a product deleted while another save reuses its image never leaves that save on a missing file', async () => {
    for (let round = 0; round < 4; round++) {
      const [doomed, keeper] = [await create(), await create()];
      const reused = await imageOf(doomed);
      const [deleted, saved] = await Promise.all([
        app.inject({ method: 'DELETE', url: `/api/products/${doomed}`, headers: bearer(token) }),
        app.inject({
          method: 'PUT',
          url: `/api/products/${keeper}`,
          headers: bearer(token),
          payload: { ...edit, image: reused },
        }),
      ]);
      expect(deleted.statusCode).toBe(200);
      // Either the save came first and the image stays with it, or it came second and was refused.
      expect([200, 400]).toContain(saved.statusCode);
      await expectProductFilesConsistent();
    }
  });
});

describe('a file that cannot be deleted', () => {
  /** A non-empty folder where the kept file was: deleting it fails. */
  function makeUndeletable(mediaPath: string) {
    const file = fileOf(mediaPath);
    rmSync(file);
    mkdirSync(file);
    writeFileSync(path.join(file, 'inside'), 'x');
  }

  it('still answers the image swap with success, the new image saved', async () => {
    const id = await create();
    const old = await imageOf(id);
    makeUndeletable(old);
    const res = await postForm(`/api/products/${id}/image`, [await imagePart()]);
    expect(res.statusCode, res.body).toBe(200);
    const now = await imageOf(id);
    expect(now).toBe(res.json().image);
    expect(now).not.toBe(old);
    expect(existsSync(fileOf(now))).toBe(true);
    expect(warnings).toEqual([
      expect.objectContaining({ msg: 'freed media could not be deleted', media: [old] }),
    ]);
  });

  it('still answers the deletion of a product and of a news item with success, the rows gone', async () => {
    const id = await create();
    makeUndeletable(await imageOf(id));
    const res = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.inject(`/api/products/${id}`)).statusCode).toBe(404);

    const news = await postForm('/api/news/upload', [
      { name: 'title', value: 'A new branch in Jeddah' },
      { name: 'description', value: 'Opened this month.' },
      await imagePart(),
    ]);
    const { id: newsId } = news.json();
    const item = await app.db
      .selectFrom('news')
      .select('image_path')
      .where('id', '=', newsId)
      .executeTakeFirstOrThrow();
    makeUndeletable(item.image_path ?? '');
    const gone = await app.inject({ method: 'DELETE', url: `/api/news/${newsId}`, headers: bearer(token) });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await app.db.selectFrom('news').select('id').execute()).toEqual([]);
  });
});
