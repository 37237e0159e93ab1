/**
 * The catalogue pages as the server renders them: what the route loaders got reaches the first
 * HTML, failures included (a failed list with its try-again, no product a 404 not-found page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { insertProduct, startTestServer } from './helpers';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets } });
});
afterAll(() => app.close());

const addProduct = (target: App, name: string, category: string) =>
  insertProduct(target, { name, category, features: ['Corrosion resistant'] });

describe('the catalogue pages in the first HTML', () => {
  it('says the catalogue is empty, with its try-again, before any product exists', async () => {
    const res = await app.inject('/products?category=switches');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No products available at the moment.');
    expect(res.body).toContain('Try again');
  });

  it('lists the products, and shows a product with up to three others of its category', async () => {
    const pipe = await addProduct(app, 'CPVC Pipe SDR 11', 'cpvc-pipes');
    const others = [];
    for (const name of ['CPVC Elbow', 'CPVC Tee', 'CPVC Valve', 'CPVC Cap']) {
      others.push(await addProduct(app, name, 'cpvc-pipes'));
    }
    const alone = await addProduct(app, 'PPR Pipe PN20', 'ppr-pipes');

    const list = await app.inject('/products?category=cpvc-pipes');
    expect(list.body).toContain(`href="/products/${pipe}"`);
    expect(list.body).not.toContain(`href="/products/${alone}"`);

    const page = (await app.inject(`/products/${pipe}`)).body;
    expect(page).toContain('CPVC Pipe SDR 11');
    const related = others.filter((id) => page.includes(`href="/products/${id}"`));
    expect(related).toHaveLength(3);
    expect(page).not.toContain('No related products');

    const lonely = await app.inject(`/products/${alone}`);
    expect(lonely.statusCode).toBe(200);
    expect(lonely.body).toContain('No related products');
  });

  it('answers 404 with the product not-found page for a missing product or an id that is none', async () => {
    for (const [url, title] of [
      ['/products/999999', 'Product not found'],
      ['/products/not-a-number', 'Product not found'],
      ['/ar/products/999999', 'المنتج غير موجود'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(title);
      expect(res.body, url).toMatch(/href="(\/ar)?\/products"/);
    }
  });

  it('shows a list that could not be read as the failure with its try-again', async () => {
    const broken = await startTestServer({}, { renderer: { render, assets } });
    // The products table gone: the list call answers 500, as a broken database would.
    await broken.db.schema.alterTable('products').renameTo('products_gone').execute();
    const res = await broken.inject('/products');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Failed to load products. Please try again later.');
    expect(res.body).toContain('Try again');
    await broken.close();
  });
});
