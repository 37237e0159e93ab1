import { type Kysely, sql } from 'kysely';
import { generatedId } from './dialect';

/**
 * Catalog subscriptions: one row per address (stored trimmed and in lower case, so an address
 * left twice is one row), with the language of the page it was left on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('subscriptions_language_check', sql`language in ('en', 'ar')`)
    .execute();
  // The admin's list: newest first.
  await db.schema
    .createIndex('subscriptions_created')
    .on('subscriptions')
    .columns(['created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
}
