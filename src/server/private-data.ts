/**
 * The data folder holds the database (password hashes, two-factor secrets, sessions), its backups
 * and the generated first password: only the account that runs the site may read any of it.
 */
import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { backupsFolderOf } from './backups/backup-folders';

/**
 * For a command that writes data (the server, backup, restore, migrate, seed), called first: every
 * file and folder it creates from then on is its account's alone (0600 and 0700).
 */
export function createPrivately(): void {
  process.umask(0o077);
}

/**
 * Closes up what an earlier version, or another program, left open: the data folder (not when it
 * is the working folder, as beside a database in memory) with its backups, and a SQLite file with
 * its journals.
 */
export function closeUp({ dataDir, databaseFile }: { dataDir?: string; databaseFile?: string }): void {
  if (dataDir && path.resolve(dataDir) !== process.cwd() && existsSync(dataDir)) {
    chmodSync(dataDir, 0o700);
    closeUpTree(backupsFolderOf(dataDir));
  }
  if (!databaseFile || databaseFile === ':memory:') return;
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`])
    if (existsSync(file)) chmodSync(file, 0o600);
}

/** Folders 0700 and files 0600 under `at`, itself included; links are left alone, not followed. */
function closeUpTree(at: string): void {
  if (!existsSync(at)) return;
  const stats = lstatSync(at);
  if (stats.isSymbolicLink()) return;
  const mode = stats.isDirectory() ? 0o700 : 0o600;
  if ((stats.mode & 0o777) !== mode) chmodSync(at, mode);
  if (stats.isDirectory()) for (const name of readdirSync(at)) closeUpTree(path.join(at, name));
}
