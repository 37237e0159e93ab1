/**
 * News items in the database: the public list (active items), the admin's list (all), the two
 * uploads' rows, the eye button and the edit dialog, and deletion. Media never change once an
 * item exists: a new picture or video is a new item.
 */
import type { Kysely, Selectable } from 'kysely';
import { messages } from '../../api/messages';
import type { NewsFields, NewsItem } from '../../api/news';
import { type AuditedWrite, changedFields, recordAudit } from '../audit/audit-log';
import { fromJson, imageVariantsColumn, toJson } from '../catalogue/json';
import { isoTime } from '../clock';
import type { Database, NewsTable } from '../db/schema';
import { inTransaction } from '../db/write-rules';
import type { StoredMedia } from '../media/media-files';
import { HttpError } from '../plugins/errors';

type Db = Kysely<Database>;

/** A new item's checked text and its kept media: an image, or a video with an optional poster. */
export type NewNewsItem = Required<NewsFields> &
  (
    | { media_type: 'image'; image: StoredMedia }
    | { media_type: 'video'; video: StoredMedia; poster: StoredMedia | null }
  );

function toNewsItem(row: Selectable<NewsTable>): NewsItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    alt_text: row.alt_text,
    media_type: row.media_type,
    image_path: row.image_path,
    image_variants: fromJson(imageVariantsColumn, row.image_variants),
    video_path: row.video_path,
    poster_path: row.poster_path,
    active: row.active === 1,
    created_at: row.created_at,
  };
}

/** Newest first; items made in the same millisecond by the order they were made. */
export async function listNews(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<NewsItem[]> {
  let query = db.selectFrom('news').selectAll();
  if (activeOnly) query = query.where('active', '=', 1);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toNewsItem);
}

export async function insertNews(db: Db, item: NewNewsItem, now: number): Promise<number> {
  const media =
    item.media_type === 'image'
      ? {
          image_path: item.image.path,
          image_variants: toJson(imageVariantsColumn, item.image.variants),
        }
      : { video_path: item.video.path, poster_path: item.poster?.path ?? null };
  const { id } = await db
    .insertInto('news')
    .values({
      title: item.title,
      description: item.description,
      alt_text: item.alt_text,
      media_type: item.media_type,
      ...media,
      created_at: isoTime(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An item's text fields, which its audit events show with their values. */
const auditedNewsFields = ['title', 'description', 'alt_text', 'active'];

/** Adds an item made in the admin, with its audit event. */
export async function createNews(db: Db, item: NewNewsItem, { actor, now }: AuditedWrite): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await insertNews(trx, item, now);
    const media = item.media_type === 'image' ? { image: item.image.path } : { video: item.video.path };
    await recordAudit(trx, {
      actor,
      action: 'news.created',
      entity: 'news',
      entityId: id,
      label: item.title,
      changes: changedFields(
        undefined,
        { title: item.title, description: item.description, alt_text: item.alt_text, ...media },
        auditedNewsFields,
      ),
      at: now,
    });
    return id;
  });
}

/** The eye button (`{ active }`) or the edit dialog (the text too); 404 when there is no such item. */
export async function updateNews(
  db: Db,
  id: number,
  changes: { active: boolean } & Partial<Required<NewsFields>>,
  { actor, now }: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('news')
      .select(['title', 'description', 'alt_text', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new HttpError(404, messages.newsNotFound);
    const after = { ...changes, active: changes.active ? (1 as const) : (0 as const) };
    await trx.updateTable('news').set(after).where('id', '=', id).execute();
    await recordAudit(trx, {
      actor,
      action: 'news.updated',
      entity: 'news',
      entityId: id,
      label: after.title ?? before.title,
      changes: changedFields(before, after, auditedNewsFields),
      at: now,
    });
  });
}

/** Deletes an item's row and answers its media, for the caller to delete once the row is gone. */
export async function deleteNews(db: Db, id: number, { actor, now }: AuditedWrite): Promise<StoredMedia[]> {
  const row = await db.deleteFrom('news').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new HttpError(404, messages.newsNotFound);
  await recordAudit(db, {
    actor,
    action: 'news.deleted',
    entity: 'news',
    entityId: id,
    label: row.title,
    at: now,
  });
  const item = toNewsItem(row);
  return [item.image_path, item.video_path, item.poster_path]
    .filter((path) => path !== null)
    .map((path) => ({ path, variants: path === item.image_path ? item.image_variants : [] }));
}
