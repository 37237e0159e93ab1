/** Measurements of the machine the server runs on, for the admin dashboard's statistics. */
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import type { SystemStats, Usage } from '../../api/stats';
import { type BackupPlace, backupsFolderOf, newestBackup } from '../backups/backup-folders';
import { backupSize } from '../backups/backup-size';
import { refusedForRoomAt } from '../backups/refused-for-room';
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
 * The newest complete backup in `<data folder>/backups/`: its time, as its folder's name says, and
 * the room it takes; and a backup refused for want of room since. None for a database in memory,
 * which is never backed up.
 */
export async function backupFigures({
  database,
  dataDir,
}: BackupPlace): Promise<Pick<SystemStats, 'lastBackup' | 'lastBackupSize' | 'backupRefusedAt'>> {
  if (isThrowaway(database)) return { lastBackup: null, lastBackupSize: null, backupRefusedAt: null };
  const backupsFolder = backupsFolderOf(dataDir);
  const [newest, refusedAt] = await Promise.all([
    newestBackup(backupsFolder),
    refusedForRoomAt(backupsFolder),
  ]);
  const refusedSince = refusedAt !== null && (newest === null || refusedAt > newest.takenAt);
  return {
    lastBackup: newest && new Date(newest.takenAt).toISOString(),
    lastBackupSize: newest && (await backupSize(newest.folder)),
    backupRefusedAt: refusedSince ? new Date(refusedAt).toISOString() : null,
  };
}
