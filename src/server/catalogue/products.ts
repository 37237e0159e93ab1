/**
 * Products and their Arabic translations in the database. English is
 * the product row itself; Arabic is one optional row per product, shown field by field where it
 * has text (lang=ar).
 */
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { AuditChange } from '../../api/audit';
import type { Language } from '../../api/language';
import { productSummaryLength } from '../../api/limits';
import type { ProductSort } from '../../api/product-sorts';
import {
  type AdminProduct,
  type AdminProductSummary,
  arabicDefaultFaqs,
  arabicDefaultSpecifications,
  defaultFaqs,
  defaultSpecifications,
  type Product,
  type ProductSuggestion,
  type ProductSummary,
  productSuggestionsMax,
  type productTranslationSchema,
  type productUpdateSchema,
  productUploadSchema,
  type StoredTranslation,
  type TranslationStatus,
} from '../../api/products';
import type { Publication, PublicationStatus } from '../../api/publication';
import { shortText } from '../../api/short-text';
import { isolateNumberRunsIn } from '../../content/bidi';
import type { QueryPart } from '../../search/terms';
import { type AuditedWrite, changedFields, recordAudit } from '../audit/audit-log';
import { isoTime } from '../clock';
import { inTransaction } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
import type { StoredMedia } from '../media/media-files';
import { HttpError, parseOrRefuse } from '../plugins/errors';
import {
  publicationColumns,
  publishDue,
  setPublication,
  setPublicationOfRows,
} from '../publication/publication-rows';
import {
  faqsColumn,
  fromJson,
  imageVariantsColumn,
  specificationsColumn,
  textListColumn,
  toJson,
} from './json';
import { productRows, withArabic } from './product-rows';
import { indexProduct, productOrder, searchProductIds } from './search-index';

type Db = Kysely<Database>;

/**
 * The fields an audit event shows with their values (the text and the publication); lists and
 * images are named alone.
 */
const auditedTextFields = ['name', 'category', 'description', 'status', 'publish_at'];

/** A product's English fields as validated, with the default specifications and FAQ filled in. */
export type NewProduct = Omit<z.output<typeof productUploadSchema>, 'specifications' | 'faqs'> &
  Required<Pick<z.output<typeof productUploadSchema>, 'specifications' | 'faqs'>>;
export type ProductChanges = z.output<typeof productUpdateSchema>;
export type TranslationText = z.output<typeof productTranslationSchema>;

/** Validates a product's English fields and fills in the default specifications and FAQ. */
export function parseNewProduct(input: unknown): NewProduct {
  const { specifications, faqs, ...fields } = parseOrRefuse(productUploadSchema, input);
  return { ...fields, specifications: specifications ?? defaultSpecifications, faqs: faqs ?? defaultFaqs };
}

/** Category slugs, top categories first, then each one's sub-categories, in navigation order. */
export async function listCategorySlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.slug', 'c.parent_slug')
    .select('c.slug')
    .orderBy((eb) => eb.case().when('c.parent_slug', 'is', null).then(0).else(1).end())
    .orderBy('parent.position')
    .orderBy('c.position')
    .execute();
  return rows.map((row) => row.slug);
}

/** The stored category for a form's value: null for none; an unknown slug is refused. */
export async function checkedCategory(db: Db, slug: string): Promise<string | null> {
  if (slug === '') return null;
  if (!(await isCategory(db, slug))) throw new HttpError(400, 'unknownCategory');
  return slug;
}

/** Whether a slug names a category of the tree. */
export async function isCategory(db: Db, slug: string): Promise<boolean> {
  const found = await db.selectFrom('categories').select('slug').where('slug', '=', slug).executeTakeFirst();
  return found !== undefined;
}

/**
 * What a list reads: of the descriptions, only as much as a summary shows, and one character more
 * to tell that there is more.
 */
function summaryRows(db: Db) {
  const opening = (column: 'p.description' | 't.description') =>
    sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(productSummaryLength + 1)})`;
  return withArabic(db).select([
    opening('p.description').as('description'),
    opening('t.description').$castTo<string | null>().as('ar_description'),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryRows>['executeTakeFirstOrThrow']>>;
type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['executeTakeFirstOrThrow']>>;

function statusOf(row: SummaryRow): TranslationStatus {
  if (row.ar_updated_at === null) return 'missing';
  return row.ar_updated_at < row.updated_at ? 'outdated' : 'current';
}

/** The fields a summary shares with the whole product, in Arabic where the translation has the text. */
function summaryOf(row: SummaryRow, language: Language): ProductSummary {
  const arabic = language === 'ar' && row.ar_name !== null;
  return {
    id: row.id,
    name: arabic && row.ar_name?.trim() ? row.ar_name : row.name,
    category: row.category ?? '',
    image: row.image,
    imageVariants: fromJson(imageVariantsColumn, row.image_variants),
    description: arabic && row.ar_description?.trim() ? row.ar_description : row.description,
    translationStatus: statusOf(row),
  };
}

/** The rest of the text: each Arabic list where it has entries, English otherwise. */
function listsOf(row: ProductRow, language: Language) {
  const english = {
    features: fromJson(textListColumn, row.features),
    applications: fromJson(textListColumn, row.applications),
    certifications: fromJson(textListColumn, row.certifications),
    specifications: fromJson(specificationsColumn, row.specifications),
    faqs: fromJson(faqsColumn, row.faqs),
  };
  if (language !== 'ar' || row.ar_name === null) return english;
  const arabicList = <T>(column: z.ZodType<T[]>, text: string | null, fallback: T[]) => {
    const list = text === null ? [] : fromJson(column, text);
    return list.length > 0 ? list : fallback;
  };
  return {
    features: arabicList(textListColumn, row.ar_features, english.features),
    applications: arabicList(textListColumn, row.ar_applications, english.applications),
    certifications: arabicList(textListColumn, row.ar_certifications, english.certifications),
    specifications: arabicList(specificationsColumn, row.ar_specifications, english.specifications),
    faqs: arabicList(faqsColumn, row.ar_faqs, english.faqs),
  };
}

/** A list row as the list shows it: the description cut to a summary's length. */
function listedSummary(row: SummaryRow, language: Language): ProductSummary {
  const summary = summaryOf(row, language);
  return { ...summary, description: shortText(summary.description, productSummaryLength) };
}

/** What a list of products is asked for. */
interface ListQuery {
  category?: string | undefined;
  query?: readonly QueryPart[] | undefined;
  language: Language;
  page: number;
  perPage: number;
  sort?: ProductSort | undefined;
}

/** The rows of `ids` in the order of `ids`, leaving out any that went meanwhile. */
function inOrderOf<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * One page of product rows, and how many there are over all pages: by id, or best first for a
 * search (`query`, its parts as `parseQuery` reads them). A top category includes its
 * sub-categories; an unknown category matches nothing (an empty list, not an error: the page shows
 * its empty state). A page past the last is empty. `status` keeps the products of that
 * publication alone; without it, every product is listed.
 */
async function pageOfSummaryRows(
  db: Db,
  { category, query, page, perPage, sort, status }: ListQuery & { status: PublicationStatus | undefined },
): Promise<{ rows: SummaryRow[]; total: number }> {
  if (query && query.length > 0) {
    const { ids, total } = await searchProductIds(db, query, { category, status, page, perPage, sort });
    if (ids.length === 0) return { rows: [], total };
    return { rows: inOrderOf(ids, await summaryRows(db).where('p.id', 'in', ids).execute()), total };
  }
  let filtered = db
    .selectFrom('products as p')
    .$if(status !== undefined, (all) => all.where('p.status', '=', status ?? 'published'));
  if (category) {
    filtered = filtered.where('p.category', 'in', (eb) =>
      eb
        .selectFrom('categories')
        .select('slug')
        .where((c) => c.or([c('slug', '=', category), c('parent_slug', '=', category)])),
    );
  }
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await summaryRows(db)
    .where('p.id', 'in', filtered.select('p.id'))
    .$if(sort !== undefined, (rows) => rows.clearOrderBy().orderBy(productOrder(db, sort ?? 'id')))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { total: Number(total), rows };
}

/** The public list: one page of the published products' summaries, as `pageOfSummaryRows` finds them. */
export async function listProducts(
  db: Db,
  query: ListQuery,
): Promise<{ products: ProductSummary[]; total: number }> {
  const { rows, total } = await pageOfSummaryRows(db, { ...query, status: 'published' });
  return { total, products: rows.map((row) => listedSummary(row, query.language)) };
}

/** A row's publication, as the portal's reads show it. */
function publicationOf(row: { status: PublicationStatus; publish_at: string | null }) {
  return { status: row.status, publish_at: row.publish_at };
}

/** The portal's table: one page of every product, or of those of one publication, with their publication. */
export async function listAdminProducts(
  db: Db,
  query: ListQuery & { status: PublicationStatus | undefined },
): Promise<{ products: AdminProductSummary[]; total: number }> {
  const { rows, total } = await pageOfSummaryRows(db, query);
  return {
    total,
    products: rows.map((row) => ({ ...listedSummary(row, query.language), ...publicationOf(row) })),
  };
}

/** The best few published products for what is typed so far, each as a suggestion shows it. */
export async function suggestProducts(
  db: Db,
  query: readonly QueryPart[],
  language: Language,
): Promise<ProductSuggestion[]> {
  if (query.length === 0) return [];
  const { ids } = await searchProductIds(db, query, {
    status: 'published',
    page: 1,
    perPage: productSuggestionsMax,
  });
  if (ids.length === 0) return [];
  const rows = await withArabic(db).where('p.id', 'in', ids).execute();
  return inOrderOf(ids, rows).map((row) => {
    const name = language === 'ar' && row.ar_name?.trim() ? row.ar_name : row.name;
    return { id: row.id, name, category: row.category ?? '' };
  });
}

/** A product's row, of any publication or only a published one; 404 when there is no such product. */
async function productRowOf(db: Db, id: number, status: 'published' | undefined): Promise<ProductRow> {
  const row = await productRows(db)
    .where('p.id', '=', id)
    .$if(status !== undefined, (rows) => rows.where('p.status', '=', 'published'))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'productNotFound');
  return row;
}

function productOf(row: ProductRow, language: Language): Product {
  return { ...summaryOf(row, language), ...listsOf(row, language), updated_at: row.updated_at };
}

/**
 * A published product, in `language` where it has it. 404 for a draft or a scheduled product as
 * for a missing one, so that none of those is revealed.
 */
export async function findProduct(db: Db, id: number, language: Language): Promise<Product> {
  return productOf(await productRowOf(db, id, 'published'), language);
}

/** A product whatever its publication, with it, for the portal's edit form and preview; 404 when missing. */
export async function findAdminProduct(db: Db, id: number, language: Language): Promise<AdminProduct> {
  const row = await productRowOf(db, id, undefined);
  return { ...productOf(row, language), ...publicationOf(row) };
}

/** A product's image as stored; 404 when there is no such product. */
export async function productImageOf(db: Db, id: number): Promise<StoredMedia> {
  const row = await db
    .selectFrom('products')
    .select(['image', 'image_variants'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'productNotFound');
  return { path: row.image, variants: fromJson(imageVariantsColumn, row.image_variants) };
}

/** The image as freed media when no product shows it any more, else nothing (the edit form may share one). */
export async function freedUnlessShown(db: Db, stored: StoredMedia): Promise<StoredMedia[]> {
  return (await isShownByProduct(db, stored.path)) ? [] : [stored];
}

/** Whether some product shows the image at `mediaPath`. */
export async function isShownByProduct(db: Db, mediaPath: string): Promise<boolean> {
  const shown = await db
    .selectFrom('products')
    .select('id')
    .where('image', '=', mediaPath)
    .executeTakeFirst();
  return shown !== undefined;
}

/** Adds a product, published unless `publication` says otherwise, and indexes its text. */
export async function insertProduct(
  db: Db,
  product: NewProduct,
  category: string | null,
  stored: StoredMedia,
  now: number,
  publication?: Publication,
): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({
      name: product.name,
      category,
      image: stored.path,
      image_variants: toJson(imageVariantsColumn, stored.variants),
      description: product.description,
      features: toJson(textListColumn, product.features),
      applications: toJson(textListColumn, product.applications),
      certifications: toJson(textListColumn, product.certifications),
      specifications: toJson(specificationsColumn, product.specifications),
      faqs: toJson(faqsColumn, product.faqs),
      ...(publication && publicationColumns(publication)),
      created_at: isoTime(now),
      updated_at: isoTime(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexProduct(db, id);
  return id;
}

/**
 * Creates a product and, when one was sent, its Arabic translation, in one transaction: a product
 * never exists without the translation it was created with. It is a draft, scheduled or published
 * as `publication` says.
 */
export async function createProduct(
  db: Db,
  {
    product,
    category,
    stored,
    translation,
    publication,
    now,
    actor,
  }: {
    product: NewProduct;
    category: string | null;
    stored: StoredMedia;
    translation: TranslationText | undefined;
    publication: Publication;
  } & AuditedWrite,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertProduct(trx, product, category, stored, now, publication);
    if (translation) await writeTranslation(trx, id, translation, now);
    const { name, description, features, applications, certifications } = product;
    await recordAudit(trx, {
      actor,
      action: 'product.created',
      entity: 'product',
      entityId: id,
      label: name,
      changes: changedFields(
        undefined,
        {
          name,
          category,
          description,
          features,
          applications,
          certifications,
          image: stored.path,
          ...(translation && { translation: true }),
          ...publicationColumns(publication),
        },
        auditedTextFields,
      ),
      at: now,
    });
    return id;
  });
}

/**
 * Saves the edit form (PUT), with the product's publication when the form changes it (checked
 * by the caller against the clock); the English text changed, so `updated_at` moves on. Run it in
 * a transaction.
 */
export async function updateProduct(
  db: Db,
  id: number,
  changes: ProductChanges,
  {
    category,
    stored,
    now,
    actor,
  }: { category: string | null | undefined; stored: StoredMedia } & AuditedWrite,
): Promise<void> {
  const before = await db
    .selectFrom('products')
    .select(['name', 'category', 'description', 'features', 'applications', 'certifications', 'image'])
    .select(['status', 'publish_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) throw new HttpError(404, 'productNotFound');
  const after = {
    name: changes.name,
    description: changes.description,
    features: toJson(textListColumn, changes.features),
    applications: toJson(textListColumn, changes.applications),
    certifications: toJson(textListColumn, changes.certifications),
    image: stored.path,
    ...(category === undefined ? {} : { category }),
    ...(changes.publication && publicationColumns(changes.publication)),
  };
  await db
    .updateTable('products')
    .set({ ...after, image_variants: toJson(imageVariantsColumn, stored.variants), updated_at: isoTime(now) })
    .where('id', '=', id)
    .execute();
  await indexProduct(db, id);
  await recordProductUpdated(db, { id, label: changes.name }, before, after, { actor, now });
}

/** The event of an edit or a publication change: the fields that changed, with their values. */
function recordProductUpdated(
  db: Db,
  { id, label }: { id: number; label: string },
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  { actor, now }: AuditedWrite,
): Promise<void> {
  return recordAudit(db, {
    actor,
    action: 'product.updated',
    entity: 'product',
    entityId: id,
    label,
    changes: changedFields(before, after, auditedTextFields),
    at: now,
  });
}

/**
 * Makes a product a draft, publishes it now, or schedules it, with the event naming what changed
 * (none when nothing did); 404 when there is no such product. `updated_at` stays: it dates the
 * English text, which the Arabic's status compares with. The search index keeps the product
 * whatever its publication: public searches ask for published products alone.
 */
export function setProductPublication(
  db: Db,
  id: number,
  publication: Publication,
  write: AuditedWrite,
): Promise<void> {
  return setPublication(db, 'products', id, publication, {
    notFound: 'productNotFound',
    record: recordProductUpdated,
    write,
  });
}

/**
 * Publishes now, or makes drafts of, the products of `ids` (scheduled ones included), each change
 * with the event one product's change records (`setPublicationOfRows`); answers how many changed.
 */
export function setProductsPublication(
  db: Db,
  ids: readonly number[],
  status: Exclude<PublicationStatus, 'scheduled'>,
  write: AuditedWrite,
): Promise<number> {
  return setPublicationOfRows(db, 'products', ids, status, { record: recordProductUpdated, write });
}

/**
 * Publishes the scheduled products whose time has come at `now`, each with its event by the
 * server, once however many processes check at once (`publishDue`); answers how many this call
 * published.
 */
export function publishDueProducts(db: Db, now: number): Promise<number> {
  return publishDue(db, 'products', now, recordProductUpdated);
}

/**
 * Swaps the image alone. `updated_at` stays: it dates the English text, which the Arabic text
 * follows, and a new photo does not make a translation outdated.
 */
export async function setProductImage(
  db: Db,
  id: number,
  stored: StoredMedia,
  { actor, now }: AuditedWrite,
): Promise<void> {
  const product = await db.selectFrom('products').select('name').where('id', '=', id).executeTakeFirst();
  if (!product) throw new HttpError(404, 'productNotFound');
  await db
    .updateTable('products')
    .set({ image: stored.path, image_variants: toJson(imageVariantsColumn, stored.variants) })
    .where('id', '=', id)
    .execute();
  await recordAudit(db, {
    actor,
    action: 'product.image-replaced',
    entity: 'product',
    entityId: id,
    label: product.name,
    changes: [{ field: 'image' }],
    at: now,
  });
}

/** Deletes a product with its translation (the foreign key cascades); returns its image. Run it in a transaction. */
export async function deleteProduct(db: Db, id: number, { actor, now }: AuditedWrite): Promise<StoredMedia> {
  const stored = await productImageOf(db, id);
  const { name } = await db
    .selectFrom('products')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('products').where('id', '=', id).execute();
  await recordAudit(db, {
    actor,
    action: 'product.deleted',
    entity: 'product',
    entityId: id,
    label: name,
    at: now,
  });
  return stored;
}

/**
 * Deletes the products named that still exist, each with its audit event, in the caller's
 * transaction; returns how many went and the images no product shows any more.
 */
export async function deleteProducts(
  db: Db,
  ids: readonly number[],
  write: AuditedWrite,
): Promise<{ deleted: number; freed: StoredMedia[] }> {
  const existing = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const freed: StoredMedia[] = [];
  for (const { id } of existing) {
    const stored = await deleteProduct(db, id, write);
    freed.push(...(await freedUnlessShown(db, stored)));
  }
  return { deleted: existing.length, freed };
}

/** Saves the Arabic text from the admin (`writeTranslation`), with its audit event. */
export async function saveTranslation(
  db: Db,
  id: number,
  typed: TranslationText,
  { actor, now }: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { label, changes } = await writeTranslation(trx, id, typed, now);
    await recordAudit(trx, {
      actor,
      action: 'product.translation-saved',
      entity: 'product',
      entityId: id,
      label,
      changes,
      at: now,
    });
  });
}

/**
 * Creates or replaces the Arabic text of a product. Specifications and FAQs left out of the text
 * are kept as stored; while the English ones are still the create defaults, the Arabic
 * defaults are saved with them, so a product made in the admin shows no English on its Arabic page.
 */
export async function writeTranslation(
  db: Db,
  id: number,
  typed: TranslationText,
  now: number,
): Promise<{ label: string; changes: AuditChange[] }> {
  // Numbers joined by signs (1-1/2, 595 × 595) keep their order in the Arabic pages, however typed.
  const text = isolateNumberRunsIn(typed);
  const product = await db
    .selectFrom('products')
    .select(['name', 'specifications', 'faqs'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!product) throw new HttpError(404, 'productNotFound');
  const specifications =
    text.specifications ??
    (product.specifications === toJson(specificationsColumn, defaultSpecifications)
      ? arabicDefaultSpecifications
      : undefined);
  const faqs =
    text.faqs ?? (product.faqs === toJson(faqsColumn, defaultFaqs) ? arabicDefaultFaqs : undefined);
  const values = {
    name: text.name,
    description: text.description,
    features: toJson(textListColumn, text.features),
    applications: toJson(textListColumn, text.applications),
    certifications: toJson(textListColumn, text.certifications),
    ...(specifications && { specifications: toJson(specificationsColumn, specifications) }),
    ...(faqs && { faqs: toJson(faqsColumn, faqs) }),
    updated_at: isoTime(now),
  };
  const before = await db
    .selectFrom('product_translations')
    .select(['name', 'description', 'features', 'applications', 'certifications', 'specifications', 'faqs'])
    .where('product_id', '=', id)
    .where('language_code', '=', 'ar')
    .executeTakeFirst();
  await db
    .insertInto('product_translations')
    .values({ product_id: id, language_code: 'ar', ...values })
    .onConflict((conflict) => conflict.columns(['product_id', 'language_code']).doUpdateSet(values))
    .execute();
  await indexProduct(db, id);
  const { updated_at: _, ...fields } = values;
  return { label: product.name, changes: changedFields(before, fields, ['name', 'description']) };
}

/** The stored Arabic text, or undefined when none was saved. */
export async function findTranslation(db: Db, id: number): Promise<StoredTranslation | undefined> {
  const row = await db
    .selectFrom('product_translations')
    .selectAll()
    .where('product_id', '=', id)
    .where('language_code', '=', 'ar')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    language_code: row.language_code,
    name: row.name,
    description: row.description,
    features: fromJson(textListColumn, row.features),
    applications: fromJson(textListColumn, row.applications),
    certifications: fromJson(textListColumn, row.certifications),
    specifications: row.specifications === null ? null : fromJson(specificationsColumn, row.specifications),
    faqs: row.faqs === null ? null : fromJson(faqsColumn, row.faqs),
    updated_at: row.updated_at,
  };
}
