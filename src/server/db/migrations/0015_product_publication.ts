import type { Kysely } from 'kysely';

/**
 * Products' publication, as news items have it (0014): a draft, scheduled for `publish_at` (ISO
 * time in UTC, null unless scheduled), or published. Products made before this were all public,
 * so they stay published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('products').addColumn('publish_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['publish_at', 'status'])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
