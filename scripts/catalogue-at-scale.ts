/**
 * A catalogue of thousands of products for measuring the site at a real manufacturer's scale:
 * the 40 sample products, each offered in the variants such a catalogue lists (sizes, pressure
 * classes, colours and lengths for pipes, fittings and cements; ratings and packs for electrical
 * goods; cities and service levels for technology and contracting), each variant a product of its
 * own with its name, description and specification in both languages. Every product shows its
 * sample's picture. Written through the same functions as the admin's writes, so the search index
 * is kept as it would be. For benchmarks only: never part of the shipped sample content.
 */
import type { Kysely } from 'kysely';
import { productTranslationSchema, type Specification } from '../src/api/products';
import { fromJson, imageVariantsColumn } from '../src/server/catalogue/json';
import {
  checkedCategory,
  insertProduct,
  parseNewProduct,
  writeTranslation,
} from '../src/server/catalogue/products';
import type { Database } from '../src/server/db/schema';
import { loadSampleCatalogue } from '../src/server/db/seed/sample-content';
import type { SeedProduct } from '../src/server/db/seed/seed-product';

/** One way a product is offered: how its name, text and specification say it, in both languages. */
type Option = { en: string; ar: string };
type Dimension = { label: Option; options: readonly Option[] };

const mm = (size: number): Option => ({ en: `${size} mm`, ar: `${size} مم` });
const amps = (rating: number): Option => ({ en: `${rating} A`, ar: `${rating} أمبير` });

const plumbing: readonly Dimension[] = [
  {
    label: { en: 'Size', ar: 'المقاس' },
    options: [20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 160, 200, 250, 315, 400].map(mm),
  },
  {
    label: { en: 'Pressure class', ar: 'تصنيف الضغط' },
    options: ['PN10', 'PN16', 'PN20', 'PN25'].map((pn) => ({ en: pn, ar: pn })),
  },
  {
    label: { en: 'Colour', ar: 'اللون' },
    options: [
      { en: 'white', ar: 'أبيض' },
      { en: 'grey', ar: 'رمادي' },
      { en: 'green', ar: 'أخضر' },
      { en: 'orange', ar: 'برتقالي' },
      { en: 'blue', ar: 'أزرق' },
    ],
  },
  {
    label: { en: 'Supply', ar: 'التوريد' },
    options: [
      { en: '4 m lengths', ar: 'أطوال 4 أمتار' },
      { en: '6 m lengths', ar: 'أطوال 6 أمتار' },
      { en: 'site pack', ar: 'عبوة المواقع' },
    ],
  },
];

/** A solvent cement, primer or cleaner by its volume: "250 ml" and "1 L" as the sample lists them. */
const volume = (size: string): Option => ({
  en: size,
  ar: size.replace(/ ml$/, ' مل').replace(/ L$/, ' لتر'),
});

/**
 * Cements, primers and cleaners come in the tins or bottles their sample lists (never in pipe
 * sizes, pressure classes or another colour: a grey heavy-body cement is grey), with the
 * applicator, the pack and the warehouse a trade buyer orders by.
 */
function cementDimensions(entry: SeedProduct): readonly Dimension[] {
  const sizes = (entry.product.specifications ?? [])
    .flatMap((group) => group.items)
    .find((item) => /^(Tin|Bottle) sizes$/.test(item.name));
  if (!sizes) throw new Error(`${entry.product.name} lists no tin or bottle sizes`);
  return [
    { label: { en: 'Volume', ar: 'السعة' }, options: sizes.value.split(', ').map(volume) },
    {
      label: { en: 'Applicator', ar: 'أداة الدهان' },
      options: [
        { en: 'brush in the lid', ar: 'فرشاة في الغطاء' },
        { en: 'dauber', ar: 'إسفنجة دهان' },
      ],
    },
    {
      label: { en: 'Pack', ar: 'التعبئة' },
      options: [
        { en: 'single', ar: 'عبوة مفردة' },
        { en: 'carton of 12', ar: 'كرتونة من 12 عبوة' },
        { en: 'carton of 24', ar: 'كرتونة من 24 عبوة' },
      ],
    },
    {
      label: { en: 'Warehouse', ar: 'المستودع' },
      options: [
        { en: 'Riyadh warehouse', ar: 'مستودع الرياض' },
        { en: 'Jeddah warehouse', ar: 'مستودع جدة' },
        { en: 'Dammam warehouse', ar: 'مستودع الدمام' },
      ],
    },
  ];
}

const electrical: readonly Dimension[] = [
  { label: { en: 'Rating', ar: 'التيار المقنن' }, options: [6, 10, 16, 20, 25, 32, 40, 63].map(amps) },
  {
    label: { en: 'Finish', ar: 'اللون' },
    options: [
      { en: 'white', ar: 'أبيض' },
      { en: 'black', ar: 'أسود' },
      { en: 'silver', ar: 'فضي' },
      { en: 'ivory', ar: 'عاجي' },
    ],
  },
  {
    label: { en: 'Pack', ar: 'العبوة' },
    options: [
      { en: 'single', ar: 'قطعة واحدة' },
      { en: 'box of 10', ar: 'علبة من 10 قطع' },
      { en: 'box of 50', ar: 'علبة من 50 قطعة' },
    ],
  },
  {
    label: { en: 'Mounting', ar: 'التركيب' },
    options: [
      { en: 'flush', ar: 'غاطس' },
      { en: 'surface', ar: 'سطحي' },
    ],
  },
  {
    label: { en: 'Standard', ar: 'المواصفة' },
    options: [
      { en: 'BS', ar: 'BS' },
      { en: 'IEC', ar: 'IEC' },
    ],
  },
];

const services: readonly Dimension[] = [
  {
    label: { en: 'City', ar: 'المدينة' },
    options: [
      { en: 'Riyadh', ar: 'الرياض' },
      { en: 'Jeddah', ar: 'جدة' },
      { en: 'Dammam', ar: 'الدمام' },
      { en: 'Makkah', ar: 'مكة المكرمة' },
      { en: 'Madinah', ar: 'المدينة المنورة' },
      { en: 'Al Khobar', ar: 'الخبر' },
      { en: 'Tabuk', ar: 'تبوك' },
      { en: 'Abha', ar: 'أبها' },
      { en: 'Buraydah', ar: 'بريدة' },
      { en: 'Hail', ar: 'حائل' },
    ],
  },
  {
    label: { en: 'Level', ar: 'المستوى' },
    options: [
      { en: 'Standard', ar: 'القياسي' },
      { en: 'Premium', ar: 'المميز' },
      { en: 'Enterprise', ar: 'المؤسسي' },
    ],
  },
  {
    label: { en: 'Term', ar: 'المدة' },
    options: [
      { en: '1 year', ar: 'سنة واحدة' },
      { en: '3 years', ar: '3 سنوات' },
    ],
  },
  {
    label: { en: 'Sector', ar: 'القطاع' },
    options: [
      { en: 'residential', ar: 'السكني' },
      { en: 'commercial', ar: 'التجاري' },
      { en: 'industrial', ar: 'الصناعي' },
      { en: 'government', ar: 'الحكومي' },
    ],
  },
  {
    label: { en: 'Response', ar: 'الاستجابة' },
    options: [
      { en: '4-hour response', ar: 'استجابة خلال 4 ساعات' },
      { en: 'next-day response', ar: 'استجابة في اليوم التالي' },
      { en: 'planned visits', ar: 'زيارات مجدولة' },
    ],
  },
];

const plumbingCategories = new Set(['ppr-pipes', 'cpvc-pipes', 'upvc-pipes', 'orange-pipes']);
const electricalCategories = new Set(['switches', 'breakers', 'led-lighting']);

function dimensionsOf(entry: SeedProduct): readonly Dimension[] {
  const { category } = entry.product;
  if (category === 'araib-cements') return cementDimensions(entry);
  if (plumbingCategories.has(category)) return plumbing;
  if (electricalCategories.has(category)) return electrical;
  return services;
}

/** The `index`-th combination of the dimensions' options (mixed radix), one option of each. */
function variantOf(dimensions: readonly Dimension[], index: number): Option[] {
  let rest = index;
  return dimensions.map(({ options }) => {
    const option = options[rest % options.length] as Option;
    rest = Math.floor(rest / options.length);
    return option;
  });
}

function variantCount(dimensions: readonly Dimension[]): number {
  return dimensions.reduce((count, { options }) => count * options.length, 1);
}

/** The sample `entry` as its `index`-th variant: its own name, a sentence and a specification group. */
function variantEntry(entry: SeedProduct, index: number) {
  const dimensions = dimensionsOf(entry);
  const chosen = variantOf(dimensions, index);
  const en = chosen.map((option) => option.en).join(', ');
  const ar = chosen.map((option) => option.ar).join('، ');
  const group = (language: 'en' | 'ar'): Specification => ({
    category: language === 'en' ? 'This variant' : 'هذا الطراز',
    items: dimensions.map((dimension, at) => ({
      name: dimension.label[language],
      value: (chosen[at] as Option)[language],
    })),
  });
  const { product, arabic } = entry;
  return {
    sample: entry,
    product: parseNewProduct({
      ...product,
      name: `${product.name} – ${en}`.slice(0, 200),
      description: `${product.description} Offered here as: ${en}.`,
      specifications: [...(product.specifications ?? []), group('en')],
    }),
    arabic: productTranslationSchema.parse({
      ...arabic,
      name: `${arabic.name} – ${ar}`.slice(0, 200),
      description: `${arabic.description} الطراز المعروض: ${ar}.`,
      specifications: [...(arabic.specifications ?? []), group('ar')],
    }),
  };
}

/**
 * Every sample's variants in turn, round the samples: the first of each, then the second of each,
 * and so on, a sample leaving the round once it has no variant left (a cement comes in fewer ways
 * than a pipe), so that no variant is made twice.
 */
function* variantsInTurn(entries: readonly SeedProduct[]) {
  const counts = entries.map((entry) => variantCount(dimensionsOf(entry)));
  const most = Math.max(...counts);
  for (let index = 0; index < most; index++) {
    for (const [at, entry] of entries.entries()) {
      if (index < (counts[at] ?? 0)) yield variantEntry(entry, index);
    }
  }
}

/**
 * Adds products until the catalogue holds `total`, in transactions of 200. The samples must be
 * seeded first: their pictures are the variants' pictures.
 */
export async function growCatalogue(db: Kysely<Database>, total: number, now = Date.now()): Promise<number> {
  const samples = await db.selectFrom('products').select(['id', 'name', 'image', 'image_variants']).execute();
  const pictures = new Map(samples.map((row) => [row.name, row]));
  const entries = loadSampleCatalogue().filter((entry) => pictures.has(entry.product.name));
  if (entries.length === 0)
    throw new Error('Seed the sample catalogue first: its pictures are the variants’ pictures');
  const variants = variantsInTurn(entries);
  let count = samples.length;
  while (count < total) {
    await db.transaction().execute(async (trx) => {
      for (let added = 0; added < 200 && count < total; added++, count++) {
        const next = variants.next();
        if (next.done) throw new Error(`The samples have fewer than ${total} variants`);
        const { sample, product, arabic } = next.value;
        const picture = pictures.get(sample.product.name);
        if (!picture) throw new Error('a sample picture is missing');
        const category = await checkedCategory(trx, sample.product.category);
        const stored = {
          path: picture.image,
          variants: fromJson(imageVariantsColumn, picture.image_variants),
        };
        const id = await insertProduct(trx, product, category, stored, now);
        await writeTranslation(trx, id, arabic, now);
      }
    });
  }
  return count;
}
