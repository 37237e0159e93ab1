/**
 * SAMPLE CONTENT: the products and news the server adds on its first start (and `npm run db:seed`),
 * so the site is never empty. They are data, not code, in `sample-content/` at the package's root:
 *
 *   catalogue.json   the products, in order: each as the upload form would send it (always with a
 *                    category), its Arabic text, and its picture's file name
 *   news.json        the image news items: text, Arabic, age in days, picture's file name
 *   artwork/*.svg    the pictures, 800×600, which seeding renders to JPEG and stores like uploads
 *
 * A site may replace these files or delete them: a missing catalogue.json or news.json means no
 * samples of that kind. A file that is there is checked whole, by its shape and by the forms' own
 * rules, before anything is seeded; a problem is reported naming the file and the entry.
 * The entries' types are the seed's (SeedProduct, SeedNewsItem): each file's schema is checked
 * against them, its pictures named by file where the seed takes their SVG markup.
 * Read synchronously: this runs only at seed time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { englishOfIssue } from '../../../api/messages';
import { newsFieldsSchema, newsTranslationSchema } from '../../../api/news';
import { productTranslationSchema, productUploadSchema } from '../../../api/products';
import type { SeedNewsItem } from './seed-news';
import type { SeedProduct } from './seed-product';

/**
 * The package's root: the nearest folder holding package.json above this module, wherever it runs
 * from (src/server/db/seed/ under tsx and Vitest, a chunk in dist/node/ once built), so the server
 * finds its samples whatever folder it is started from.
 */
function packageRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let folder = start; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json in any folder above ${start}`);
  }
}

/** Where the sample content lives: `sample-content/` beside package.json. */
export function sampleContentDir(): string {
  return path.join(packageRoot(), 'sample-content');
}

/** A sample file that is there but cannot be used: its message names the file and each problem. */
export class SampleContentError extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SampleContentError';
  }
}

const texts = z.array(z.string());
const specifications = z.array(
  z.strictObject({
    category: z.string(),
    items: z.array(z.strictObject({ name: z.string(), value: z.string() })),
  }),
);
const faqs = z.array(z.strictObject({ question: z.string(), answer: z.string() }));

/** A product's texts after its name (and category), in either language. */
const productTexts = {
  description: z.string(),
  features: texts.optional(),
  applications: texts.optional(),
  certifications: texts.optional(),
  specifications: specifications.optional(),
  faqs: faqs.optional(),
};

/** A picture in artwork/, by its file name alone. */
const artworkFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]*\.svg$/i, 'must be the name of an .svg file in the artwork folder');

/**
 * Adds a form schema's complaints about part of an entry to the entry's own, at that part's path,
 * in English (a form's rule names its message by identifier).
 */
function checkedBy(schema: z.ZodType, value: unknown, at: readonly string[], context: z.RefinementCtx): void {
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    context.addIssue({
      code: 'custom',
      message: englishOfIssue(issue.message),
      path: [...at, ...issue.path],
    });
}

const catalogueFileSchema = z.array(
  z
    .strictObject({
      product: z.strictObject({ name: z.string(), category: z.string().min(1), ...productTexts }),
      arabic: z.strictObject({ name: z.string(), ...productTexts }),
      artwork: artworkFile,
    })
    .superRefine((entry, context) => {
      checkedBy(productUploadSchema, entry.product, ['product'], context);
      checkedBy(productTranslationSchema, entry.arabic, ['arabic'], context);
    }),
) satisfies z.ZodType<SeedProduct[]>;

const newsTexts = { title: z.string(), description: z.string(), alt_text: z.string() };
const newsFileSchema = z.array(
  z
    .strictObject({
      ...newsTexts,
      arabic: z.strictObject(newsTexts),
      daysAgo: z.number().int().nonnegative(),
      artwork: artworkFile,
    })
    .superRefine((item, context) => {
      checkedBy(newsFieldsSchema, item, [], context);
      checkedBy(newsTranslationSchema, item.arabic, ['arabic'], context);
    }),
) satisfies z.ZodType<SeedNewsItem[]>;

/** Where in a file an issue is: `[3].product.features[1]`. */
function placeOf(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
}

/** A sample file read and checked; null when there is none. */
function readChecked<T>(file: string, schema: z.ZodType<T>): T | null {
  if (!existsSync(file)) return null;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SampleContentError(file, [`not valid JSON: ${(error as Error).message}`]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new SampleContentError(
      file,
      parsed.error.issues.map((issue) => `${placeOf(issue.path) || 'the file'}: ${issue.message}`),
    );
  return parsed.data;
}

/** Gives each entry its picture's SVG markup in place of the picture's file name. */
function withArtwork<T extends { artwork: string }>(
  folder: string,
  file: string,
  entries: readonly T[],
): T[] {
  const pictures = new Map<string, string>();
  const missing: string[] = [];
  const drawn = entries.map((entry, index) => {
    const picture = path.join(folder, 'artwork', entry.artwork);
    if (!pictures.has(picture) && existsSync(picture)) pictures.set(picture, readFileSync(picture, 'utf8'));
    const svg = pictures.get(picture);
    if (svg === undefined) missing.push(`[${index}].artwork: there is no file ${picture}`);
    return { ...entry, artwork: svg ?? '' };
  });
  if (missing.length > 0) throw new SampleContentError(file, missing);
  return drawn;
}

/** The sample catalogue, in order; empty when `catalogue.json` is absent. */
export function loadSampleCatalogue(folder = sampleContentDir()): SeedProduct[] {
  const file = path.join(folder, 'catalogue.json');
  return withArtwork(folder, file, readChecked(file, catalogueFileSchema) ?? []);
}

/** The sample news, in the file's order; empty when `news.json` is absent. */
export function loadSampleNews(folder = sampleContentDir()): SeedNewsItem[] {
  const file = path.join(folder, 'news.json');
  return withArtwork(folder, file, readChecked(file, newsFileSchema) ?? []);
}
