/**
 * What an uploaded picture becomes once kept: the original is served and shared as it was decoded,
 * never as it was sent. Metadata (a phone's GPS position), bytes after the image's end and
 * anything a crafted file hides for another reader are gone; the picture itself stays, turned the
 * way its camera said.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { bearer, startSignedInServer, testMediaDir } from './helpers';
import { makeImage, makeVideo, multipart, type Part } from './multipart';

const media = testMediaDir();
let app: App;
let token: string;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer({ mediaDir: media }));
});
afterAll(() => app.close());

const trailer = Buffer.from('<script>alert(document.cookie)</script>');

/** A 400×300 JPEG taken with the camera turned (EXIF orientation 6), with a GPS position. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6fb0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '24/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '46/1 40/1 0/1',
      },
    })
    .toBuffer();
}

async function post(url: string, parts: Part[]) {
  const { headers, payload } = multipart(parts);
  const res = await app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(token) }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function uploadProductImage(data: Buffer, filename: string, contentType: string): Promise<string> {
  const { productId } = await post('/api/products/upload', [
    { name: 'name', value: 'CPVC Pipe 20 mm' },
    { name: 'description', value: 'Chlorinated PVC pipe for hot and cold water lines.' },
    { name: 'image', filename, contentType, data },
  ]);
  return (await app.inject(`/api/products/${productId}`)).json().image;
}

/** The bytes served for a media path, checked against the file kept on disk. */
async function served(mediaPath: string): Promise<Buffer> {
  const res = await app.inject(mediaPath);
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload).toEqual(readFileSync(path.join(media, mediaPath.replace(/^\/media\//, ''))));
  return res.rawPayload;
}

describe('kept originals', () => {
  it('keeps a photo without its metadata or trailing bytes, turned as the camera said', async () => {
    const sent = Buffer.concat([await phonePhoto(), trailer]);
    expect((await sharp(sent).metadata()).exif).toBeDefined();

    const original = await served(await uploadProductImage(sent, 'site.jpg', 'image/jpeg'));
    expect(original.includes('<script>')).toBe(false);
    expect(original.includes('PhoneMaker')).toBe(false);
    const kept = await sharp(original).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
  });

  it('never serves a GIF that is also a script as it was sent', async () => {
    // A GIF whose bytes after its end are JavaScript: a page that loads it as a script runs them.
    const gif = await makeImage('gif');
    const polyglot = Buffer.concat([gif, Buffer.from('\n*/=1;alert("polyglot");/*')]);
    const original = await served(await uploadProductImage(polyglot, 'anim.gif', 'image/gif'));
    expect(original.equals(polyglot)).toBe(false);
    expect(original.includes('alert')).toBe(false);
    expect((await sharp(original).metadata()).format).toBe('gif');
  });

  it('cleans a news picture and a video’s poster the same way', async () => {
    const photo = Buffer.concat([await phonePhoto(), trailer]);
    const fields: Part[] = [
      { name: 'title', value: 'A new branch in Jeddah' },
      { name: 'description', value: 'Opened this month.' },
    ];
    const image = await post('/api/news/upload', [
      ...fields,
      { name: 'image', filename: 'branch.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const video = await post('/api/news/video-upload', [
      ...fields,
      { name: 'video', filename: 'fair.mp4', contentType: 'video/mp4', data: makeVideo('mp4') },
      { name: 'poster', filename: 'poster.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const items = (await app.inject({ url: '/api/admin/news', headers: bearer(token) })).json();
    const byId = (id: number) => items.find((item: { id: number }) => item.id === id);
    for (const kept of [byId(image.id).image_path, byId(video.id).poster_path]) {
      const original = await served(kept);
      expect(original.includes('<script>')).toBe(false);
      expect((await sharp(original).metadata()).exif, kept).toBeUndefined();
    }
  });
});
