/** Measurements of the machine the server runs on, for the admin dashboard's statistics. */
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Usage } from '../../api/stats';
import { backupsFolderOf, newestBackup } from '../backups/backup-folders';

/** The folder holding the data: the database file's folder, or the working folder for ':memory:'. */
export function dataFolderOf(databaseFile: string): string {
  return databaseFile === ':memory:' ? process.cwd() : path.dirname(databaseFile);
}

export async function diskUsage(folder: string): Promise<Usage> {
  const { blocks, bfree, bsize } = await statfs(folder);
  return { usedBytes: (blocks - bfree) * bsize, totalBytes: blocks * bsize };
}

export function memoryUsage(): Usage {
  const totalBytes = os.totalmem();
  return { usedBytes: totalBytes - os.freemem(), totalBytes };
}

/**
 * ISO time of the newest complete backup in `<database folder>/backups/`, as its folder's name
 * says; null when there is none (or the database lives in memory, which is never backed up).
 */
export async function lastBackupTime(databaseFile: string): Promise<string | null> {
  if (databaseFile === ':memory:') return null;
  const newest = await newestBackup(backupsFolderOf(databaseFile));
  return newest === null ? null : new Date(newest.takenAt).toISOString();
}
