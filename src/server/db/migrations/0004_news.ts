import { type Kysely, sql } from 'kysely';
import { generatedId } from './dialect';

/**
 * News items for the home page: an image (with its WebP copies, JSON text like a product's) or a
 * video (with the still the browser captured). Paths are under /media, never URLs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('news')
    // AUTOINCREMENT: a deleted item's id never names another one.
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('image_variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('video_path', 'text')
    .addColumn('poster_path', 'text')
    // 1 or 0: SQLite has no boolean.
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // An image item has its image and no video; a video item the reverse.
    .addCheckConstraint(
      'news_media_check',
      sql`(media_type = 'image' and image_path is not null and video_path is null) or (media_type = 'video' and video_path is not null and image_path is null)`,
    )
    .addCheckConstraint('news_active_check', sql`active in (0, 1)`)
    .execute();
  // The public list: active items, newest first, read from the index alone in that order.
  await db.schema
    .createIndex('news_active_created')
    .on('news')
    .columns(['active', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('news').execute();
}
