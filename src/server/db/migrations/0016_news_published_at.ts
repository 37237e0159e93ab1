import { type Kysely, sql } from 'kysely';

/**
 * When a news item was first published: the date visitors read on it and the order of the home
 * page and the archive, so that a draft prepared weeks ago and published today comes first, dated
 * today. Null until then. Items already published were published when made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news').addColumn('published_at', 'text').execute();
  await sql`update news set published_at = created_at where status = 'published'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('published_at').execute();
}
