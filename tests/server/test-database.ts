/**
 * The database a server test runs on. The `server` project runs the suite on SQLite in memory;
 * the `server-pg` project runs the same files on PostgreSQL (`TEST_DATABASE=postgres`), each
 * server in a schema of its own on the server `TEST_POSTGRES_URL` names, dropped after the file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll } from 'vitest';
import type { DatabaseLocation } from '../../src/server/config';

export const testDialect: DatabaseLocation['dialect'] =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * This file's own database on the PostgreSQL server, made on first use and dropped after the
 * file: each server it starts gets a schema there. Apart from other files' databases, nothing the
 * migrations read of the catalogue (every schema's tables) is dropped or grows while they run.
 */
let fileDatabase: Promise<{ url: string; pool: pg.Pool }> | undefined;
const serverUrl = () => {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL');
  return url;
};

function databaseOfThisFile(): Promise<{ url: string; pool: pg.Pool }> {
  fileDatabase ??= (async () => {
    const name = `test_${randomBytes(8).toString('hex')}`;
    const server = new pg.Client({ connectionString: serverUrl() });
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    const url = new URL(serverUrl());
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.href, max: 1 });
    // Dropping the database ends whatever connection is still closing: not an error of any test.
    pool.on('error', () => {});
    return { url: url.href, pool };
  })();
  return fileDatabase;
}

/** A URL whose connections find `schema` first (spaces as %20: libpq, under pg_dump, reads no `+`). */
function urlInSchema(database: string, schema: string): string {
  const url = new URL(database);
  url.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return url.href;
}

/** An empty database, as `sqlite::memory:` gives on SQLite. */
export async function freshTestDatabase(): Promise<DatabaseLocation> {
  if (testDialect === 'sqlite') return { dialect: 'sqlite', file: ':memory:' };
  const { url, pool } = await databaseOfThisFile();
  const schema = `server_${randomBytes(8).toString('hex')}`;
  await pool.query(`create schema ${schema}`);
  return { dialect: 'postgres', url: urlInSchema(url, schema), poolSize: 4 };
}

// After the file's own hooks (they close its servers first), its database goes.
afterAll(async () => {
  if (!fileDatabase) return;
  const { url, pool } = await fileDatabase;
  fileDatabase = undefined;
  await pool.end();
  const server = new pg.Client({ connectionString: serverUrl() });
  await server.connect();
  await server.query(`drop database ${new URL(url).pathname.slice(1)} with (force)`);
  await server.end();
});

/**
 * A database that outlives one server, for tests that restart it: a SQLite file in `dir`, or a
 * PostgreSQL schema of its own.
 */
export async function lastingTestDatabase(dir: string): Promise<DatabaseLocation> {
  return testDialect === 'sqlite'
    ? { dialect: 'sqlite', file: path.join(dir, 'site.db') }
    : freshTestDatabase();
}

/** Runs one statement through a connection of its own, as another program would. */
export async function writeFromAnotherProgram(
  database: DatabaseLocation,
  statement: { sqlite: string; postgres: string },
  values: unknown[],
): Promise<void> {
  if (database.dialect === 'sqlite') {
    const script = new SQLite(database.file);
    script.prepare(statement.sqlite).run(...values);
    script.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(statement.postgres, values);
  await client.end();
}
