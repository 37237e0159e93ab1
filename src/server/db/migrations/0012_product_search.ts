import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

/**
 * The product search index, the same tables on both databases so that a query finds the same
 * products in the same order on either:
 * - `search_terms`: each folded word form a product is found by (its name, category, text and
 *   their Arabic), with the weight of the most telling field it appears in. Its key sorts by term,
 *   so a word being typed finds every term it begins by a range scan. On PostgreSQL the term
 *   compares by code point (`COLLATE "C"`), as on SQLite, so that range is exact in any locale.
 * - `search_sizes`: the sizes a product is made in, as a unit and the range it spans.
 * - `search_index_builds`: which version of the folding rules the index was built with; a server
 *   that finds another builds it again (`refreshSearchIndex`), which also builds it the first time.
 * Rows go with their product (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => (postgres ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull()))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['term', 'product_id'])
    // On SQLite the rows are stored in their key's order, so a range of terms is read with its
    // weights in one pass; PostgreSQL reads them from a covering index.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  if (postgres) {
    await db.schema
      .createIndex('search_terms_covering')
      .on('search_terms')
      .columns(['term', 'product_id', 'weight'])
      .execute();
  }
  await db.schema.createIndex('search_terms_product').on('search_terms').column('product_id').execute();

  await db.schema
    .createTable('search_sizes')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('mm', 'in')`))
    .addColumn('low', 'real', (c) => c.notNull())
    .addColumn('high', 'real', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .execute();
  // Covering: a size's matches are read from the index alone.
  await db.schema
    .createIndex('search_sizes_covering')
    .on('search_sizes')
    .columns(['unit', 'low', 'high', 'product_id', 'weight'])
    .execute();
  await db.schema.createIndex('search_sizes_product').on('search_sizes').column('product_id').execute();

  await db.schema
    .createTable('search_index_builds')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('built_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into write_locks (name, taken) values ('search', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from write_locks where name = 'search'`.execute(db);
  await db.schema.dropTable('search_index_builds').execute();
  await db.schema.dropTable('search_sizes').execute();
  await db.schema.dropTable('search_terms').execute();
}
