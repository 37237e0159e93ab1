/**
 * Whether another process has the database open, asked of SQLite itself. The server keeps its
 * connection open while it runs, and in WAL mode an open connection holds a shared lock on the
 * file; an exclusive lock is then refused at once. The operating system drops the lock when the
 * process ends, however it ends, so unlike a pid file nothing stale is left behind to clean up.
 */
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export function isDatabaseInUse(databaseFile: string): boolean {
  if (!existsSync(databaseFile)) return false;
  const probe = new SQLite(databaseFile, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}
