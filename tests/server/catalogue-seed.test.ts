import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import {
  defaultFaqs,
  defaultSpecifications,
  type Product,
  type ProductSummary,
} from '../../src/api/products';
import type { App } from '../../src/server/app';
import { seedCatalogue, wasCatalogueSeeded } from '../../src/server/db/seed/seed-catalogue';
import type { SeedProduct } from '../../src/server/db/seed/seed-product';
import { startTestServer, testMediaDir } from './helpers';
import { filesUnder } from './multipart';

const media = testMediaDir();
let app: App;
beforeEach(async () => {
  app = await startTestServer({ mediaDir: media });
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

function artwork(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${colour}"/>
    <rect x="100" y="260" width="600" height="80" rx="40" fill="#ffffff"/>
  </svg>`;
}

const catalogue: SeedProduct[] = [
  {
    product: {
      name: 'CPVC Pipe',
      category: 'cpvc-pipes',
      description: 'Chlorinated PVC pipe for hot and cold water.',
      features: ['Heat resistant'],
      applications: ['Hot water lines'],
      certifications: ['SASO'],
    },
    arabic: {
      name: 'أنبوب CPVC',
      description: 'أنبوب بولي فينيل كلورايد مكلور للمياه الساخنة والباردة.',
      features: ['مقاوم للحرارة'],
      applications: ['خطوط المياه الساخنة'],
      certifications: ['ساسو'],
    },
    artwork: artwork('#1f5f99'),
  },
  {
    product: {
      name: 'LED Panel',
      category: 'led-lighting',
      description: 'Slim LED panel for offices and corridors.',
      features: ['Flicker free'],
      specifications: [{ category: 'Power', items: [{ name: 'Watts', value: '36' }] }],
    },
    arabic: { name: 'لوحة LED', description: 'لوحة إنارة LED رفيعة للمكاتب والممرات.' },
    artwork: artwork('#c77700'),
  },
];

async function list(lang: 'en' | 'ar'): Promise<ProductSummary[]> {
  return (await app.inject(`/api/products?lang=${lang}`)).json();
}

/** The whole products the list names, as their pages read them. */
async function wholeOf(listed: ProductSummary[], lang: 'en' | 'ar'): Promise<Product[]> {
  return Promise.all(
    listed.map(async ({ id }) => (await app.inject(`/api/products/${id}?lang=${lang}`)).json()),
  );
}

describe('seedCatalogue', () => {
  it('adds each sample product with its rendered image, WebP copies and Arabic text', async () => {
    expect(await wasCatalogueSeeded(app.db)).toBe(false);
    expect(await seedCatalogue(app.db, media, catalogue)).toEqual({ seeded: true, products: 2 });

    const english = await list('en');
    expect(english.map((p) => [p.name, p.category, p.translationStatus])).toEqual([
      ['CPVC Pipe', 'cpvc-pipes', 'current'],
      ['LED Panel', 'led-lighting', 'current'],
    ]);
    for (const product of english) {
      expect(product.image).toMatch(/^\/media\/products\/[0-9a-f]{32}\.jpg$/);
      expect(product.imageVariants.map((v) => v.width)).toEqual([320, 640]);
      for (const file of [product.image, ...product.imageVariants.map((v) => v.path)]) {
        expect(existsSync(path.join(media, file.replace('/media/', '')))).toBe(true);
      }
      const served = await app.inject(product.image);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    const [pipe, panel] = await wholeOf(english, 'en');
    expect(pipe?.specifications).toEqual(defaultSpecifications);
    expect(pipe?.faqs).toEqual(defaultFaqs);
    expect(panel?.specifications).toEqual(catalogue[1]?.product.specifications);

    const arabic = await list('ar');
    expect(arabic.map((p) => p.name)).toEqual(['أنبوب CPVC', 'لوحة LED']);
    const [arabicPipe, arabicPanel] = await wholeOf(arabic, 'ar');
    expect(arabicPipe?.features).toEqual(['مقاوم للحرارة']);
    // The second entry's Arabic text has no lists: the English ones show.
    expect(arabicPanel?.features).toEqual(['Flicker free']);
    expect(filesUnder(path.join(media, 'tmp'))).toEqual([]);
    expect(await wasCatalogueSeeded(app.db)).toBe(true);
  });

  it('adds nothing when run again, or when the catalogue already has products', async () => {
    await seedCatalogue(app.db, media, catalogue);
    const files = filesUnder(media);
    expect(await seedCatalogue(app.db, media, catalogue)).toEqual({ seeded: false, products: 2 });
    expect(await list('en')).toHaveLength(2);
    expect(filesUnder(media)).toEqual(files);
  });

  it('remembers it ran, so start-up does not bring deleted samples back; an explicit run refills an empty catalogue', async () => {
    await seedCatalogue(app.db, media, catalogue);
    await app.db.deleteFrom('products').execute();
    expect(await wasCatalogueSeeded(app.db)).toBe(true);
    expect(await seedCatalogue(app.db, media, catalogue)).toEqual({ seeded: true, products: 2 });
  });

  it('leaves no file and no row when an entry is wrong', async () => {
    const wrongCategory: SeedProduct = {
      ...catalogue[1],
      product: { ...catalogue[1]?.product, name: 'Garden hose', category: 'garden-hoses' },
    } as SeedProduct;
    await expect(seedCatalogue(app.db, media, [...catalogue, wrongCategory])).rejects.toThrow(
      messages.unknownCategory,
    );
    const shortName = { ...catalogue[0], product: { ...catalogue[0]?.product, name: 'ab' } } as SeedProduct;
    await expect(seedCatalogue(app.db, media, [shortName])).rejects.toThrow(messages.nameMin);
    expect(await list('en')).toEqual([]);
    expect(filesUnder(media)).toEqual([]);
    expect(await wasCatalogueSeeded(app.db)).toBe(false);
  });
});
