/**
 * A product page's related products, in the first HTML: at most three, of the product's own
 * category, whatever the product. The page carries nothing of the rest of the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedProductsCount } from '../../src/api/limits';
import { render } from '../../src/entry-server';
import type { App } from '../../src/server/app';
import { insertProduct, startTestServer } from './helpers';

const assets = { scripts: ['/assets/main-test.js'], stylesheets: ['/assets/main-test.css'] };

let app: App;
beforeAll(async () => {
  app = await startTestServer({}, { renderer: { render, assets } });
});
afterAll(() => app.close());

const addProduct = (name: string, category: string | null) => insertProduct(app, { name, category });

describe('related products', () => {
  it('are at most three for a product without a category, and the page carries no other product', async () => {
    const loose = await addProduct('Loose Fitting', null);
    const others: [number, string][] = [];
    for (const [name, category] of [
      ['Loose Clamp A', null],
      ['Loose Clamp B', null],
      ['Loose Clamp C', null],
      ['Loose Clamp D', null],
      ['CPVC Elbow Z', 'cpvc-pipes'],
      ['PPR Tee Z', 'ppr-pipes'],
    ] as const) {
      others.push([await addProduct(name, category), name]);
    }
    const page = await app.inject(`/products/${loose}`);
    expect(page.statusCode).toBe(200);
    const linked = others.filter(([id]) => page.body.includes(`href="/products/${id}"`));
    expect(linked.length).toBeLessThanOrEqual(relatedProductsCount);
    // Nothing of another category reaches the page, not even in the data it hydrates from.
    expect(page.body).not.toContain('CPVC Elbow Z');
    expect(page.body).not.toContain('PPR Tee Z');
  });

  it('are three of the category for a product in a full category, and the page carries no fourth', async () => {
    const pipe = await addProduct('UPVC Pipe PN10', 'upvc-pipes');
    const names = ['UPVC Elbow', 'UPVC Coupler', 'UPVC Cap', 'UPVC Reducer', 'UPVC Union'];
    for (const name of names) await addProduct(name, 'upvc-pipes');
    const page = (await app.inject(`/products/${pipe}`)).body;
    expect(names.filter((name) => page.includes(name))).toHaveLength(relatedProductsCount);
  });
});
