import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationResultSet,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { refreshSearchIndex } from '../catalogue/search-index';
import type { DatabaseLocation } from '../config';
import { closeUp } from '../private-data';
import { dataVersionOfPool, dataVersionOfSqlite } from './data-version';
import { migrations as allMigrations } from './migrations';
import { isPostgres } from './migrations/dialect';
import { preparingOnce } from './prepared-statements';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** The mark that moves whenever rows a page shows may have changed (data-version.ts). */
  dataVersion: () => Promise<string>;
}

/** How PostgreSQL's connections name this product (`pg_stat_activity.application_name`). */
const applicationName = 'pipes-site';

/** Opens the database: a SQLite file (creating its folder), or a pool of PostgreSQL connections. */
export function openDatabaseWithVersion(location: DatabaseLocation): OpenedDatabase {
  return location.dialect === 'sqlite'
    ? openSqlite(location.file)
    : openPostgres(location.url, location.poolSize);
}

/** The database alone, for whatever does not keep answers (scripts, tests). */
export const openDatabase = (location: DatabaseLocation): Kysely<Database> =>
  openDatabaseWithVersion(location).db;

/** SQLite tuned for a web server's many short requests. */
function openSqlite(file: string): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  closeUp({ databaseFile: file });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite) }) }),
    dataVersion: dataVersionOfSqlite(sqlite),
  };
}

// PostgreSQL's 64-bit integers (counts) arrive as text, since they can exceed a JavaScript number;
// the counts here never come near 2^53, so they are read as the numbers SQLite gives.
const bigIntegerOid = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === bigIntegerOid ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, poolSize: number): OpenedDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: applicationName,
    types,
    // A request waits at most this long for a free connection, then fails rather than hangs.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server dropped while idle is discarded by the pool; the next query opens another.
  pool.on('error', () => {});
  // The data version, which every kept page and answer reads first, has a connection of its own:
  // requests waiting for the pool (a flood of writes) never hold up the pages that are kept.
  const versionPool = new pg.Pool({
    connectionString: url,
    max: 1,
    application_name: applicationName,
    types,
  });
  versionPool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db: withClosing(db, () => versionPool.end()),
    dataVersion: dataVersionOfPool(versionPool),
  };
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The PostgreSQL connection has no schema to write to (check its search_path)');
  return schema;
}

/** `db`, whose `destroy()` also runs `close` (a second pool it owns). */
function withClosing(db: Kysely<Database>, close: () => Promise<void>): Kysely<Database> {
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await close();
  };
  return db;
}

/** Applies every pending migration; throws with the failing migration's name and error. */
export async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema of a PostgreSQL database; named, it
    // keeps to the one the connection writes to, whatever other schemas hold.
    ...(isPostgres(db) ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`);
  }
  // The search index is data the migrations' tables hold but the code's rules make: built here
  // for existing products, and again whenever those rules change.
  if (migrations === allMigrations) await refreshSearchIndex(db);
  return result;
}
