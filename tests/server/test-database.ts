/**
 * The database a server test runs on. The `server` project runs the suite on SQLite in memory;
 * the `server-pg` project runs the same files on PostgreSQL (`TEST_DATABASE=postgres`), each
 * server in a schema of its own on the server `TEST_POSTGRES_URL` names, dropped after the file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import type { DatabaseLocation } from '../../src/server/config';

export const testDialect: DatabaseLocation['dialect'] =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/**
 * This file's own database on the PostgreSQL server, made on first use and dropped after the
 * file (`tests/server/setup.ts`): each server it starts gets a schema there. Apart from other
 * files' databases, nothing the migrations read of the catalogue (every schema's tables) is
 * dropped or grows while they run. Files run one after another in a worker share this module, so
 * each file's database is found by the file's path.
 */
const fileDatabases = new Map<string, Promise<{ url: string; pool: pg.Pool }>>();
/** The running test file, by its path: the key of what each file made for itself. */
export const testFile = () => expect.getState().testPath ?? '';
const serverUrl = () => {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL');
  return url;
};

function databaseOfThisFile(): Promise<{ url: string; pool: pg.Pool }> {
  let database = fileDatabases.get(testFile());
  if (!database) {
    database = (async () => {
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
    fileDatabases.set(testFile(), database);
  }
  return database;
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

/** Drops this test file's PostgreSQL database, if it made one. */
export async function dropTestDatabase(): Promise<void> {
  const database = fileDatabases.get(testFile());
  if (!database) return;
  fileDatabases.delete(testFile());
  const { url, pool } = await database;
  await pool.end();
  const server = new pg.Client({ connectionString: serverUrl() });
  await server.connect();
  await server.query(`drop database ${new URL(url).pathname.slice(1)} with (force)`);
  await server.end();
}

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
