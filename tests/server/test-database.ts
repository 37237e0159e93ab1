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

let admin: pg.Pool | undefined;
const schemas: string[] = [];

function postgresUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL');
  return url;
}

/** A URL whose connections find `schema` first (spaces as %20: libpq, under pg_dump, reads no `+`). */
export function urlInSchema(schema: string): string {
  const url = new URL(postgresUrl());
  url.search = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return url.href;
}

/** An empty database, as `sqlite::memory:` gives on SQLite. */
export async function freshTestDatabase(): Promise<DatabaseLocation> {
  if (testDialect === 'sqlite') return { dialect: 'sqlite', file: ':memory:' };
  admin ??= new pg.Pool({ connectionString: postgresUrl(), max: 1 });
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  schemas.push(schema);
  return { dialect: 'postgres', url: urlInSchema(schema), poolSize: 4 };
}

afterAll(async () => {
  if (!admin) return;
  for (const schema of schemas.splice(0)) await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
  admin = undefined;
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
