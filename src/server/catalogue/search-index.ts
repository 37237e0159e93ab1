/**
 * The product search index (the `search_terms` and `search_sizes` tables) and the search over it.
 * A product's words are folded in TypeScript, the same code for its text and for a query, and the
 * ranking is plain SQL over integers, so SQLite and PostgreSQL find the same products in the same
 * order. Every write of a product's text indexes it again in the same transaction.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ProductSort } from '../../api/product-sorts';
import type { PublicationStatus } from '../../api/publication';
import type { Size } from '../../search/sizes';
import { indexEntriesOf, type QueryPart } from '../../search/terms';
import { isoTime } from '../clock';
import { inTransaction, takeWriteLock } from '../db/concurrent-writes';
import { isPostgres } from '../db/migrations/dialect';
import type { Database } from '../db/schema';
import { productRows } from './product-rows';

type Db = Kysely<Database>;

/**
 * The version of the rules the index is built with (folding, synonyms, sizes, weights): raise it
 * whenever they change, and every database builds its index again at its next start.
 */
export const searchIndexVersion = 1;

/**
 * How telling a match is, by the field it is in: the name before the category before the text.
 * A word found only without a particle joined to it («لأنابيب», for pipes) ranks one lower.
 */
const fieldRanks = {
  name: 8,
  category: 6,
  features: 4,
  applications: 4,
  specifications: 4,
  description: 3,
  certifications: 2,
  faqs: 2,
} as const;
type Field = keyof typeof fieldRanks;

/**
 * A word's or a size's weight in a product: ten times the rank of the best field it is in, plus
 * the number of fields it is in (at most 9), so that among names that match alike the product
 * about the word comes first.
 */
function weightOf(ranks: readonly number[]): number {
  return Math.max(...ranks) * 10 + Math.min(ranks.length, 9);
}

/** Every string inside a JSON column (lists, specification rows, questions and answers). */
function stringsIn(json: string | null): string[] {
  if (json === null) return [];
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(JSON.parse(json));
  return found;
}

/** The text of products in both languages, with their category's and its parent's names. */
function indexedRows(db: Db) {
  return productRows(db)
    .leftJoin('categories as c', 'c.slug', 'p.category')
    .leftJoin('categories as parent', 'parent.slug', 'c.parent_slug')
    .select([
      'c.name_en as category_en',
      'c.name_ar as category_ar',
      'parent.name_en as parent_en',
      'parent.name_ar as parent_ar',
    ]);
}
type IndexedRow = Awaited<ReturnType<ReturnType<typeof indexedRows>['executeTakeFirstOrThrow']>>;

function textsByField(row: IndexedRow): Record<Field, (string | null)[]> {
  return {
    name: [row.name, row.ar_name],
    category: [row.category_en, row.category_ar, row.parent_en, row.parent_ar],
    description: [row.description, row.ar_description],
    features: [...stringsIn(row.features), ...stringsIn(row.ar_features)],
    applications: [...stringsIn(row.applications), ...stringsIn(row.ar_applications)],
    certifications: [...stringsIn(row.certifications), ...stringsIn(row.ar_certifications)],
    specifications: [...stringsIn(row.specifications), ...stringsIn(row.ar_specifications)],
    faqs: [...stringsIn(row.faqs), ...stringsIn(row.ar_faqs)],
  };
}

/** A product's index rows: each word form and size once, weighed over the fields it is in. */
function entriesOf(row: IndexedRow) {
  const terms = new Map<string, Map<Field, number>>();
  const sizes = new Map<string, { size: Size; ranks: Map<Field, number> }>();
  const note = (ranks: Map<Field, number>, field: Field, rank: number) =>
    ranks.set(field, Math.max(rank, ranks.get(field) ?? 0));
  for (const [field, texts] of Object.entries(textsByField(row)) as [Field, (string | null)[]][]) {
    for (const text of texts) {
      if (!text) continue;
      const entries = indexEntriesOf(text);
      for (const [word, how] of entries.words) {
        const ranks = terms.get(word) ?? new Map<Field, number>();
        note(ranks, field, fieldRanks[field] - (how === 'joined' ? 1 : 0));
        terms.set(word, ranks);
      }
      for (const size of entries.sizes) {
        const key = `${size.unit}:${size.low}:${size.high}`;
        const known = sizes.get(key) ?? { size, ranks: new Map<Field, number>() };
        note(known.ranks, field, fieldRanks[field]);
        sizes.set(key, known);
      }
    }
  }
  return {
    terms: [...terms].map(([term, ranks]) => ({
      term,
      product_id: row.id,
      weight: weightOf([...ranks.values()]),
    })),
    sizes: [...sizes.values()].map(({ size, ranks }) => ({
      product_id: row.id,
      ...size,
      weight: weightOf([...ranks.values()]),
    })),
  };
}

/** Rows per insert: well under either database's limit on a statement's parameters. */
const batch = 500;

async function insertEntries(db: Db, rows: IndexedRow[]): Promise<void> {
  const entries = rows.map(entriesOf);
  const terms = entries.flatMap((entry) => entry.terms);
  const sizes = entries.flatMap((entry) => entry.sizes);
  for (let at = 0; at < terms.length; at += batch) {
    await db
      .insertInto('search_terms')
      .values(terms.slice(at, at + batch))
      .execute();
  }
  for (let at = 0; at < sizes.length; at += batch) {
    await db
      .insertInto('search_sizes')
      .values(sizes.slice(at, at + batch))
      .execute();
  }
}

/** Indexes a product's current text again. Run it in the transaction that changed the text. */
export async function indexProduct(db: Db, id: number): Promise<void> {
  await db.deleteFrom('search_terms').where('product_id', '=', id).execute();
  await db.deleteFrom('search_sizes').where('product_id', '=', id).execute();
  const row = await indexedRows(db).where('p.id', '=', id).executeTakeFirst();
  if (row) await insertEntries(db, [row]);
}

/**
 * Builds the whole index when it was built with other rules (or never), in one transaction: a
 * search meanwhile reads the old index whole. Called after the migrations, on every start.
 */
export async function refreshSearchIndex(db: Db, now = Date.now()): Promise<boolean> {
  const isCurrent = async (reader: Db) =>
    (await reader
      .selectFrom('search_index_builds')
      .select('version')
      .where('version', '=', searchIndexVersion)
      .executeTakeFirst()) !== undefined;
  if (await isCurrent(db)) return false;
  return inTransaction(db, async (trx) => {
    // Several processes may start at once: the first builds, the others find it built.
    await takeWriteLock(trx, 'search');
    if (await isCurrent(trx)) return false;
    await trx.deleteFrom('search_terms').execute();
    await trx.deleteFrom('search_sizes').execute();
    let after = 0;
    for (;;) {
      const rows = await indexedRows(trx).where('p.id', '>', after).limit(200).execute();
      if (rows.length === 0) break;
      await insertEntries(trx, rows);
      after = rows[rows.length - 1]?.id ?? after;
    }
    await trx.deleteFrom('search_index_builds').execute();
    await trx
      .insertInto('search_index_builds')
      .values({ version: searchIndexVersion, built_at: isoTime(now) })
      .execute();
    return true;
  });
}

/**
 * The words whose index ranges a part scans: a word begun by another of the part's words finds
 * nothing that one does not, and scanning both would count its rows twice.
 */
function scannedWords(part: QueryPart): string[] {
  if (!part.prefix) return [...new Set(part.words)];
  return [...new Set(part.words)].filter(
    (word, _, words) => !words.some((other) => other !== word && word.startsWith(other)),
  );
}

/**
 * The index rows a part's words find: the terms each begins, or only itself. One range scan of
 * the index per word: a single scan with the ranges or'ed together is one SQLite may read the
 * whole table for.
 */
function termsFound(part: QueryPart): RawBuilder<unknown> {
  const each = scannedWords(part).map((word) =>
    part.prefix
      ? sql`select product_id, term, weight from search_terms where term >= ${word} and term < ${`${word}\uffff`}`
      : sql`select product_id, term, weight from search_terms where term = ${word}`,
  );
  return sql.join(each, sql` union all `);
}

/**
 * Each product that matches one part of a query, with how well: the weight of its best word form
 * that matches (more when the word is whole rather than begun, most when it is the very word typed
 * rather than one of its synonyms), and a tenth of its other forms' (a pipe named «أنبوب» and "pipe"
 * comes before a fitting whose name says one of them). Adding every form up whole let a product
 * full of synonyms outrank the one named: at 10,000 products «مفاتيح انارة» (light switches)
 * found 250 LED bulbs, which say lighting six ways, before the first switch. Integer division, the
 * same on both databases. A size counts as a word typed whole.
 */
function partMatches(part: QueryPart): RawBuilder<unknown> {
  const branches: RawBuilder<unknown>[] = [];
  const [typed] = part.words;
  if (typed !== undefined) {
    const matched = sql`weight + case when term = ${typed} then 5 when term in (${sql.join(part.words)}) then 3 else 0 end`;
    branches.push(sql`select product_id, max(${matched}) + (sum(${matched}) - max(${matched})) / 10 as score
      from (${termsFound(part)}) as found group by product_id`);
  }
  for (const size of part.sizes) {
    const unit = size.unit ? sql`unit = ${size.unit} and ` : sql``;
    branches.push(sql`select product_id, max(weight) + 5 as score
      from search_sizes where ${unit}low <= ${size.value} and high >= ${size.value} group by product_id`);
  }
  return sql`select product_id, max(score) as score from (${sql.join(branches, sql` union all `)}) as branches group by product_id`;
}

/**
 * One page of the products matching every part of a query (in a category and its sub-categories
 * when one is given, of one publication when `status` names one), best first, and how many match
 * over all pages. The index holds every product whatever its publication: a public search asks
 * for the published ones alone, so that a draft is never found.
 */
export async function searchProductIds(
  db: Db,
  parts: readonly QueryPart[],
  {
    category,
    status,
    page,
    perPage,
    sort,
  }: {
    category?: string | undefined;
    status: PublicationStatus | undefined;
    page: number;
    perPage: number;
    sort?: ProductSort | undefined;
  },
): Promise<{ ids: number[]; total: number }> {
  const inCategory = category
    ? sql`and p.category in (select slug from categories where slug = ${category} or parent_slug = ${category})`
    : sql``;
  const ofStatus = status ? sql`and p.status = ${status}` : sql``;
  const found = sql`select product_id, sum(score) as score
    from (${sql.join(parts.map(partMatches), sql` union all `)}) as parts
    group by product_id having count(*) = ${parts.length}`;
  // Every match, best first, in one pass: the count is their number and the page a slice, which
  // costs less than matching twice (once to count, once for the page).
  const ranked = await sql<{ product_id: number }>`select product_id from (${found}) as found
    join products as p on p.id = found.product_id
    where 1 = 1 ${inCategory} ${ofStatus}
    order by ${sort ? productOrder(db, sort) : sql`score desc, product_id`}`.execute(db);
  const start = (page - 1) * perPage;
  return {
    ids: ranked.rows.slice(start, start + perPage).map((row) => Number(row.product_id)),
    total: ranked.rows.length,
  };
}

/**
 * `order by` for a chosen sort of products (`p`): names by their lower-case letters, then id, in
 * the same order on both databases (PostgreSQL's locale collation would weigh spaces and signs).
 */
export function productOrder(db: Db, sort: ProductSort): RawBuilder<unknown> {
  const descending = sort.startsWith('-');
  const direction = descending ? sql`desc` : sql`asc`;
  if (sort.endsWith('id')) return sql`p.id ${direction}`;
  const collation = isPostgres(db) ? sql` collate "C"` : sql``;
  return sql`lower(p.name)${collation} ${direction}, p.id ${direction}`;
}
