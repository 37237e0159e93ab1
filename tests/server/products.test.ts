import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import {
  arabicDefaultFaqs,
  arabicDefaultSpecifications,
  defaultFaqs,
  defaultSpecifications,
  type Product,
  type ProductSummary,
} from '../../src/api/products';
import { categorySlugs, categoryTree } from '../../src/content/categories';
import type { App } from '../../src/server/app';
import { addSignedInUser, bearer, manualClock, refusal, startSignedInServer, testMediaDir } from './helpers';
import { filesUnder, makeImage, multipart, type Part } from './multipart';

const media = testMediaDir();
const time = manualClock();
let app: App;
let token: string;
beforeEach(async () => {
  ({ app, adminToken: token } = await startSignedInServer({ mediaDir: media, clock: time.clock }));
});
afterEach(async () => {
  await app.close();
  rmSync(media, { recursive: true, force: true });
});

const pipeFields = {
  name: 'CPVC Pipe 20 mm',
  category: 'cpvc-pipes',
  description: 'Chlorinated PVC pipe for hot and cold water lines.',
  features: JSON.stringify(['Heat resistant', '  ', ' Lead free ']),
  applications: JSON.stringify(['Hot water']),
  certifications: JSON.stringify(['SASO']),
};

function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

function imagePart(data: Buffer, filename = 'pipe.png', contentType = 'image/png'): Part {
  return { name: 'image', filename, contentType, data };
}

async function upload(parts: Part[], options: { chunkSize?: number } = {}) {
  const { headers, payload } = multipart(parts, options);
  return app.inject({
    method: 'POST',
    url: '/api/products/upload',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** Creates a product through the API and returns its id. */
async function create(values: Record<string, string> = {}, image?: Buffer): Promise<number> {
  const res = await upload([
    ...textParts({ ...pipeFields, ...values }),
    imagePart(image ?? (await makeImage('png'))),
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().productId;
}

function get(url: string) {
  return app.inject({ method: 'GET', url });
}

function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function product(id: number, lang = 'en'): Promise<Product> {
  const res = await get(`/api/products/${id}?lang=${lang}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function productCount(): Promise<number> {
  const rows = await app.db.selectFrom('products').select('id').execute();
  return rows.length;
}

/** The file on disk behind a /media path. */
function fileOf(mediaPath: string): string {
  return path.join(media, mediaPath.replace(/^\/media\//, ''));
}

function filesOf(p: Pick<Product, 'image' | 'imageVariants'>): string[] {
  return [p.image, ...p.imageVariants.map((variant) => variant.path)].map(fileOf);
}

async function expectNothingKept() {
  expect(filesUnder(media)).toEqual([]);
  expect(await productCount()).toBe(0);
}

describe('POST /api/products/upload', () => {
  it('creates a product from a multipart form, keeping the image and its WebP copies', async () => {
    const res = await upload([...textParts(pipeFields), imagePart(await makeImage('png'))]);
    expect(res.statusCode).toBe(201);
    const { productId } = res.json();
    expect(res.json()).toEqual({
      success: true,
      productId: expect.any(Number),
      message: messages.productCreated,
      code: 'productCreated',
    });

    const created = await product(productId);
    expect(created).toEqual({
      id: productId,
      name: 'CPVC Pipe 20 mm',
      category: 'cpvc-pipes',
      image: expect.stringMatching(/^\/media\/products\/[0-9a-f]{32}\.png$/),
      imageVariants: [{ width: 320, format: 'webp', path: created.image.replace(/\.png$/, '-320.webp') }],
      description: 'Chlorinated PVC pipe for hot and cold water lines.',
      features: ['Heat resistant', 'Lead free'],
      applications: ['Hot water'],
      certifications: ['SASO'],
      specifications: defaultSpecifications,
      faqs: defaultFaqs,
      translationStatus: 'missing',
      updated_at: new Date(time.clock()).toISOString(),
    });
    for (const file of filesOf(created)) expect(existsSync(file)).toBe(true);
    expect(filesUnder(path.join(media, 'tmp'))).toEqual([]);
  });

  it('makes copies 320, 640 and 1024 pixels wide, none wider than the original', async () => {
    const id = await create({}, await makeImage('jpeg', { width: 1100, height: 60 }));
    const { image, imageVariants } = await product(id);
    expect(image).toMatch(/\.jpg$/);
    expect(imageVariants.map((v) => v.width)).toEqual([320, 640, 1024]);

    const small = await create({}, await makeImage('png', { width: 200, height: 50 }));
    expect((await product(small)).imageVariants.map((v) => v.width)).toEqual([200]);
  });

  it('accepts the parts in any order, the image first', async () => {
    const res = await upload([imagePart(await makeImage('gif')), ...textParts(pipeFields)]);
    expect(res.statusCode).toBe(201);
    expect((await product(res.json().productId)).image).toMatch(/\.gif$/);
  });

  it('keeps the specifications and FAQs it is given, and allows no category', async () => {
    const specifications = [{ category: 'Size', items: [{ name: 'Diameter', value: '20 mm' }] }];
    const faqs = [{ question: 'Is it UV resistant?', answer: 'Yes, for outdoor runs.' }];
    const id = await create({
      category: '',
      specifications: JSON.stringify(specifications),
      faqs: JSON.stringify(faqs),
    });
    const saved = await product(id);
    expect(saved.category).toBe('');
    expect(saved.specifications).toEqual(specifications);
    expect(saved.faqs).toEqual(faqs);
  });

  it('reads lists sent as parts labelled application/json like any other', async () => {
    const res = await upload([
      ...textParts({ name: pipeFields.name, description: pipeFields.description }),
      { name: 'applications', value: '["Irrigation"]', contentType: 'application/json' },
      imagePart(await makeImage('png')),
    ]);
    expect(res.statusCode).toBe(201);
    expect((await product(res.json().productId)).applications).toEqual(['Irrigation']);
  });

  it('judges the image by its bytes: a PNG named .txt and declared text/plain is accepted', async () => {
    const res = await upload([
      ...textParts(pipeFields),
      imagePart(await makeImage('png'), 'notes.txt', 'text/plain'),
    ]);
    expect(res.statusCode).toBe(201);
    const { image } = await product(res.json().productId);
    // Named by the server from its real type; the client's name is never used.
    expect(image).toMatch(/^\/media\/products\/[0-9a-f]{32}\.png$/);
  });

  it('refuses a text file named .png and declared image/png: 415, nothing kept', async () => {
    const res = await upload([
      ...textParts(pipeFields),
      imagePart(Buffer.from('just some text, not a picture\n'.repeat(20)), 'pipe.png', 'image/png'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: messages.imageType, code: 'imageType' });
    await expectNothingKept();
  });

  it('refuses an SVG (it can carry scripts) and a WebP (not in the spec’s list): 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    for (const [data, name] of [
      [svg, 'logo.svg'],
      [await makeImage('webp'), 'pipe.webp'],
    ] as const) {
      const res = await upload([...textParts(pipeFields), imagePart(data, name, 'image/png')]);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(messages.imageType);
    }
    await expectNothingKept();
  });

  it('refuses a file with an image header that cannot be decoded: 415, nothing kept', async () => {
    const png = await makeImage('png');
    const res = await upload([...textParts(pipeFields), imagePart(png.subarray(0, 60))]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: messages.imageType, code: 'imageType' });
    await expectNothingKept();
  });

  it('stops reading an image of 5 MB or more as it streams in: 413, nothing kept', async () => {
    const png = await makeImage('png');
    const oversized = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length, 7)]);
    const res = await upload([...textParts(pipeFields), imagePart(oversized)], { chunkSize: 64 * 1024 });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: messages.imageSize, code: 'imageSize' });
    await expectNothingKept();
  });

  it('lets an image one byte under 5 MB through the size check (then judges its bytes)', async () => {
    const png = await makeImage('png');
    const underLimit = Buffer.concat([png.subarray(0, 33), Buffer.alloc(5 * 1024 * 1024 - 34, 7)]);
    const res = await upload([...textParts(pipeFields), imagePart(underLimit)], { chunkSize: 256 * 1024 });
    expect(res.statusCode).toBe(415);
    await expectNothingKept();
  });

  it('refuses an empty file, as a browser sends when no file was chosen: 400', async () => {
    const res = await upload([
      ...textParts(pipeFields),
      imagePart(Buffer.alloc(0), '', 'application/octet-stream'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.imageMissing, code: 'imageMissing' });
    await expectNothingKept();
  });

  it('requires the image: 400', async () => {
    const res = await upload(textParts(pipeFields));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.imageMissing, code: 'imageMissing' });
    const notMultipart = await asAdmin('POST', '/api/products/upload', { ...pipeFields });
    expect(notMultipart.statusCode).toBe(400);
    await expectNothingKept();
  });

  it.each([
    [{ name: 'ab' }, messages.nameMin],
    [{ name: '   ' }, messages.nameMin],
    [{ description: 'too short' }, messages.descriptionMin],
    [{ name: 'x', description: '' }, `${messages.nameMin}. ${messages.descriptionMin}`],
    [{ features: 'Heat resistant' }, messages.invalidList],
    [{ applications: '{"a": 1}' }, messages.invalidList],
    [{ certifications: '[1, 2]' }, messages.invalidList],
    [{ category: 'garden-hoses' }, messages.unknownCategory],
    [{ specifications: '[{"category": "Size"}]' }, messages.invalidSpecifications],
    [{ faqs: 'not json' }, messages.invalidFaqs],
    // Every field is bounded: one product cannot make the catalogue's pages megabytes long.
    [{ name: 'x'.repeat(201) }, messages.nameTooLong],
    [{ description: 'x'.repeat(5001) }, messages.descriptionTooLong],
    [{ category: 'x'.repeat(101) }, messages.categoryTooLong],
    [{ features: JSON.stringify(['x'.repeat(301)]) }, messages.lineTooLong],
    [
      { applications: JSON.stringify(Array.from({ length: 51 }, (_, i) => `Use ${i}`)) },
      messages.listTooLong,
    ],
    [
      {
        specifications: JSON.stringify([
          { category: 'Size', items: [{ name: 'OD', value: 'x'.repeat(301) }] },
        ]),
      },
      messages.lineTooLong,
    ],
    [{ faqs: JSON.stringify([{ question: 'Why?', answer: 'x'.repeat(2001) }]) }, messages.answerTooLong],
  ])('refuses %j with 400 and the spec’s message, keeping nothing', async (values, message) => {
    for (const imageFirst of [false, true]) {
      const text = textParts({ ...pipeFields, ...values });
      const image = imagePart(await makeImage('png'));
      const res = await upload(imageFirst ? [image, ...text] : [...text, image]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
      await expectNothingKept();
    }
  });

  it('treats missing text fields as empty and missing lists as empty lists', async () => {
    const missing = await upload([imagePart(await makeImage('png'))]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`${messages.nameMin}. ${messages.descriptionMin}`);
    const id = await create({ features: '', applications: '', certifications: '' });
    const saved = await product(id);
    expect([saved.features, saved.applications, saved.certifications]).toEqual([[], [], []]);
  });

  it('saves the Arabic translation sent with the upload, in the same request', async () => {
    const translation = JSON.stringify({
      name: 'أنبوب CPVC',
      description: 'أنبوب للمياه الساخنة والباردة.',
      features: ['مقاوم للحرارة'],
      applications: [],
      certifications: [],
    });
    const res = await upload([
      ...textParts(pipeFields),
      { name: 'translation', value: translation, contentType: 'application/json' },
      imagePart(await makeImage('png')),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { productId } = res.json();
    expect(await product(productId, 'ar')).toMatchObject({
      name: 'أنبوب CPVC',
      features: ['مقاوم للحرارة'],
      specifications: arabicDefaultSpecifications,
      translationStatus: 'current',
    });
  });

  it('refuses a bad translation like the translation call does: 400, nothing kept', async () => {
    const cases: [string, string][] = [
      [JSON.stringify({ name: 'أنبوب', description: 'قصير' }), messages.descriptionMin],
      ['{ not json', messages.invalidRequest],
    ];
    for (const [translation, message] of cases) {
      const res = await upload([
        ...textParts({ ...pipeFields, translation }),
        imagePart(await makeImage('png')),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
      await expectNothingKept();
    }
  });

  it('refuses half an Arabic translation by name, on the upload and the translation call: 400, nothing kept', async () => {
    const cases: [object, string][] = [
      [{ name: 'أنبوب ضغط' }, messages.arabicDescriptionMissing],
      [{ name: 'أنبوب ضغط', description: '  ' }, messages.arabicDescriptionMissing],
      [{ description: 'أنبوب ضغط لشبكات المياه' }, messages.arabicNameMissing],
    ];
    for (const [translation, message] of cases) {
      const res = await upload([
        ...textParts({ ...pipeFields, translation: JSON.stringify(translation) }),
        imagePart(await makeImage('png')),
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
      await expectNothingKept();
    }
    const id = await create();
    for (const [translation, message] of cases) {
      const res = await asAdmin('POST', `/api/products/${id}/translations/ar`, translation);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await asAdmin('GET', `/api/products/${id}/translations/ar`)).statusCode).toBe(404);
  });

  it('refuses a second file: 413, nothing kept', async () => {
    const png = await makeImage('png');
    const res = await upload([...textParts(pipeFields), imagePart(png), imagePart(png, 'b.png')]);
    expect(res.statusCode).toBe(413);
    await expectNothingKept();
  });
});

describe('GET /api/products', () => {
  it('lists every product by id, and filters by category, a top category including its sub-categories', async () => {
    const cpvc = await create({ category: 'cpvc-pipes' });
    const plumbing = await create({ category: 'plumbing' });
    const switches = await create({ category: 'switches' });
    const none = await create({ category: '' });
    const ids = async (url: string) => (await get(url)).json().map((p: Product) => p.id);

    expect(await ids('/api/products')).toEqual([cpvc, plumbing, switches, none]);
    expect(await ids('/api/products?category=plumbing')).toEqual([cpvc, plumbing]);
    expect(await ids('/api/products?category=cpvc-pipes')).toEqual([cpvc]);
    expect(await ids('/api/products?category=electricity')).toEqual([switches]);
    expect(await ids('/api/products?category=')).toEqual([cpvc, plumbing, switches, none]);
  });

  it('sorts by id or by name either way, a search too, and pages the sorted list', async () => {
    const tee = await create({ name: 'tee 25 mm' });
    const adapter = await create({ name: 'Adapter 25 mm' });
    const bend = await create({ name: 'Bend 25 mm' });
    const pipe = await create({ name: 'PPR Pipe 20 mm', description: 'A plain pipe with no size of 25.' });
    const ids = async (url: string) => (await get(url)).json().map((p: Product) => p.id);

    expect(await ids('/api/products?sort=-id')).toEqual([pipe, bend, adapter, tee]);
    // Capitals and small letters alike: "tee" after "PPR".
    expect(await ids('/api/products?sort=name')).toEqual([adapter, bend, pipe, tee]);
    expect(await ids('/api/products?sort=-name')).toEqual([tee, pipe, bend, adapter]);
    expect(await ids('/api/products?sort=name&per_page=2&page=2')).toEqual([pipe, tee]);
    expect(await ids('/api/products?q=25%20mm&sort=-name')).toEqual([tee, bend, adapter]);
    const refused = await get('/api/products?sort=price');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalidValue' });
  });

  it('answers an unknown category with an empty list, not an error', async () => {
    await create();
    const res = await get('/api/products?category=garden-hoses');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a language other than en or ar: 400', async () => {
    const res = await get('/api/products?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('shows Arabic field by field where the translation has it, English otherwise', async () => {
    const id = await create();
    const other = await create({ name: 'PPR Pipe 25 mm' });
    const saved = await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      name: 'أنبوب CPVC مقاس 20 مم',
      description: 'أنبوب من البولي فينيل كلورايد المكلور للمياه الساخنة والباردة.',
      features: ['مقاوم للحرارة'],
      applications: [' ', ''],
    });
    expect(saved.statusCode).toBe(200);

    const [listed, untranslated] = (await get('/api/products?lang=ar')).json() as ProductSummary[];
    expect(listed).toEqual({
      id,
      name: 'أنبوب CPVC مقاس 20 مم',
      category: 'cpvc-pipes',
      image: expect.any(String),
      imageVariants: expect.any(Array),
      description: 'أنبوب من البولي فينيل كلورايد المكلور للمياه الساخنة والباردة.',
      translationStatus: 'current',
    });
    expect(untranslated).toMatchObject({ id: other, name: 'PPR Pipe 25 mm', translationStatus: 'missing' });
    const arabic = await product(id, 'ar');
    expect(arabic).toMatchObject({
      ...listed,
      features: ['مقاوم للحرارة'],
      // Empty Arabic lists fall back to the English ones.
      applications: ['Hot water'],
      certifications: ['SASO'],
    });

    const english = await product(id, 'en');
    expect(english).toMatchObject({ name: 'CPVC Pipe 20 mm', features: ['Heat resistant', 'Lead free'] });
    expect(english.translationStatus).toBe('current');
  });
});

describe('GET /api/products/:id', () => {
  it('answers a missing product with 404 and a malformed id with 400', async () => {
    const missing = await get('/api/products/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: messages.productNotFound,
      code: 'productNotFound',
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await get(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: messages.invalidProductId,
        code: 'invalidProductId',
      });
    }
  });
});

describe('GET /api/product-categories', () => {
  it('lists the spec’s category slugs, top categories first, then the sub-categories in tree order', async () => {
    const res = await get('/api/product-categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...categorySlugs]);
  });

  it('comes from the tree the migration stored, with each parent and both names', async () => {
    const rows = await app.db.selectFrom('categories').selectAll().orderBy('slug').execute();
    const expected = categoryTree.flatMap((top, index) => [
      { slug: top.slug, parent_slug: null, position: index, name_en: top.name.en, name_ar: top.name.ar },
      ...top.children.map((child, childIndex) => ({
        slug: child.slug,
        parent_slug: top.slug,
        position: childIndex,
        name_en: child.name.en,
        name_ar: child.name.ar,
      })),
    ]);
    expect(rows).toEqual(expected.sort((a, b) => a.slug.localeCompare(b.slug)));
  });
});

describe('GET /media/*', () => {
  it('serves an uploaded image with a year-long immutable cache and nosniff', async () => {
    const { image, imageVariants } = await product(await create());
    for (const url of [image, imageVariants[0]?.path ?? '']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get(image)).headers['content-type']).toBe('image/png');
  });

  it('answers a missing file with a plain 404, not a page', async () => {
    const res = await get('/media/products/0123456789abcdef0123456789abcdef.png');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Not found');
  });

  it('answers a picture deleted while it is being asked for with a 404, never a server error', async () => {
    const answers: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      const id = await create();
      const { image, imageVariants } = await product(id);
      const urls = [image, ...imageVariants.map((variant) => variant.path)];
      const asked = Array.from({ length: 24 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i % 8)).then(() => get(urls[i % urls.length] ?? image)),
      );
      await asAdmin('DELETE', `/api/products/${id}`);
      for (const res of await Promise.all(asked)) answers.push(res.statusCode);
    }
    // Served whole before the delete, or gone after it; on PostgreSQL the delete often comes last.
    expect(answers.filter((status) => status !== 200 && status !== 404)).toEqual([]);
  });

  it('never serves uploads in progress, nor files outside the media folder', async () => {
    writeFileSync(path.join(media, 'tmp', 'partial.upload'), 'half an upload');
    expect((await get('/media/tmp/partial.upload')).statusCode).toBe(404);
    expect((await get('/media/../package.json')).body).not.toContain('"scripts"');
    expect((await get('/media/%2e%2e/package.json')).body).not.toContain('"scripts"');
  });
});

describe('PUT /api/products/:id', () => {
  const edit = {
    name: 'CPVC Pipe 25 mm',
    description: 'A wider chlorinated PVC pipe for main lines.',
    features: ['Wider bore', ''],
    applications: [],
    certifications: ['SASO', 'ISO 9001'],
  };

  it('saves the edit form, keeping the image, and moves updated_at on', async () => {
    const id = await create();
    const before = await product(id);
    time.advance(60_000);
    const res = await asAdmin('PUT', `/api/products/${id}`, {
      ...edit,
      image: before.image,
      category: 'ppr-pipes',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.productUpdated, code: 'productUpdated' });
    expect(await product(id)).toEqual({
      ...before,
      ...edit,
      features: ['Wider bore'],
      category: 'ppr-pipes',
      updated_at: new Date(time.clock()).toISOString(),
    });
  });

  it('keeps the category when none is sent, and accepts the image as an absolute URL', async () => {
    const id = await create();
    const { image } = await product(id);
    const res = await asAdmin('PUT', `/api/products/${id}`, {
      ...edit,
      image: `http://localhost:3000${image}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await product(id)).toMatchObject({ category: 'cpvc-pipes', image });
  });

  it('keeps numbers joined by signs in order in Arabic, however the translation was typed', async () => {
    const id = await create();
    const saved = await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      name: 'أنبوب CPVC مقاس 1-1/2 بوصة',
      description: 'أنبوب بقطر 48.3 × 3.7 مم لخطوط المياه الساخنة.',
      features: ['يتحمل 0–10 بار'],
    });
    expect(saved.statusCode).toBe(200);
    const product = (await get(`/api/products/${id}?lang=ar`)).json();
    expect(product.name).toBe('أنبوب CPVC مقاس \u20661-1/2\u2069 بوصة');
    expect(product.description).toBe('أنبوب بقطر \u206648.3 × 3.7\u2069 مم لخطوط المياه الساخنة.');
    expect(product.features).toEqual(['يتحمل \u20660–10\u2069 بار']);
  });

  it('marks the Arabic text outdated once the English text changes after it', async () => {
    const id = await create();
    await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      name: 'أنبوب CPVC',
      description: 'وصف عربي طويل بما يكفي.',
    });
    expect((await product(id)).translationStatus).toBe('current');
    time.advance(1000);
    await asAdmin('PUT', `/api/products/${id}`, { ...edit, image: (await product(id)).image });
    expect((await product(id)).translationStatus).toBe('outdated');
  });

  it('refuses an empty image, an image that is not an uploaded product image, and an unknown category', async () => {
    const id = await create();
    const before = await product(id);
    const empty = await asAdmin('PUT', `/api/products/${id}`, { ...edit, image: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ success: false, message: messages.imageRequired, code: 'imageRequired' });
    for (const image of [
      '/media/products/0123456789abcdef0123456789abcdef.png',
      '/images/logo.png',
      '/media/products/../../package.json',
      before.imageVariants[0]?.path ?? '',
    ]) {
      const res = await asAdmin('PUT', `/api/products/${id}`, { ...edit, image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.unknownImage, code: 'unknownImage' });
    }
    const category = await asAdmin('PUT', `/api/products/${id}`, {
      ...edit,
      image: before.image,
      category: 'garden-hoses',
    });
    expect(category.json()).toEqual({
      success: false,
      message: messages.unknownCategory,
      code: 'unknownCategory',
    });
    expect(await product(id)).toEqual(before);
  });

  it('answers 404 for a missing product and 400 for bad text', async () => {
    const missing = await asAdmin('PUT', '/api/products/999', { ...edit, image: '/media/products/x.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: messages.productNotFound,
      code: 'productNotFound',
    });
    const id = await create();
    const { image } = await product(id);
    const short = await asAdmin('PUT', `/api/products/${id}`, { ...edit, image, name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: messages.nameMin, code: 'nameMin' });
  });

  it('may point at another product’s image; its files stay while either product shows them', async () => {
    const first = await create();
    const second = await create();
    const firstImage = await product(first);
    const secondImage = await product(second);
    const res = await asAdmin('PUT', `/api/products/${second}`, { ...edit, image: firstImage.image });
    expect(res.statusCode).toBe(200);
    expect(await product(second)).toMatchObject({
      image: firstImage.image,
      imageVariants: firstImage.imageVariants,
    });
    // The second product's own image is no longer shown anywhere: gone.
    for (const file of filesOf(secondImage)) expect(existsSync(file)).toBe(false);

    await asAdmin('DELETE', `/api/products/${first}`);
    for (const file of filesOf(firstImage)) expect(existsSync(file)).toBe(true);
    await asAdmin('DELETE', `/api/products/${second}`);
    expect(filesUnder(media)).toEqual([]);
  });
});

describe('POST /api/products/:id/image', () => {
  async function replace(id: number, parts: Part[]) {
    const { headers, payload } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: `/api/products/${id}/image`,
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  }

  it('swaps the image and its copies and deletes the old files', async () => {
    const id = await create();
    const before = await product(id);
    const res = await replace(id, [
      imagePart(await makeImage('jpeg', { width: 700, height: 50 }), 'new.jpg'),
    ]);
    expect(res.statusCode).toBe(200);
    const after = await product(id);
    expect(res.json()).toEqual({
      success: true,
      message: messages.productUpdated,
      code: 'productUpdated',
      image: after.image,
      imageVariants: after.imageVariants,
    });
    expect(after.image).toMatch(/^\/media\/products\/[0-9a-f]{32}\.jpg$/);
    expect(after.imageVariants.map((v) => v.width)).toEqual([320, 640]);
    for (const file of filesOf(before)) expect(existsSync(file)).toBe(false);
    expect(filesUnder(media).sort()).toEqual(
      filesOf(after)
        .map((f) => path.relative(media, f))
        .sort(),
    );
    // The text did not change: the Arabic text is not made outdated by a new photo.
    expect(after.updated_at).toBe(before.updated_at);
  });

  it('refuses a bad image like the upload does, leaving the product and its files as they were', async () => {
    const id = await create();
    const before = await product(id);
    const kept = filesUnder(media);
    const png = await makeImage('png');
    const cases: [Part[], number, string][] = [
      [[imagePart(Buffer.from('plain text, really'))], 415, messages.imageType],
      [[imagePart(Buffer.alloc(0), '')], 400, messages.imageMissing],
      [[], 400, messages.imageMissing],
      [[imagePart(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]))], 413, messages.imageSize],
    ];
    for (const [parts, status, message] of cases) {
      const res = await replace(id, parts);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(refusal(message));
      expect(filesUnder(media)).toEqual(kept);
      expect(await product(id)).toEqual(before);
    }
  });

  it('answers 404 for a missing product, keeping nothing', async () => {
    const res = await replace(999, [imagePart(await makeImage('png'))]);
    expect(res.statusCode).toBe(404);
    await expectNothingKept();
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes the product, its Arabic text and its files', async () => {
    const id = await create();
    const other = await create();
    const files = filesOf(await product(id));
    await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      name: 'أنبوب CPVC',
      description: 'وصف عربي طويل بما يكفي.',
    });
    const res = await asAdmin('DELETE', `/api/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.productDeleted, code: 'productDeleted' });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(404);
    for (const file of files) expect(existsSync(file)).toBe(false);
    const translations = await app.db.selectFrom('product_translations').selectAll().execute();
    expect(translations).toEqual([]);
    const otherFiles = filesOf(await product(other)).map((file) => path.relative(media, file));
    expect(filesUnder(media)).toEqual(otherFiles.sort());

    const again = await asAdmin('DELETE', `/api/products/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      message: messages.productNotFound,
      code: 'productNotFound',
    });
  });
});

describe('POST /api/products/bulk-delete', () => {
  it('deletes the products named, their files and texts, with one audit event each', async () => {
    const first = await create({ name: 'Elbow 90° 25 mm' });
    const kept = await create({ name: 'Tee 25 mm' });
    const second = await create({ name: 'Coupler 25 mm' });
    const files = [...filesOf(await product(first)), ...filesOf(await product(second))];
    const res = await asAdmin('POST', '/api/products/bulk-delete', { ids: [second, first] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: messages.productsDeleted,
      code: 'productsDeleted',
      deleted: 2,
    });
    expect((await get('/api/products')).json().map((p: Product) => p.id)).toEqual([kept]);
    for (const file of files) expect(existsSync(file)).toBe(false);
    const events = await app.db
      .selectFrom('audit_events')
      .select(['action', 'entity_id', 'label'])
      .where('action', '=', 'product.deleted')
      .orderBy('entity_id')
      .execute();
    expect(events).toEqual([
      { action: 'product.deleted', entity_id: first, label: 'Elbow 90° 25 mm' },
      { action: 'product.deleted', entity_id: second, label: 'Coupler 25 mm' },
    ]);
  });

  it('counts only the products still there: one deleted meanwhile is no failure', async () => {
    const gone = await create();
    const there = await create();
    expect((await asAdmin('DELETE', `/api/products/${gone}`)).statusCode).toBe(200);
    const res = await asAdmin('POST', '/api/products/bulk-delete', { ids: [gone, there] });
    expect(res.statusCode).toBe(200);
    expect(res.json().deleted).toBe(1);
    await expectNothingKept();
  });

  it.each([
    ['no ids', { ids: [] }],
    ['the same id twice', { ids: [1, 1] }],
    ['more than a page of 50', { ids: Array.from({ length: 51 }, (_, i) => i + 1) }],
    ['an id that is no whole number', { ids: [1.5] }],
    ['no list', {}],
  ])('refuses %s with 400 and deletes nothing', async (_, body) => {
    const id = await create();
    const res = await asAdmin('POST', '/api/products/bulk-delete', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'invalidValue',
      message: messages.invalidValue,
    });
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
  });

  it('refuses a user who is not an administrator, and deletes nothing', async () => {
    const id = await create();
    const userToken = await addSignedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/products/bulk-delete',
      headers: bearer(userToken),
      payload: { ids: [id] },
    });
    expect(res.statusCode).toBe(403);
    expect((await get(`/api/products/${id}`)).statusCode).toBe(200);
  });
});

describe('Arabic translations', () => {
  const arabic = {
    name: '  أنبوب CPVC  ',
    description: 'أنبوب للمياه الساخنة والباردة.',
    features: ['مقاوم للحرارة', ' '],
    applications: ['المياه الساخنة'],
    certifications: [],
  };

  it('saves, replaces and reads back the Arabic text', async () => {
    const id = await create();
    const none = await asAdmin('GET', `/api/products/${id}/translations/ar`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      success: false,
      message: messages.translationNotFound,
      code: 'translationNotFound',
    });

    const saved = await asAdmin('POST', `/api/products/${id}/translations/ar`, arabic);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: messages.translationSaved,
      code: 'translationSaved',
    });
    const stored = await asAdmin('GET', `/api/products/${id}/translations/ar`);
    expect(stored.json()).toEqual({
      language_code: 'ar',
      name: 'أنبوب CPVC',
      description: 'أنبوب للمياه الساخنة والباردة.',
      features: ['مقاوم للحرارة'],
      applications: ['المياه الساخنة'],
      certifications: [],
      // The product still has the default specification and FAQ: they are saved in Arabic too.
      specifications: arabicDefaultSpecifications,
      faqs: arabicDefaultFaqs,
      updated_at: new Date(time.clock()).toISOString(),
    });

    time.advance(5000);
    await asAdmin('POST', `/api/products/${id}/translations/ar`, { ...arabic, name: 'أنبوب جديد' });
    expect((await asAdmin('GET', `/api/products/${id}/translations/ar`)).json()).toMatchObject({
      name: 'أنبوب جديد',
      updated_at: new Date(time.clock()).toISOString(),
    });
  });

  it('shows Arabic specifications and FAQs on Arabic pages, keeping them when a later save leaves them out', async () => {
    const specifications = [
      { category: 'Dimensions', items: [{ name: 'Outside diameter', value: '20 mm' }] },
    ];
    const faqs = [{ question: 'Is it lead free?', answer: 'Yes, every compound we use is lead free.' }];
    const id = await create({ specifications: JSON.stringify(specifications), faqs: JSON.stringify(faqs) });

    // Own English details and no Arabic ones yet: the Arabic page shows the English ones.
    await asAdmin('POST', `/api/products/${id}/translations/ar`, arabic);
    expect(await product(id, 'ar')).toMatchObject({ specifications, faqs });

    const arabicSpecifications = [
      { category: 'الأبعاد', items: [{ name: 'القطر الخارجي', value: '20 مم' }] },
    ];
    const arabicFaqs = [
      { question: 'هل هو خالٍ من الرصاص؟', answer: 'نعم، كل المركبات التي نستخدمها خالية من الرصاص.' },
    ];
    await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      ...arabic,
      specifications: arabicSpecifications,
      faqs: arabicFaqs,
    });
    expect(await product(id, 'ar')).toMatchObject({ specifications: arabicSpecifications, faqs: arabicFaqs });
    expect(await product(id, 'en')).toMatchObject({ specifications, faqs });

    // The admin's Arabic tab sends only the spec's five fields: the Arabic details stay.
    await asAdmin('POST', `/api/products/${id}/translations/ar`, { ...arabic, name: 'أنبوب جديد' });
    expect(await product(id, 'ar')).toMatchObject({
      name: 'أنبوب جديد',
      specifications: arabicSpecifications,
      faqs: arabicFaqs,
    });
  });

  it('answers 400 for malformed Arabic specifications', async () => {
    const id = await create();
    const res = await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      ...arabic,
      specifications: [{ category: '', items: [] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await asAdmin('GET', `/api/products/${id}/translations/ar`)).statusCode).toBe(404);
  });

  it('saves only Arabic: 400 for any other language', async () => {
    const id = await create();
    for (const lang of ['en', 'fr', 'AR']) {
      const res = await asAdmin('POST', `/api/products/${id}/translations/${lang}`, arabic);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.onlyArabic, code: 'onlyArabic' });
    }
  });

  it('answers 404 for a missing product and 400 for text that is too short', async () => {
    const missing = await asAdmin('POST', '/api/products/999/translations/ar', arabic);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      message: messages.productNotFound,
      code: 'productNotFound',
    });
    expect((await asAdmin('GET', '/api/products/999/translations/ar')).json()).toEqual({
      success: false,
      message: messages.productNotFound,
      code: 'productNotFound',
    });
    const id = await create();
    const short = await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      ...arabic,
      description: 'قصير',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      success: false,
      message: messages.descriptionMin,
      code: 'descriptionMin',
    });
  });
});

describe('who may change the catalogue', () => {
  it('lets everyone read and only administrators write', () => {
    const catalogue = app.routeAccess
      .filter((r) => r.url.startsWith('/api/product'))
      .map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(catalogue).toEqual([
      'GET /api/products public',
      'HEAD /api/products public',
      'GET /api/products/suggestions public',
      'HEAD /api/products/suggestions public',
      'GET /api/products/:id public',
      'HEAD /api/products/:id public',
      'GET /api/product-categories public',
      'HEAD /api/product-categories public',
      'POST /api/products/upload admin',
      'PUT /api/products/:id admin',
      'PUT /api/products/:id/publication admin',
      'POST /api/products/:id/image admin',
      'DELETE /api/products/:id admin',
      'POST /api/products/bulk-delete admin',
      'POST /api/products/bulk-publication admin',
      'POST /api/products/:id/translations/:lang admin',
      'GET /api/products/:id/translations/ar admin',
      'HEAD /api/products/:id/translations/ar admin',
    ]);
  });

  it('refuses a signed-in user who is not an administrator before reading the upload', async () => {
    const userToken = await addSignedInUser(app);
    const { headers, payload } = multipart([...textParts(pipeFields), imagePart(await makeImage('png'))]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/products/upload',
      headers: { ...headers, ...bearer(userToken) },
      payload,
    });
    expect(res.statusCode).toBe(403);
    await expectNothingKept();
  });
});

describe('the search index follows every write of a product', () => {
  async function found(q: string): Promise<number[]> {
    const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as ProductSummary[]).map((item) => item.id);
  }
  async function suggested(q: string): Promise<string[]> {
    const res = await get(`/api/products/suggestions?q=${encodeURIComponent(q)}&lang=en`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }[]).map((item) => item.name);
  }

  it('finds a product by its text as created, edited and translated, and not once it is deleted', async () => {
    const id = await create();
    expect(await found('chlorinated')).toEqual([id]);
    expect(await found('20 mm')).toEqual([id]);
    const before = await suggested('cpvc');

    const res = await asAdmin('PUT', `/api/products/${id}`, {
      name: 'CPVC Pipe 25 mm',
      description: 'A wider pipe for main lines.',
      features: [],
      applications: [],
      certifications: [],
      image: (await product(id)).image,
    });
    expect(res.statusCode).toBe(200);
    expect(await found('chlorinated')).toEqual([]);
    expect(await found('20 mm')).toEqual([]);
    expect(await found('٢٥ مم')).toEqual([id]);
    // The same typing, answered before the change, now suggests the product's new name.
    expect(await suggested('cpvc')).not.toEqual(before);
    expect(await suggested('cpvc')).toContain('CPVC Pipe 25 mm');

    const saved = await asAdmin('POST', `/api/products/${id}/translations/ar`, {
      name: 'ماسورة CPVC مقاس 25 مم',
      description: 'ماسورة أعرض للخطوط الرئيسية.',
      features: [],
      applications: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(await found('الخطوط الرئيسيه')).toEqual([id]);

    expect((await asAdmin('DELETE', `/api/products/${id}`)).statusCode).toBe(200);
    expect(await found('cpvc')).toEqual([]);
    const left = await app.db
      .selectFrom('search_terms')
      .select('term')
      .where('product_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
