import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationResultSet, Migrator, SqliteDialect } from 'kysely';
import { dataVersionReader } from './data-version';
import { migrations as allMigrations } from './migrations';
import { preparingOnce } from './prepared-statements';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** The mark that moves whenever the rows may have changed (data-version.ts). */
  dataVersion: () => string;
}

/** Opens the SQLite database (creating its folder), tuned for a web server's many short requests. */
export function openDatabaseWithVersion(file: string): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite) }) }),
    dataVersion: dataVersionReader(sqlite),
  };
}

/** The database alone, for whatever does not keep answers (scripts, tests). */
export const openDatabase = (file: string): Kysely<Database> => openDatabaseWithVersion(file).db;

/** Applies every pending migration; throws with the failing migration's name and error. */
export async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`);
  }
  return result;
}
