/**
 * Room on the disk before a large write (an upload, a backup): a disk filled to the last byte
 * stops the database's own writes too, so the site refuses what would leave less than a margin.
 */
import { statfs } from 'node:fs/promises';
import type { MessageId } from '../../api/messages';
import { HttpError } from '../plugins/errors';

/** Bytes this process may still write on the file system holding `dir` (what `df` calls available). */
export async function freeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}

/**
 * Refuses with 507 (Insufficient Storage) when writing `bytes` into `dir` would leave less than
 * `marginBytes` free; `refusal` says what was refused.
 */
export async function ensureRoomFor(
  dir: string,
  bytes: number,
  marginBytes: number,
  refusal: MessageId = 'notEnoughSpace',
): Promise<void> {
  if ((await freeBytes(dir)) - bytes < marginBytes) throw new HttpError(507, refusal);
}
