/** Measurements of the machine the server runs on, for the admin dashboard's statistics. */
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { Usage } from '../../api/stats';
import { type BackupPlace, backupsFolderOf, newestBackup } from '../backups/backup-folders';
import { isThrowaway } from '../config';

export async function diskUsage(folder: string): Promise<Usage> {
  const { blocks, bfree, bsize } = await statfs(folder);
  return { usedBytes: (blocks - bfree) * bsize, totalBytes: blocks * bsize };
}

export function memoryUsage(): Usage {
  const totalBytes = os.totalmem();
  return { usedBytes: totalBytes - os.freemem(), totalBytes };
}

/**
 * ISO time of the newest complete backup in `<data folder>/backups/`, as its folder's name
 * says; null when there is none (or the database lives in memory, which is never backed up).
 */
export async function lastBackupTime({ database, dataDir }: BackupPlace): Promise<string | null> {
  if (isThrowaway(database)) return null;
  const newest = await newestBackup(backupsFolderOf(dataDir));
  return newest === null ? null : new Date(newest.takenAt).toISOString();
}
