import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { startTestServer } from './helpers';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: [], preloads: [] };

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets, routePreloads: {} } });
});
afterAll(() => app.close());

/** The page's visible text, tags dropped, for reading what a visitor without scripts sees. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe('the catalogs page in its first HTML', () => {
  it('holds the six catalogs in English with their PDF links, metadata and the plain subscribe form', async () => {
    const res = await app.inject('/catalogs');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title>Catalogs \| Example Pipes Co\.<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/catalogs"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const id of ['introduction', 'pipes', 'glue', 'orange-pipes', 'cpvc-pipes', 'ppr-pipes']) {
      expect(html).toContain(`href="/catalogs/${id}.pdf" target="_blank" rel="noopener"`);
    }
    expect(html).toContain('aria-label="View Catalog: PPR Pipes Catalog (PDF, opens in a new tab)"');
    // A plain form that works before (or without) the page's scripts (the header's search is the other).
    const form = /<form[^>]*action="\/api\/subscriptions"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="language" value="en"/>');
    const email = /<input id="subscribe-email"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="email"', 'required=""', 'name="email"', 'maxLength="254"'])
      expect(email).toContain(attribute);
  });

  it('shows the confirmation after the form was posted without scripts, in Arabic', async () => {
    const res = await app.inject('/ar/catalogs?subscribed=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(textOf(res.body)).toContain('شكرًا لك! سنراسلك عبر البريد الإلكتروني عند إصدار كتالوج جديد.');
    expect(res.body).toContain('<input type="hidden" name="language" value="ar"/>');
  });

  it('shows why a post was refused, translated, and a general message for an unknown reason', async () => {
    expect(textOf((await app.inject('/catalogs?error=invalidEmail')).body)).toContain(
      'Invalid email address',
    );
    expect(textOf((await app.inject('/ar/catalogs?error=subscriptionThrottled')).body)).toContain(
      'أُجريت محاولات اشتراك كثيرة. يمكنك المحاولة مرة أخرى بعد 10 دقائق.',
    );
    const unknown = await app.inject('/catalogs?error=%3Cscript%3E');
    expect(unknown.statusCode).toBe(301);
    expect(unknown.headers.location).toBe('/catalogs?error=subscriptionFailed');
    expect(textOf((await app.inject('/catalogs?error=subscriptionFailed')).body)).toContain(
      'Your subscription could not be saved. Please try again.',
    );
  });

  it('is listed in the sitemap in both languages', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:80/catalogs</loc>');
    expect(sitemap).toContain('<loc>http://localhost:80/ar/catalogs</loc>');
  });
});
