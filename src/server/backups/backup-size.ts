/**
 * The room a backup takes. Its media files are mostly hard links to the same files in the backups
 * before it (copy-media.ts): the bytes of a file with no other link are the backup's own, what
 * taking it added to the disk; all its files together are what restoring it writes.
 */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSize } from '../../api/stats';

export async function backupSize(folder: string): Promise<BackupSize> {
  const size: BackupSize = { ownBytes: 0, totalBytes: 0 };
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const stats = await lstat(path.join(entry.parentPath, entry.name));
    size.totalBytes += stats.size;
    if (stats.nlink === 1) size.ownBytes += stats.size;
  }
  return size;
}
