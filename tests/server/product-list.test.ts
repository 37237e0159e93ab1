/**
 * `GET /api/products` answers what a list shows (a card, a related product, a row of the admin
 * table) and nothing more, so the catalogue's pages and their data stay small; the whole product
 * stays at `GET /api/products/{id}`. Measured on the sample catalogue the site ships with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSummaryLength } from '../../src/api/limits';
import type { Product, ProductSummary } from '../../src/api/products';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import {
  bearer,
  insertProduct,
  linksOf,
  startSignedInServer,
  startTestServer,
  testMediaDir,
} from './helpers';
import { lastingTestDatabase, writeFromAnotherProgram } from './test-database';

const sampleCatalogue = loadSampleCatalogue();

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };
const summaryFields = [
  'id',
  'name',
  'category',
  'image',
  'imageVariants',
  'description',
  'translationStatus',
];

const media = testMediaDir();
let app: App;
let token: string;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer(
    { mediaDir: media },
    { renderer: { render, assets } },
  ));
  await seedCatalogue(app.db, media, sampleCatalogue);
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

/** The whole list, 100 at a time (the most an answer holds), and the bytes of its largest page. */
async function list(language: 'en' | 'ar'): Promise<{ bytes: number; items: ProductSummary[] }> {
  const items: ProductSummary[] = [];
  let bytes = 0;
  for (let page = 1; ; page += 1) {
    const res = await app.inject(`/api/products?lang=${language}&per_page=100&page=${page}`);
    expect(res.statusCode).toBe(200);
    const answer: ProductSummary[] = res.json();
    items.push(...answer);
    bytes = Math.max(bytes, res.rawPayload.length);
    if (answer.length < 100) return { bytes, items };
  }
}

async function detail(id: number, language: 'en' | 'ar'): Promise<Product> {
  const res = await app.inject(`/api/products/${id}?lang=${language}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/products', () => {
  it('lists the whole sample catalogue in Arabic in pages of at most 30 KB', async () => {
    const { bytes, items } = await list('ar');
    expect(items).toHaveLength(sampleCatalogue.length);
    expect(bytes).toBeLessThanOrEqual(30_000);
  });

  it('answers the first page of 24 when no page is asked for, with the count and the links to the others', async () => {
    const total = sampleCatalogue.length;
    const last = Math.ceil(total / 24);
    const first = await app.inject('/api/products?lang=ar');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(24);
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(linksOf(first.headers.link)).toEqual({
      first: '/api/products?lang=ar&page=1&per_page=24',
      next: '/api/products?lang=ar&page=2&per_page=24',
      last: `/api/products?lang=ar&page=${last}&per_page=24`,
    });
    const ids = new Set<number>();
    for (let page = 1; page <= last; page += 1) {
      const res = await app.inject(`/api/products?lang=ar&page=${page}`);
      for (const item of res.json() as ProductSummary[]) ids.add(item.id);
      const links = linksOf(res.headers.link);
      expect(links.prev).toBe(page > 1 ? `/api/products?lang=ar&page=${page - 1}&per_page=24` : undefined);
      expect(links.next).toBe(page < last ? `/api/products?lang=ar&page=${page + 1}&per_page=24` : undefined);
    }
    expect(ids.size).toBe(total);
    // Past the last page: nothing, still with the count and a way back.
    const past = await app.inject(`/api/products?lang=ar&page=${last + 5}`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(String(total));
    expect(linksOf(past.headers.link).prev).toBe(`/api/products?lang=ar&page=${last}&per_page=24`);
  });

  it('pages a category, its filter kept in every link', async () => {
    const res = await app.inject('/api/products?category=plumbing&per_page=2&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThan(4);
    expect(linksOf(res.headers.link)).toMatchObject({
      prev: '/api/products?category=plumbing&lang=en&page=1&per_page=2',
      next: '/api/products?category=plumbing&lang=en&page=3&per_page=2',
    });
  });

  it.each([
    ['per_page=101', 'Products per page must be a whole number from 1 to 100'],
    ['per_page=0', 'Products per page must be a whole number from 1 to 100'],
    ['per_page=2.5', 'Products per page must be a whole number from 1 to 100'],
    ['page=0', 'Page must be a whole number from 1 to 100000'],
    ['page=-1', 'Page must be a whole number from 1 to 100000'],
    ['page=abc', 'Page must be a whole number from 1 to 100000'],
    ['page=100001', 'Page must be a whole number from 1 to 100000'],
  ])('refuses %s: 400 with what it must be', async (query, message) => {
    const res = await app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it.each(['en', 'ar'] as const)(
    'gives each product its summary, as the whole product has it (%s)',
    async (language) => {
      const { items } = await list(language);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual([...summaryFields].sort());
        const whole = await detail(item.id, language);
        const { description, ...rest } = item;
        expect(whole).toMatchObject(rest);
        expect(rest.imageVariants.length).toBeGreaterThan(0);
        // The description's opening, cut between words, with '…' where the rest was left out.
        expect(description.length).toBeLessThanOrEqual(productSummaryLength);
        if (description === whole.description) continue;
        expect(description).toMatch(/\S…$/);
        const opening = description.slice(0, -1);
        expect(whole.description.startsWith(opening)).toBe(true);
        expect(whole.description.charAt(opening.length)).toMatch(/\s/);
        expect(opening.length).toBeGreaterThan(productSummaryLength / 2);
      }
    },
  );

  it('lists the Arabic text of a translated product, and the English of the admin table', async () => {
    const [first] = sampleCatalogue;
    const { items: arabic } = await list('ar');
    const { items: english } = await list('en');
    expect(arabic[0]?.name).toBe(first?.arabic.name);
    expect(english[0]?.name).toBe(first?.product.name);
    expect(english.map((item) => item.translationStatus)).toEqual(english.map(() => 'current'));
  });
});

describe('the catalogue pages', () => {
  it('carry the cards of every product over their pages, 24 a page, and nothing a card does not show', async () => {
    const bodies: string[] = [];
    for (const address of ['/ar/products', '/ar/products?page=2']) {
      const page = await app.inject(address);
      expect(page.statusCode, address).toBe(200);
      bodies.push(page.body);
    }
    const pagesCarrying = (text: string) => bodies.filter((body) => body.includes(text)).length;
    for (const { arabic } of sampleCatalogue) {
      expect(pagesCarrying(arabic.name), arabic.name).toBe(1);
      expect(pagesCarrying(arabic.description) > 0, arabic.name).toBe(
        arabic.description.length <= productSummaryLength,
      );
      for (const faq of arabic.faqs ?? []) expect(pagesCarrying(faq.answer), faq.answer).toBe(0);
    }
  });

  it('name their page in the title and the canonical address; a page past the last is not found', async () => {
    const second = await app.inject('/products?page=2');
    expect(second.body).toContain('<title>Products – Page 2 | ');
    expect(second.body).toContain('<link rel="canonical" href="http://localhost:80/products?page=2"');
    const arabic = await app.inject('/ar/products?page=2');
    expect(arabic.body).toContain('<title>المنتجات – الصفحة 2 | ');
    const first = await app.inject('/products?page=1');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/products');
    const past = await app.inject('/products?page=3');
    expect(past.statusCode).toBe(404);
  });

  it('link each page to the others, so the catalogue pages through without scripts', async () => {
    const body = (await app.inject('/products')).body;
    expect(body).toContain('href="/products?page=2"');
    expect(body).toMatch(/<a [^>]*aria-current="page"[^>]*>1<\/a>/);
    const second = (await app.inject('/ar/products?page=2')).body;
    expect(second).toContain('href="/ar/products"');
  });
});

describe('the admin edit form', () => {
  it('loads a listed product whole by its id and saves it back whole', async () => {
    const { items } = await list('en');
    const id = items.at(-1)?.id ?? 0;
    const before = await detail(id, 'en');
    expect(before.features.length).toBeGreaterThan(0);
    expect(before.specifications.length).toBeGreaterThan(0);

    const { name, description, features, applications, certifications, image, category } = before;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(token),
      payload: {
        name,
        description: `${description} Now in blue.`,
        features,
        applications,
        certifications,
        image,
        category,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await detail(id, 'en');
    expect(after).toEqual({
      ...before,
      description: `${description} Now in blue.`,
      translationStatus: 'outdated',
      updated_at: after.updated_at,
    });
  });
});

describe('answers kept until the catalogue changes', () => {
  const asAdmin = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('show an edit, a translation and a deletion on the very next request', async () => {
    const [first, second] = (await list('en')).items;
    if (!first || !second) throw new Error('the sample catalogue has products');
    const whole = await detail(first.id, 'en');
    await list('ar');

    const { name, description, features, applications, certifications, image } = whole;
    const edit = { name: `${name} (new)`, description, features, applications, certifications, image };
    expect((await asAdmin('PUT', `/api/products/${first.id}`, edit)).statusCode).toBe(200);
    expect((await list('en')).items[0]).toMatchObject({ id: first.id, name: `${name} (new)` });
    expect((await detail(first.id, 'en')).name).toBe(`${name} (new)`);
    expect((await list('ar')).items[0]?.translationStatus).toBe('outdated');

    const arabic = { name: 'اسم عربي جديد', description: 'وصف عربي جديد للمنتج.', features: ['ميزة'] };
    expect((await asAdmin('POST', `/api/products/${first.id}/translations/ar`, arabic)).statusCode).toBe(200);
    expect((await list('ar')).items[0]).toMatchObject({ name: arabic.name, translationStatus: 'current' });
    expect((await detail(first.id, 'ar')).features).toEqual(['ميزة']);

    expect((await asAdmin('DELETE', `/api/products/${second.id}`)).statusCode).toBe(200);
    expect((await list('en')).items.map((item) => item.id)).not.toContain(second.id);
    expect((await app.inject(`/api/products/${second.id}?lang=en`)).statusCode).toBe(404);
  });

  it('refuses a category longer than any category can be: 400', async () => {
    const res = await app.inject(`/api/products?category=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Category must be at most 100 characters' });
  });
});

describe('a change written by another program', () => {
  it('shows on the next request', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'product-list-'));
    const database = await lastingTestDatabase(folder);
    const server = await startTestServer({ database, mediaDir: path.join(folder, 'media') });
    try {
      const id = await insertProduct(server, { name: 'CPVC Pipe', category: 'cpvc-pipes' });
      const names = async () =>
        (await server.inject('/api/products')).json().map((p: ProductSummary) => p.name);
      expect(await names()).toEqual(['CPVC Pipe']);
      await writeFromAnotherProgram(
        database,
        {
          sqlite: 'update products set name = ? where id = ?',
          postgres: 'update products set name = $1 where id = $2',
        },
        ['CPVC Pipe 25 mm', id],
      );
      expect(await names()).toEqual(['CPVC Pipe 25 mm']);
    } finally {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
