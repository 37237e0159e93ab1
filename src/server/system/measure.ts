/** Measurements of the machine the server runs on, for the admin dashboard's statistics. */
import { readdir, stat, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Usage } from '../../api/stats';

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
 * ISO time of the newest file in `<database folder>/backups/`, where backups are written; null
 * when there is none (or the database lives in memory, which is never backed up).
 */
export async function lastBackupTime(databaseFile: string): Promise<string | null> {
  if (databaseFile === ':memory:') return null;
  const folder = path.join(path.dirname(databaseFile), 'backups');
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  let newest: number | null = null;
  for (const entry of entries) {
    const info = await stat(path.join(folder, entry));
    if (info.isFile() && (newest === null || info.mtimeMs > newest)) newest = info.mtimeMs;
  }
  return newest === null ? null : new Date(newest).toISOString();
}
