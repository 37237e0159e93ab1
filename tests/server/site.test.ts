import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { startTestServer, testMediaDir } from './helpers';

let app: App;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

describe('one port for the site, the API and its errors', () => {
  it('answers the health check only after a database query succeeds', async () => {
    const ok = await app.inject('/api/health');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'No API endpoint GET /api/nope' });
    const post = await app.inject({ method: 'POST', url: '/api/users/7/whatever' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('says the app is not built instead of rendering when it has no renderer', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('npm run build');
  });

  it('serves built assets with a year-long immutable cache and security headers', async () => {
    const res = await app.inject('/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never serves files outside the app folder', async () => {
    const res = await app.inject('/../../package.json');
    expect(res.body).not.toContain('"scripts"');
  });
});

describe('health check on a broken database', () => {
  it('answers 503 when the database cannot be queried', async () => {
    const broken = await startTestServer();
    await broken.db.destroy();
    const res = await broken.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });
});

describe('the content security policy', () => {
  it('admits no third-party host unless the app was built with an analytics ID, but the map embed in frames', async () => {
    const plain = await startTestServer();
    const policy = String((await plain.inject('/')).headers['content-security-policy']).split(';');
    expect(policy.filter((directive) => directive.includes('google'))).toEqual([
      'frame-src https://maps.google.com https://www.google.com',
    ]);
    await plain.close();

    const withAnalytics = await startTestServer({ analyticsId: 'G-TEST123' });
    const admitted = String((await withAnalytics.inject('/')).headers['content-security-policy']);
    expect(admitted.split(';')).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(admitted).toContain('https://*.google-analytics.com');
    await withAnalytics.close();
  });
});

describe('the permissions policy', () => {
  it('is sent with a page, an API answer and a media file: what the site uses to itself, the rest to nobody', async () => {
    const pages = await startTestServer(
      {},
      { renderer: { render, assets: { scripts: [], stylesheets: [] } } },
    );
    writeFileSync(path.join(testMediaDir(), 'products', 'policy-check.jpg'), 'not really a picture');
    try {
      for (const url of ['/about', '/api/health', '/media/products/policy-check.jpg']) {
        const res = await pages.inject(url);
        expect(res.statusCode, url).toBe(200);
        const policy = String(res.headers['permissions-policy']).split(', ');
        expect(policy, url).toEqual(
          expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']),
        );
        expect(policy, url).toEqual(
          expect.arrayContaining(['serial=()', 'hid=()', 'midi=()', 'gyroscope=()']),
        );
        expect(policy, url).toEqual(expect.arrayContaining(['browsing-topics=()', 'interest-cohort=()']));
        expect(policy, url).toEqual(
          expect.arrayContaining(['autoplay=(self)', 'fullscreen=(self)', 'clipboard-write=(self)']),
        );
        // Where a visitor came from is told to the site's own pages only.
        expect(res.headers['referrer-policy'], url).toBe('same-origin');
      }
    } finally {
      await pages.close();
    }
  });
});
