/**
 * Writes that stop showing media files: the rows change in one transaction, and the files freed
 * by it are deleted only once it committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { takeWriteLock } from '../db/concurrent-writes';
import type { Database } from '../db/schema';
import { type MediaFolders, removeMedia, type StoredMedia } from './media-files';

/**
 * Runs `write` in one transaction, then deletes the files of the media it answers: those no row
 * shows any more because of it. Every such transaction, on any process, first takes the media
 * lock, so they run one after another; and a write may only take up a file some row shows (read
 * under that lock), so a file freed by a committed write, still on disk until it is deleted, is
 * never taken for one it may show. Deleting is best effort: the change is committed whatever
 * happens to the files, so a file that cannot be deleted is logged and left for the sweep, never
 * answered as an error.
 */
export function writeThenDeleteFreedMedia(
  db: Kysely<Database>,
  folders: MediaFolders,
  log: FastifyBaseLogger,
  write: (trx: Transaction<Database>) => Promise<StoredMedia[]>,
): Promise<void> {
  return db.connection().execute(async (connection) => {
    const freed = await connection.transaction().execute(async (trx) => {
      await takeWriteLock(trx, 'media');
      return write(trx);
    });
    try {
      await removeMedia(folders, ...freed);
    } catch (error) {
      log.warn({ err: error, media: freed.map((media) => media.path) }, 'freed media could not be deleted');
    }
  });
}

/** `writeThenDeleteFreedMedia` for a deletion of several rows: answers how many rows it deleted. */
export async function deleteRowsThenFreedMedia(
  db: Kysely<Database>,
  folders: MediaFolders,
  log: FastifyBaseLogger,
  remove: (trx: Transaction<Database>) => Promise<{ deleted: number; freed: StoredMedia[] }>,
): Promise<number> {
  let deleted = 0;
  await writeThenDeleteFreedMedia(db, folders, log, async (trx) => {
    const done = await remove(trx);
    deleted = done.deleted;
    return done.freed;
  });
  return deleted;
}
