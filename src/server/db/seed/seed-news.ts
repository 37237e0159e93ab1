/**
 * The sample news: on a database that never had them and has no news, each item's artwork is
 * rendered to a JPEG and stored exactly like an uploaded news image (same checks, same WebP
 * copies), then the items are inserted in one transaction. Anything failing leaves no file and no row.
 */
import type { Kysely } from 'kysely';
import { newsFieldsSchema, newsTranslationSchema } from '../../../api/news';
import { type Clock, isoTime, systemClock } from '../../clock';
import {
  mediaFolders,
  mediaKinds,
  prepareMediaFolders,
  removeMedia,
  type StoredMedia,
} from '../../media/media-files';
import { insertNews } from '../../news/news-items';
import { parseOrRefuse } from '../../plugins/errors';
import { takeWriteLock } from '../concurrent-writes';
import type { Database } from '../schema';
import { markSeeded, storeArtwork, wasSeeded } from './seed-catalogue';

/**
 * One sample news item (sample-content/news.json, read by ./sample-content.ts): its text as the
 * create form would send it, its Arabic, its age, and its picture as SVG markup.
 */
export interface SeedNewsItem {
  title: string;
  description: string;
  alt_text: string;
  arabic: { title: string; description: string; alt_text: string };
  /** How long before the first start it is dated, so the list has an order. */
  daysAgo: number;
  /** SVG markup, 800×600. */
  artwork: string;
}

const seedName = 'sample-news';
/** The Arabic of sample news added before items had Arabic. */
const translationSeedName = 'sample-news-arabic';
const dayMs = 24 * 60 * 60_000;

export function wasNewsSeeded(db: Kysely<Database>): Promise<boolean> {
  return wasSeeded(db, seedName);
}

async function countNews(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds the sample news when there is none; otherwise changes nothing. Answers how many were added. */
export async function seedNews(
  db: Kysely<Database>,
  mediaDir: string,
  items: readonly SeedNewsItem[],
  { clock = systemClock }: { clock?: Clock } = {},
): Promise<number> {
  if ((await countNews(db)) > 0) return 0;
  // Checked with the create form's rules before any work, refused in their words: a bad entry is a
  // bug in the data.
  const entries = items.map((item) => ({
    fields: parseOrRefuse(newsFieldsSchema, item),
    arabic: parseOrRefuse(newsTranslationSchema, item.arabic),
    item,
  }));
  const folders = mediaFolders(mediaDir);
  await prepareMediaFolders(folders);
  const stored: StoredMedia[] = [];
  try {
    for (const { item } of entries)
      stored.push(await storeArtwork(folders, mediaKinds.newsImage, item.artwork));
    const now = clock();
    const added = await db.transaction().execute(async (trx) => {
      // Checked again inside the transaction, after any other process seeding has finished: an
      // item added meanwhile wins over the samples.
      await takeWriteLock(trx, 'samples');
      if ((await countNews(trx)) > 0) return 0;
      for (const [index, { fields, arabic, item }] of entries.entries()) {
        const image = stored[index];
        if (!image) throw new Error('an image is missing for a sample news item');
        await insertNews(trx, { ...fields, arabic, media_type: 'image', image }, now - item.daysAgo * dayMs);
      }
      await markSeeded(trx, seedName, now);
      return entries.length;
    });
    if (added === 0) await removeMedia(folders, ...stored);
    return added;
  } catch (error) {
    await removeMedia(folders, ...stored);
    throw error;
  }
}

export function wereSampleNewsTranslated(db: Kysely<Database>): Promise<boolean> {
  return wasSeeded(db, translationSeedName);
}

/**
 * Gives the sample items a database already holds their Arabic, once: each untranslated item whose
 * English title is still a sample's. Items translated or retitled since are left as they are.
 * Answers how many were translated.
 */
export async function translateSampleNews(
  db: Kysely<Database>,
  items: readonly SeedNewsItem[],
  { clock = systemClock }: { clock?: Clock } = {},
): Promise<number> {
  const now = clock();
  return db.transaction().execute(async (trx) => {
    let translated = 0;
    for (const { title, arabic } of items) {
      const { numUpdatedRows } = await trx
        .updateTable('news')
        .set({
          title_ar: arabic.title,
          description_ar: arabic.description,
          alt_text_ar: arabic.alt_text,
          ar_updated_at: isoTime(now),
        })
        .where('title', '=', title)
        .where('title_ar', 'is', null)
        .executeTakeFirst();
      translated += Number(numUpdatedRows);
    }
    await markSeeded(trx, translationSeedName, now);
    return translated;
  });
}
