import { type Kysely, sql } from 'kysely';

/**
 * News items in Arabic beside the English: the Arabic title, description and alt text (all null
 * until a translation is saved, and then all set), when the Arabic was last saved, and when the
 * English text last changed, so that an Arabic text older than it is shown as outdated. Items made
 * before this have their English dated from their creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['title_ar', 'description_ar', 'alt_text_ar', 'ar_updated_at'])
    await db.schema.alterTable('news').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('news')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update news set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_at', 'ar_updated_at', 'alt_text_ar', 'description_ar', 'title_ar'])
    await db.schema.alterTable('news').dropColumn(column).execute();
}
