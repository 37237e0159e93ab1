/** Pictures for slow connections: quality 50 for `Save-Data: on` or an `ECT` of 3G or slower. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { startTestServer, testMediaDir } from './helpers';

const name = `${'ab12'.repeat(8)}-480.webp`;
const url = `/media/products/${name}`;
let app: App;
let stored: Buffer;

beforeAll(async () => {
  app = await startTestServer(
    {},
    {
      renderer: {
        assets: { scripts: [], stylesheets: [] },
        render: async () =>
          new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
      },
    },
  );
  // A photograph-like picture (noise, not a flat colour), as an upload's copy is written.
  const width = 480;
  const height = 360;
  stored = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
  const products = path.join(testMediaDir(), 'products');
  mkdirSync(products, { recursive: true });
  writeFileSync(path.join(products, name), stored);
});
afterAll(() => app.close());

const get = (address: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: address, headers });

describe('a picture asked for over a slow connection', () => {
  it('goes out at quality 50, the same size on screen, cached as any picture and varying by connection', async () => {
    const res = await get(url, { 'save-data': 'on' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toContain('Save-Data, ECT');
    expect(res.rawPayload.length).toBeLessThan(stored.length * 0.8);
    const shown = await sharp(res.rawPayload).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['webp', 480, 360]);
  });

  it('counts 3G and slower as slow, by the ECT client hint, and 4G as fast', async () => {
    for (const ect of ['slow-2g', '2g', '3g', ' 3G ']) {
      expect((await get(url, { ect })).rawPayload.length, ect).toBeLessThan(stored.length * 0.8);
    }
    expect((await get(url, { ect: '4g' })).rawPayload.equals(stored)).toBe(true);
    expect((await get(url, { 'save-data': 'off' })).rawPayload.equals(stored)).toBe(true);
  });

  it('is the stored copy on a fast connection, still saying that it varies', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
    expect(res.headers.vary).toContain('Save-Data, ECT');
  });

  it('answers a missing copy and anything that is no picture copy as it would for anyone', async () => {
    expect(
      (await get(`/media/products/${'cd34'.repeat(8)}-480.webp`, { 'save-data': 'on' })).statusCode,
    ).toBe(404);
    expect((await get(`/media/tmp/${name}`, { 'save-data': 'on' })).statusCode).toBe(404);
  });
});

describe('a page', () => {
  it('asks the browser to say how fast its connection is on the page’s requests', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ch']).toBe('ECT');
  });
});
