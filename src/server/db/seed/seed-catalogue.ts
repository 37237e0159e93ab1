/**
 * The sample catalogue: on a database without products, each entry's artwork is rendered to a
 * JPEG and stored exactly like an upload (same checks, same WebP copies), then the product and its
 * Arabic text are inserted in one transaction. Anything failing leaves no file and no row.
 */
import type { Kysely } from 'kysely';
import { productTranslationSchema } from '../../../api/products';
import { checkedCategory, insertProduct, parseNewProduct, writeTranslation } from '../../catalogue/products';
import { type Clock, isoTime, systemClock } from '../../clock';
import { imageLibrary } from '../../media/image-library';
import {
  type MediaFolders,
  type MediaRules,
  mediaFolders,
  mediaKinds,
  prepareMediaFolders,
  removeMedia,
  type StoredMedia,
  storeMedia,
  writeTemp,
} from '../../media/media-files';
import { parseOrRefuse } from '../../plugins/errors';
import { takeWriteLock } from '../concurrent-writes';
import type { Database } from '../schema';
import type { SeedProduct } from './seed-product';

const seedName = 'sample-catalogue';

export type SeedOutcome =
  | { seeded: true; products: number }
  /** The catalogue already had products: nothing was added. */
  | { seeded: false; products: number };

async function countProducts(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Whether a sample load was ever done on this database. Start-up seeds only when it was not: an
 * administrator who deleted every sample product or news item does not get them back at the next start.
 */
export async function wasSeeded(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('seed_runs').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}

export function wasCatalogueSeeded(db: Kysely<Database>): Promise<boolean> {
  return wasSeeded(db, seedName);
}

/** Remembers a sample load, inside its transaction. */
export async function markSeeded(db: Kysely<Database>, name: string, now: number): Promise<void> {
  await db
    .insertInto('seed_runs')
    .values({ name, ran_at: isoTime(now) })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ ran_at: isoTime(now) }))
    .execute();
}

/** Renders sample artwork (SVG) to a JPEG and keeps it exactly like an upload of that kind. */
export async function storeArtwork(
  folders: MediaFolders,
  rules: MediaRules,
  svg: string,
): Promise<StoredMedia> {
  const sharp = await imageLibrary();
  const jpeg = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return storeMedia(folders, rules, await writeTemp(folders, jpeg));
}

/** Adds the catalogue when there are no products; otherwise changes nothing. */
export async function seedCatalogue(
  db: Kysely<Database>,
  mediaDir: string,
  catalogue: readonly SeedProduct[],
  { clock = systemClock }: { clock?: Clock } = {},
): Promise<SeedOutcome> {
  const existing = await countProducts(db);
  if (existing > 0) return { seeded: false, products: existing };

  // Every entry is checked before any work: a bad entry is a bug in the data, reported whole.
  const entries = catalogue.map((entry) => ({
    product: parseNewProduct(entry.product),
    arabic: parseOrRefuse(productTranslationSchema, entry.arabic),
    artwork: entry.artwork,
  }));
  const folders = mediaFolders(mediaDir);
  await prepareMediaFolders(folders);
  const stored: StoredMedia[] = [];
  try {
    for (const entry of entries)
      stored.push(await storeArtwork(folders, mediaKinds.productImage, entry.artwork));
    const now = clock();
    await db.transaction().execute(async (trx) => {
      // Checked again inside the transaction, after any other process seeding has finished: a
      // product added meanwhile wins over the samples.
      await takeWriteLock(trx, 'samples');
      if ((await countProducts(trx)) > 0) throw new CatalogueNotEmpty();
      for (const [index, entry] of entries.entries()) {
        const image = stored[index];
        if (!image) throw new Error('an image is missing for a sample product');
        const category = await checkedCategory(trx, entry.product.category);
        const id = await insertProduct(trx, entry.product, category, image, now);
        await writeTranslation(trx, id, entry.arabic, now);
      }
      await markSeeded(trx, seedName, now);
    });
  } catch (error) {
    await removeMedia(folders, ...stored);
    if (error instanceof CatalogueNotEmpty) return { seeded: false, products: await countProducts(db) };
    throw error;
  }
  return { seeded: true, products: entries.length };
}

class CatalogueNotEmpty extends Error {}
