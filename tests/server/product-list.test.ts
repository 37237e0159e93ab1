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
import { sampleCatalogue } from '../../src/server/db/seed/catalogue-data';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { addUser, bearer, insertProduct, signIn, startTestServer, testMediaDir } from './helpers';
import { lastingTestDatabase, writeFromAnotherProgram } from './test-database';

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
  app = await startTestServer({ mediaDir: media }, { renderer: { render, assets } });
  await seedCatalogue(app.db, media, sampleCatalogue);
  await addUser(app, 'admin', 'admin-password', 'admin');
  token = await signIn(app, 'admin', 'admin-password');
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

async function list(language: 'en' | 'ar'): Promise<{ bytes: number; items: ProductSummary[] }> {
  const res = await app.inject(`/api/products?lang=${language}`);
  expect(res.statusCode).toBe(200);
  return { bytes: res.rawPayload.length, items: res.json() };
}

async function detail(id: number, language: 'en' | 'ar'): Promise<Product> {
  const res = await app.inject(`/api/products/${id}?lang=${language}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/products', () => {
  it('lists the whole sample catalogue in Arabic in at most 30 KB', async () => {
    const { bytes, items } = await list('ar');
    expect(items).toHaveLength(sampleCatalogue.length);
    expect(bytes).toBeLessThanOrEqual(30_000);
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

describe('the catalogue page', () => {
  it('carries the cards of every product in its first HTML, and nothing a card does not show', async () => {
    const page = await app.inject('/ar/products');
    expect(page.statusCode).toBe(200);
    const carries = (text: string) => page.body.includes(text);
    for (const { arabic } of sampleCatalogue) {
      expect(carries(arabic.name), arabic.name).toBe(true);
      expect(carries(arabic.description), arabic.name).toBe(
        arabic.description.length <= productSummaryLength,
      );
      for (const faq of arabic.faqs ?? []) expect(carries(faq.answer), faq.answer).toBe(false);
    }
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
