import type { Kysely } from 'kysely';

/**
 * News items' publication: a draft, scheduled for `publish_at` (ISO time in UTC, null unless
 * scheduled), or published. Items made before this were all public, so they stay published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('news')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('news').addColumn('publish_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['publish_at', 'status'])
    await db.schema.alterTable('news').dropColumn(column).execute();
}
