/**
 * Where backups live and which folders count as one. A backup is `<data folder>/backups/<time>/`
 * holding the database (a SQLite file, or a PostgreSQL dump), the media folder and `backup.json`;
 * it is written under another name and renamed once complete, so a folder with a backup's name is
 * always whole.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseLocation } from '../config';

/** What a backup is taken of, and where it is kept. */
export interface BackupPlace {
  database: DatabaseLocation;
  dataDir: string;
}

/** The database's copy in a backup: SQLite's own file, or `pg_dump`'s custom-format archive. */
export const databaseFileNames = { sqlite: 'site.db', postgres: 'site.dump' } as const;
export const mediaFolderName = 'media';
export const manifestFileName = 'backup.json';
/** Backups being written start with this: never listed, never restored. */
export const partialPrefix = '.partial-';

/** The folder backups are written to: `backups/` in the data folder (beside a SQLite file). */
export function backupsFolderOf(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** A folder name for a backup taken at `ms`: ISO time without colons, so names sort as times do. */
export function backupNameAt(ms: number): string {
  return new Date(ms).toISOString().replaceAll(':', '-');
}

const namePattern = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2}\.\d{3}Z)$/;

/** The time a backup's folder name says it was taken, or null for any other name. */
export function takenAtOf(name: string): number | null {
  const parts = namePattern.exec(name);
  if (!parts) return null;
  const ms = Date.parse(`${parts[1]}:${parts[2]}:${parts[3]}`);
  return Number.isNaN(ms) ? null : ms;
}

export interface Backup {
  folder: string;
  takenAt: number;
}

/** Whether a folder holds a complete backup: its manifest names the time, and the database is there. */
export async function isCompleteBackup(folder: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, manifestFileName), 'utf8'));
    const files = await readdir(folder);
    return (
      typeof manifest?.takenAt === 'string' &&
      Object.values(databaseFileNames).some((name) => files.includes(name)) &&
      files.includes(mediaFolderName)
    );
  } catch {
    return false;
  }
}

/** The complete backups in `backupsFolder`, oldest first; none when the folder does not exist. */
export async function listBackups(backupsFolder: string): Promise<Backup[]> {
  let names: string[];
  try {
    names = await readdir(backupsFolder);
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const backups: Backup[] = [];
  for (const name of names.sort()) {
    const takenAt = takenAtOf(name);
    const folder = path.join(backupsFolder, name);
    if (takenAt !== null && (await isCompleteBackup(folder))) backups.push({ folder, takenAt });
  }
  return backups;
}

/** The newest complete backup, or null. */
export async function newestBackup(backupsFolder: string): Promise<Backup | null> {
  return (await listBackups(backupsFolder)).at(-1) ?? null;
}

/** Removes all but the newest `keep` complete backups; returns the folders removed. */
export async function pruneBackups(backupsFolder: string, keep: number): Promise<string[]> {
  const backups = await listBackups(backupsFolder);
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((b) => b.folder);
  for (const folder of old) await rm(folder, { recursive: true, force: true });
  return old;
}

/** Whether a file-system error says the file or folder does not exist. */
export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
