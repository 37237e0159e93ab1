/**
 * `GET /api/products` answers what a list shows (a card, a related product, a row of the admin
 * table) and nothing more, so the catalogue's pages and their data stay small; the whole product
 * stays at `GET /api/products/{id}`. Measured on the sample catalogue the site ships with.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSummaryLength } from '../../src/api/limits';
import type { Product, ProductSummary } from '../../src/api/products';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { sampleCatalogue } from '../../src/server/db/seed/catalogue-data';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { addUser, bearer, signIn, startTestServer, testMediaDir } from './helpers';

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
beforeAll(async () => {
  app = await startTestServer({ mediaDir: media }, { renderer: { render, assets } });
  await seedCatalogue(app.db, media, sampleCatalogue);
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
    await addUser(app, 'admin', 'admin-password', 'admin');
    const token = await signIn(app, 'admin', 'admin-password');
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
