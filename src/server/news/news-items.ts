/**
 * News items in the database: the public list (published, active items), the archive's pages, an
 * item's own page with its neighbours, the sitemap's entries, the admin's table (all, a page at a
 * time) and preview, the two uploads' rows, the eye button and the edit dialog, an item's
 * publication (draft, scheduled, published) and the scheduled items' publishing, and deletion; the
 * table's status change and deletion of several items at once. Media never change once an item
 * exists: a new picture or video is a new item.
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Language } from '../../api/language';
import type {
  AdminNewsItem,
  NewsArticle,
  NewsFields,
  NewsItem,
  NewsNeighbour,
  NewsTranslation,
} from '../../api/news';
import type { NewsSort } from '../../api/news-sorts';
import type { Publication, PublicationStatus } from '../../api/publication';
import { type AuditedWrite, changedFields, recordAudit } from '../audit/audit-log';
import { fromJson, imageVariantsColumn, toJson } from '../catalogue/json';
import { isoTime } from '../clock';
import { inTransaction } from '../db/concurrent-writes';
import type { Database, NewsTable } from '../db/schema';
import { pageOfView, type TablePage, type TableQuery } from '../db/table-page';
import { folded, withEveryWord } from '../db/word-search';
import type { StoredMedia } from '../media/media-files';
import { HttpError } from '../plugins/errors';
import {
  publicationColumns,
  publishDue,
  type RecordPublication,
  setPublication,
} from '../publication/publication-rows';

type Db = Kysely<Database>;

/**
 * A new item's checked text, its Arabic when it comes with one (the sample news), its publication
 * (published when none is given), and its kept media: an image, or a video with an optional poster.
 */
export type NewNewsItem = Required<NewsFields> & {
  arabic?: Required<NewsTranslation>;
  publication?: Publication;
} & (
    | { media_type: 'image'; image: StoredMedia }
    | { media_type: 'video'; video: StoredMedia; poster: StoredMedia | null }
  );

/** The item's text in `language` where it has it, else its English, saying which it is. */
function textOf(row: Selectable<NewsTable>, language: Language) {
  if (language === 'ar' && row.title_ar !== null)
    return {
      title: row.title_ar,
      description: row.description_ar ?? '',
      alt_text: row.alt_text_ar ?? '',
      language: 'ar' as const,
    };
  return { title: row.title, description: row.description, alt_text: row.alt_text, language: 'en' as const };
}

function toNewsItem(row: Selectable<NewsTable>, language: Language = 'en'): NewsItem {
  return {
    id: row.id,
    ...textOf(row, language),
    media_type: row.media_type,
    image_path: row.image_path,
    image_variants: fromJson(imageVariantsColumn, row.image_variants),
    video_path: row.video_path,
    poster_path: row.poster_path,
    active: row.active === 1,
    created_at: row.created_at,
    // Not yet published: when it will be, for a scheduled one; a draft's creation stands in.
    published_at: row.published_at ?? row.publish_at ?? row.created_at,
  };
}

/** An item as the admin's table shows it: its English, its Arabic, and how current that is. */
function toAdminNewsItem(row: Selectable<NewsTable>): AdminNewsItem {
  const arabic = row.title_ar === null ? null : textOf(row, 'ar');
  return {
    ...toNewsItem(row),
    arabic: arabic && { title: arabic.title, description: arabic.description, alt_text: arabic.alt_text },
    translation_status:
      row.ar_updated_at === null ? 'missing' : row.ar_updated_at < row.updated_at ? 'outdated' : 'current',
    status: row.status,
    publish_at: row.publish_at,
  };
}

/**
 * An item's public date, which orders the lists: when it was first published. A row written
 * straight into the table (not through these functions) has none: its creation stands in, on both
 * databases alike (they sort nulls at opposite ends).
 */
const publicDate = sql<string>`coalesce(published_at, created_at)`;

/** The items the public sees, as the home page and the archive list them: published and active. */
function activeNews(db: Db) {
  return db.selectFrom('news').where('status', '=', 'published').where('active', '=', 1);
}

/**
 * The home page's items: the active ones, the latest published first, those of one millisecond in
 * the order made; in `language` where they have it.
 */
export async function listActiveNews(db: Db, language: Language): Promise<NewsItem[]> {
  const rows = await activeNews(db).selectAll().orderBy(publicDate, 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => toNewsItem(row, language));
}

/** One page of the news archive, in the home page's order, and how many active items there are. */
export async function listActiveNewsPage(
  db: Db,
  language: Language,
  query: { page: number; perPage: number },
): Promise<TablePage<NewsItem>> {
  const view = activeNews(db);
  const { rows, total } = await pageOfView(
    view,
    view.selectAll().orderBy(publicDate, 'desc').orderBy('id', 'desc'),
    query,
  );
  return { rows: rows.map((row) => toNewsItem(row, language)), total };
}

/**
 * When an item's text last changed: its English's last edit, with `arabic` the later of that and
 * its Arabic's last save. A row written straight into the table may have no `updated_at` (the
 * column's default is empty): its creation stands in.
 */
function changedAt(
  row: Pick<Selectable<NewsTable>, 'created_at' | 'updated_at' | 'ar_updated_at'>,
  arabic: boolean,
) {
  const english = row.updated_at || row.created_at;
  return arabic && row.ar_updated_at !== null && row.ar_updated_at > english ? row.ar_updated_at : english;
}

/** An item beside another, titled as `textOf` would show it. */
function toNeighbour(row: Selectable<NewsTable> | undefined, language: Language): NewsNeighbour | null {
  if (!row) return null;
  const { title, language: shown } = textOf(row, language);
  return { id: row.id, title, language: shown };
}

/**
 * A public item's page: the item in `language` where it has it, when that text last changed, and
 * the public items either side of it in the archive's order. 404 for a missing, hidden, draft or
 * scheduled item alike, so that none of those is revealed.
 */
export async function findActiveNews(db: Db, id: number, language: Language): Promise<NewsArticle> {
  const row = await activeNews(db).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'newsNotFound');
  return articleOf(db, row, language);
}

/**
 * The portal's preview of an item of any publication, shown or hidden, as its public page shows it
 * (or would, once published and shown); 404 when there is no such item.
 */
export async function findNewsPreview(db: Db, id: number, language: Language): Promise<NewsArticle> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'newsNotFound');
  return articleOf(db, row, language);
}

/**
 * An item's page: the item, when its text last changed, and the public items either side of where
 * it stands in the archive's order (its public date, then id, both descending), compared as pairs
 * so that items of one millisecond are neither skipped nor repeated. An item not yet published
 * (a preview) stands at its publish time, a draft at its creation.
 */
async function articleOf(db: Db, row: Selectable<NewsTable>, language: Language): Promise<NewsArticle> {
  const item = toNewsItem(row, language);
  const { id, published_at: at } = item;
  const [newer, older] = await Promise.all([
    activeNews(db)
      .selectAll()
      .where((eb) => eb.or([eb(publicDate, '>', at), eb.and([eb(publicDate, '=', at), eb('id', '>', id)])]))
      .orderBy(publicDate, 'asc')
      .orderBy('id', 'asc')
      .executeTakeFirst(),
    activeNews(db)
      .selectAll()
      .where((eb) => eb.or([eb(publicDate, '<', at), eb.and([eb(publicDate, '=', at), eb('id', '<', id)])]))
      .orderBy(publicDate, 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  ]);
  return {
    ...item,
    updated_at: changedAt(row, item.language === 'ar'),
    newer: toNeighbour(newer, language),
    older: toNeighbour(older, language),
  };
}

/** The sitemap's news pages: each public item, and when either of its texts last changed. */
export async function listActiveNewsChanges(db: Db): Promise<{ id: number; changed_at: string }[]> {
  const rows = await activeNews(db)
    .select(['id', 'created_at', 'updated_at', 'ar_updated_at'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, changed_at: changedAt(row, true) }));
}

/**
 * One page of the admin's table, and how many items the view holds. A search finds the items
 * holding every word of `q`, each in the title or the description, in any letter case; `status`
 * keeps the items of that publication alone. Without a sort the newest come first; by title,
 * capitals and small letters alike, the same title by id.
 */
export async function listNewsPage(
  db: Db,
  query: TableQuery<NewsSort> & { status?: PublicationStatus | undefined },
): Promise<TablePage<AdminNewsItem>> {
  const { q, sort, status } = query;
  const view = withEveryWord(
    db,
    db.selectFrom('news').$if(status !== undefined, (all) => all.where('status', '=', status ?? 'published')),
    ['title', 'description'],
    q,
  );
  const direction = sort === 'created' || sort === 'title' ? 'asc' : 'desc';
  const first = sort === 'title' || sort === '-title' ? folded(db, 'title') : sql.ref<string>('created_at');
  const { rows, total } = await pageOfView(
    view,
    view.selectAll().orderBy(first, direction).orderBy('id', direction),
    query,
  );
  return { rows: rows.map(toAdminNewsItem), total };
}

export async function insertNews(db: Db, item: NewNewsItem, now: number): Promise<number> {
  const media =
    item.media_type === 'image'
      ? {
          image_path: item.image.path,
          image_variants: toJson(imageVariantsColumn, item.image.variants),
        }
      : { video_path: item.video.path, poster_path: item.poster?.path ?? null };
  const arabic = item.arabic && {
    title_ar: item.arabic.title,
    description_ar: item.arabic.description,
    alt_text_ar: item.arabic.alt_text,
    ar_updated_at: isoTime(now),
  };
  const { id } = await db
    .insertInto('news')
    .values({
      title: item.title,
      description: item.description,
      alt_text: item.alt_text,
      media_type: item.media_type,
      ...media,
      ...arabic,
      ...(item.publication && publicationColumns(item.publication)),
      published_at: (item.publication?.status ?? 'published') === 'published' ? isoTime(now) : null,
      created_at: isoTime(now),
      updated_at: isoTime(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** An item's text fields and its publication, which its audit events show with their values. */
const auditedNewsFields = [
  'title',
  'description',
  'alt_text',
  'active',
  'title_ar',
  'description_ar',
  'alt_text_ar',
  'status',
  'publish_at',
];

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
        {
          title: item.title,
          description: item.description,
          alt_text: item.alt_text,
          ...media,
          ...publicationColumns(item.publication ?? { status: 'published' }),
        },
        auditedNewsFields,
      ),
      at: now,
    });
    return id;
  });
}

/** The event of an edit or a status change: the fields that changed, with their values. */
function recordNewsUpdated(
  db: Db,
  item: { id: number; title: string },
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  { actor, now }: AuditedWrite,
): Promise<void> {
  return recordAudit(db, {
    actor,
    action: 'news.updated',
    entity: 'news',
    entityId: item.id,
    label: item.title,
    changes: changedFields(before, after, auditedNewsFields),
    at: now,
  });
}

/**
 * The eye button (`{ active }`) or the edit dialog (the text too, and the publication, checked by
 * the caller against the clock); 404 when there is no such item.
 */
export async function updateNews(
  db: Db,
  id: number,
  changes: { active: boolean; publication?: Publication | undefined } & Partial<Required<NewsFields>>,
  write: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('news')
      .select(['title', 'description', 'alt_text', 'active', 'status', 'publish_at', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new HttpError(404, 'newsNotFound');
    const { publication, ...fields } = changes;
    const { published_at: firstPublished, ...audited } = before;
    const after = {
      ...fields,
      active: changes.active ? (1 as const) : (0 as const),
      ...(publication && publicationColumns(publication)),
    };
    const published =
      after.status === 'published' ? { published_at: firstPublished ?? isoTime(write.now) } : {};
    // Its Arabic is outdated from the moment its English text reads otherwise.
    const textChanged = (['title', 'description', 'alt_text'] as const).some(
      (field) => after[field] !== undefined && after[field] !== before[field],
    );
    await trx
      .updateTable('news')
      .set({ ...after, ...published, ...(textChanged ? { updated_at: isoTime(write.now) } : {}) })
      .where('id', '=', id)
      .execute();
    await recordNewsUpdated(trx, { id, title: after.title ?? before.title }, audited, after, write);
  });
}

/**
 * Makes an item a draft, publishes it now, or schedules it, with the event naming what changed (none
 * when nothing did); 404 when there is no such item. `updated_at` stays: it dates the English text,
 * which the Arabic's status compares with.
 */
export function setNewsPublication(db: Db, id: number, publication: Publication, write: AuditedWrite) {
  return setPublication(db, 'news', id, publication, {
    notFound: 'newsNotFound',
    record: recordNewsPublication,
    write,
  });
}

/**
 * A change of an item's publication, recorded as the item's other changes are. An item published
 * for the first time is dated then: a scheduled one at its time, else now.
 */
const recordNewsPublication: RecordPublication = async (db, { id, label }, before, after, write) => {
  if (after.status === 'published') {
    const now = isoTime(write.now);
    // Its schedule's time when the server publishes it at that time; now when published ahead of it.
    const at =
      before.status === 'scheduled' && before.publish_at && before.publish_at < now ? before.publish_at : now;
    await db
      .updateTable('news')
      .set({ published_at: at })
      .where('id', '=', id)
      .where('published_at', 'is', null)
      .execute();
  }
  await recordNewsUpdated(db, { id, title: label }, before, after, write);
};

/**
 * Publishes the scheduled items whose time has come at `now`, each with its event by the server,
 * once however many processes check at once (`publishDue`); answers how many this call published.
 */
export function publishDueNews(db: Db, now: number): Promise<number> {
  return publishDue(db, 'news', now, recordNewsPublication);
}

/** Saves an item's Arabic (a first translation or a new one), with its event; 404 when there is no such item. */
export async function saveNewsTranslation(
  db: Db,
  id: number,
  arabic: Required<NewsTranslation>,
  write: AuditedWrite,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('news')
      .select(['title', 'title_ar', 'description_ar', 'alt_text_ar'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new HttpError(404, 'newsNotFound');
    const after = {
      title_ar: arabic.title,
      description_ar: arabic.description,
      alt_text_ar: arabic.alt_text,
    };
    await trx
      .updateTable('news')
      .set({ ...after, ar_updated_at: isoTime(write.now) })
      .where('id', '=', id)
      .execute();
    await recordNewsUpdated(trx, { id, title: before.title }, before, after, write);
  });
}

/**
 * Shows or hides the items named together, each with the event the eye button records; answers
 * how many changed. Items already so, or gone, are left alone and not counted. One statement
 * switches them, so an item changed meanwhile by another write is judged as it is now.
 */
export async function setNewsStatus(
  db: Db,
  ids: readonly number[],
  active: boolean,
  write: AuditedWrite,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const after = { active: active ? (1 as const) : (0 as const) };
    const switched = await trx
      .updateTable('news')
      .set(after)
      .where('id', 'in', ids)
      .where('active', '!=', after.active)
      .returning(['id', 'title'])
      .execute();
    // By id, so that the trail reads in the table's order whatever order the database answers in.
    for (const item of switched.sort((a, b) => a.id - b.id))
      await recordNewsUpdated(trx, item, { active: 1 - after.active }, after, write);
    return switched.length;
  });
}

/** The media files a deleted row showed: its image with its copies, or its video and still. */
function mediaOf(row: Selectable<NewsTable>): StoredMedia[] {
  const item = toNewsItem(row);
  return [item.image_path, item.video_path, item.poster_path]
    .filter((path) => path !== null)
    .map((path) => ({ path, variants: path === item.image_path ? item.image_variants : [] }));
}

/**
 * Deletes the items named that still exist, each with its audit event, in the caller's
 * transaction; answers how many went and their media, for the caller to delete once the rows are gone.
 */
export async function deleteNewsItems(
  db: Db,
  ids: readonly number[],
  { actor, now }: AuditedWrite,
): Promise<{ deleted: number; freed: StoredMedia[] }> {
  const rows = await db.deleteFrom('news').where('id', 'in', ids).returningAll().execute();
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    await recordAudit(db, {
      actor,
      action: 'news.deleted',
      entity: 'news',
      entityId: row.id,
      label: row.title,
      at: now,
    });
  }
  return { deleted: rows.length, freed: rows.flatMap(mediaOf) };
}

/** Deletes one item as `deleteNewsItems` does; 404 when there is no such item. */
export async function deleteNews(db: Db, id: number, write: AuditedWrite): Promise<StoredMedia[]> {
  const { deleted, freed } = await deleteNewsItems(db, [id], write);
  if (deleted === 0) throw new HttpError(404, 'newsNotFound');
  return freed;
}
