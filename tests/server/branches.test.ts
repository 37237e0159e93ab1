import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { startTestServer } from './helpers';

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets: { scripts: [], stylesheets: [] } } });
});
afterAll(() => app.close());

/** The text of the page's count line, as the first HTML carries it. */
function countLine(html: string): string | undefined {
  return /<p [^>]*role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
}

interface ListedBranch {
  item: { name: string; address: { addressCountry: string } };
}

/** The structured-data blocks of a page. */
function structuredData(html: string): { '@type': string; itemListElement: ListedBranch[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) =>
    JSON.parse(json as string),
  );
}

/** The branch cards the first HTML carries, by id. */
function cards(html: string): string[] {
  return [...html.matchAll(/<article data-branch="([^"]+)"/g)].map(([, id]) => id as string);
}

// The first render compiles the page's modules: slow on a busy machine.
describe('the branches page in the first HTML', { timeout: 30_000 }, () => {
  it('shows every branch, the all-branches count line and the head office on the map', async () => {
    const res = await app.inject('/branches');
    expect(res.statusCode).toBe(200);
    expect(countLine(res.body)).toBe('Showing all branches (7)');
    expect(cards(res.body)).toEqual([
      'main',
      'yemen',
      'bahrain-factory',
      'eastern',
      'western',
      'northern',
      'southern',
    ]);
    expect(res.body).toContain(
      'src="https://maps.google.com/maps?q=Riyadh%2C+Saudi+Arabia&amp;t=m&amp;z=12&amp;output=embed&amp;hl=en"',
    );
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/branches"');
    // Search engines read the seven branches, each with its city and country.
    const list = structuredData(res.body).find((data) => data['@type'] === 'ItemList');
    expect(list?.itemListElement.map(({ item }) => [item.name, item.address.addressCountry])).toEqual([
      ['Example Pipes Co.: Main Branch', 'SA'],
      ['Example Pipes Co.: Yemen Branch', 'YE'],
      ['Example Pipes Co.: Bahrain Factory', 'BH'],
      ['Example Pipes Co.: Eastern Region Branch', 'SA'],
      ['Example Pipes Co.: Western Region Branch', 'SA'],
      ['Example Pipes Co.: Northern Region Branch', 'SA'],
      ['Example Pipes Co.: Southern Region Branch', 'SA'],
    ]);
  });

  it('draws a shared filtered address with its cards and count line, in either language', async () => {
    const yemen = await app.inject('/branches?country=yemen');
    expect(countLine(yemen.body)).toBe('Showing 1 branch for Yemen');
    expect(cards(yemen.body)).toEqual(['yemen']);

    const saudiGovernment = await app.inject('/ar/branches?country=saudi-arabia&sector=government');
    expect(saudiGovernment.body).toMatch(/<html lang="ar" dir="rtl">/);
    // Two takes Arabic's dual: "two branches" in one word.
    expect(countLine(saudiGovernment.body)).toBe('عرض فرعين في المملكة العربية السعودية');
    const saudi = await app.inject('/ar/branches?country=saudi-arabia');
    expect(countLine(saudi.body)).toBe('عرض 5 فروع في المملكة العربية السعودية');
    expect(cards(saudiGovernment.body)).toEqual(['northern', 'southern']);
    // Filtered views are one page for search engines.
    expect(saudiGovernment.body).toContain('<link rel="canonical" href="http://localhost:80/ar/branches"');
  });

  it('sends unknown filters to the address of every branch instead of failing', async () => {
    const res = await app.inject('/ar/branches?country=atlantis&sector=%3Cscript%3E');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ar/branches');
    const mixed = await app.inject('/branches?country=bahrain&sector=spaceport');
    expect(mixed.statusCode).toBe(301);
    expect(mixed.headers.location).toBe('/branches?country=bahrain');
  });
});

describe('the branches page around the site', () => {
  it('is in the sitemap in both languages', async () => {
    const sitemap = (await app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:80/branches</loc>');
    expect(sitemap).toContain('<loc>http://localhost:80/ar/branches</loc>');
  });
});
