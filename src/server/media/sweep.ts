/**
 * The media sweep. A crash between keeping an upload and writing its row (or between deleting a
 * row and its files) leaves files that nothing shows; these are deleted and named in the log, with
 * whatever a crash left in `tmp/`. A server alone on its database sweeps before it takes requests.
 * Servers sharing one (PostgreSQL) sweep every hour, one of them per hour, and leave files younger
 * than an upload may take, which another process may be about to show.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { fromJson, imageVariantsColumn } from '../catalogue/json';
import type { Database } from '../db/schema';
import {
  claimScheduledRun,
  everyMs,
  hourMs,
  type Repeat,
  repeatOneAtATime,
  type ScheduledWork,
} from '../scheduled-runs';
import { keptFolders, type MediaFolders, staleTempMs, storedBaseOf } from './media-files';

/** `<folder>/<random part>` of every original a product or news item shows (sample content included). */
export async function shownMedia(db: Kysely<Database>): Promise<Set<string>> {
  // Distinct: products that share a picture name it once, and a catalogue of thousands is not held
  // in memory at start for a few dozen files (at 10,000 products, 33 MB more resident when idle).
  const products = await db.selectFrom('products').select(['image', 'image_variants']).distinct().execute();
  const news = await db
    .selectFrom('news')
    .select(['image_path', 'image_variants', 'video_path', 'poster_path'])
    .execute();
  const paths = [
    ...products.flatMap((row) => [row.image, ...variantPaths(row.image_variants)]),
    ...news.flatMap((row) => [
      row.image_path,
      row.video_path,
      row.poster_path,
      ...variantPaths(row.image_variants),
    ]),
  ];
  const shown = new Set<string>();
  for (const mediaPath of paths) {
    const [, folder, name] = /^\/media\/([^/]+)\/([^/]+)$/.exec(mediaPath ?? '') ?? [];
    const base = storedBaseOf(name ?? '');
    if (folder && base) shown.add(`${folder}/${base}`);
  }
  return shown;
}

function variantPaths(json: string): string[] {
  return fromJson(imageVariantsColumn, json).map((variant) => variant.path);
}

/**
 * Deletes, under MEDIA_DIR, every file in `tmp/` and every kept file whose original nothing shows;
 * a copy goes with its original, so a size a row does not list stays while the original is shown.
 * Files with names the server never writes are left alone, and so are files changed within the
 * last `youngerThanMs`: with 0 (the default), run it only before the server takes requests, since
 * an upload in progress is exactly such a file. Answers what it deleted, relative to MEDIA_DIR.
 */
export async function sweepUnreferencedMedia(
  app: { db: Kysely<Database>; media: MediaFolders; log: FastifyBaseLogger },
  { youngerThanMs = 0, now = Date.now() } = {},
): Promise<string[]> {
  // Listed before the rows are read: a file kept after this read is not among the candidates.
  const candidates = (await readdir(app.media.tmp)).map((name) => `tmp/${name}`);
  for (const folder of keptFolders) {
    for (const name of await readdir(app.media[folder])) candidates.push(`${folder}/${name}`);
  }
  const shown = await shownMedia(app.db);
  const doomed: string[] = [];
  for (const file of candidates) {
    const [folder = '', name = ''] = file.split('/');
    const base = storedBaseOf(name);
    const unshown = folder === 'tmp' || (base !== null && !shown.has(`${folder}/${base}`));
    if (unshown && (youngerThanMs === 0 || (await olderThan(app.media.root, file, now - youngerThanMs))))
      doomed.push(file);
  }
  // A file that cannot be deleted is named in the log and left: tidying up never stops a start.
  const outcomes = await Promise.allSettled(
    doomed.map((file) => rm(path.join(app.media.root, file), { force: true, recursive: true })),
  );
  const swept = doomed.filter((_, index) => outcomes[index]?.status === 'fulfilled');
  const kept = doomed.filter((_, index) => outcomes[index]?.status === 'rejected');
  if (swept.length > 0) app.log.info({ swept }, `swept ${swept.length} media files nothing shows`);
  if (kept.length > 0)
    app.log.warn({ kept }, `${kept.length} media files nothing shows could not be deleted`);
  return swept;
}

/** Whether a file was last changed before `time` (a file already gone is not). */
async function olderThan(root: string, file: string, time: number): Promise<boolean> {
  try {
    return (await stat(path.join(root, file))).mtimeMs < time;
  } catch {
    return false;
  }
}

/**
 * The sweep of servers sharing their database: every hour (and at start), by whichever process
 * claims the hour, leaving files younger than an upload may take to be shown.
 */
export function startSharedSweeps(
  app: Parameters<typeof sweepUnreferencedMedia>[0],
  { clock = Date.now, repeat = everyMs }: { clock?: () => number; repeat?: Repeat } = {},
): ScheduledWork {
  return repeatOneAtATime(
    async () => {
      const now = clock();
      if (await claimScheduledRun(app.db, 'media-sweep', now))
        await sweepUnreferencedMedia(app, { youngerThanMs: staleTempMs, now });
    },
    { everyMs: hourMs, repeat, onError: (error) => app.log.error({ err: error }, 'media sweep failed') },
  );
}
