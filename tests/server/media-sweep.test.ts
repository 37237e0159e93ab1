/**
 * The start-up sweep: files a crash left in the media folder that no product or news item shows
 * are deleted and named in the log; everything shown (sample content included), with all its
 * copies, stays, and files the server never names are left alone.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { sweepUnreferencedMedia } from '../../src/server/media/sweep';
import { bearer, startSignedInServer, testMediaDir } from './helpers';
import { filesUnder, makeImage, makeVideo, multipart, type Part } from './multipart';

const sampleCatalogue = loadSampleCatalogue();

const media = testMediaDir();
const logLines: string[] = [];
let app: App;
let token: string;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer({
    mediaDir: media,
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
  }));
});
afterAll(() => app.close());

async function post(url: string, parts: Part[]) {
  const { headers, payload } = multipart(parts);
  const res = await app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token) }, payload });
  expect(res.statusCode, res.body).toBe(201);
}

const hex = (digit: string) => digit.repeat(32);

describe('the start-up sweep', () => {
  it('deletes and logs only the files nothing shows', async () => {
    await seedCatalogue(app.db, media, sampleCatalogue.slice(0, 2));
    const text: Part[] = [
      { name: 'title', value: 'A new branch in Jeddah' },
      { name: 'description', value: 'Opened this month.' },
    ];
    await post('/api/news/upload', [
      ...text,
      { name: 'image', filename: 'b.png', contentType: 'image/png', data: await makeImage('png') },
    ]);
    await post('/api/news/video-upload', [
      ...text,
      { name: 'video', filename: 'fair.mp4', contentType: 'video/mp4', data: makeVideo('mp4') },
      { name: 'poster', filename: 'p.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') },
    ]);
    const shown = filesUnder(media);
    const shownImage = shown.find((file) => /^products\/[0-9a-f]{32}\.jpg$/.test(file)) ?? '';

    const litter = [
      `products/${hex('a')}.png`,
      `products/${hex('a')}-320.webp`,
      `news/${hex('b')}.mp4`,
      `news/${hex('c')}.jpg`,
      'tmp/0123.upload',
    ];
    const foreign = ['products/README.txt'];
    // A copy of a shown original that its row does not list (a size added later) is still its copy.
    const extraCopy = shownImage.replace(/\.jpg$/, '-2048.webp');
    for (const file of [...litter, ...foreign, extraCopy]) writeFileSync(path.join(media, file), 'x');

    const swept = await sweepUnreferencedMedia(app);

    expect(swept.sort()).toEqual(litter.sort());
    expect(filesUnder(media)).toEqual([...shown, ...foreign, extraCopy].sort());
    for (const file of litter) expect(existsSync(path.join(media, file))).toBe(false);
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.swept);
    expect(logged?.swept.sort()).toEqual(litter.sort());

    // Nothing left to sweep: a second start says nothing.
    logLines.length = 0;
    expect(await sweepUnreferencedMedia(app)).toEqual([]);
    expect(logLines.filter((line) => line.includes('swept'))).toEqual([]);
  });
});
