/**
 * The database a server test runs on. The `server` project runs the suite on SQLite in memory;
 * the `server-pg` project runs the same files on PostgreSQL (`TEST_DATABASE=postgres`), each
 * server in a database of its own on the server `TEST_POSTGRES_URL` names, dropped after the file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { DatabaseLocation } from '../../src/server/config';
import { databaseUrl, onPostgresServer } from './postgres-template';

export const testDialect: DatabaseLocation['dialect'] =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The databases each test file made, by the file's path: files run one after another in a worker. */
const fileDatabases = new Map<string, string[]>();
/** The running test file, by its path: the key of what each file made for itself. */
export const testFile = () => expect.getState().testPath ?? '';

/** A new database of this file's on the PostgreSQL server: empty, or a copy of the migrated one. */
async function newPostgresDatabase(contents: 'empty' | 'migrated'): Promise<DatabaseLocation> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const template = contents === 'migrated' ? inject('postgresTemplate') : 'template1';
  // Copying the template's files: about 17 ms here, where the default (writing every page of the
  // copy to the write-ahead log) took 90.
  await onPostgresServer(`create database ${name} template ${template} strategy file_copy`);
  const made = fileDatabases.get(testFile()) ?? [];
  fileDatabases.set(testFile(), [...made, name]);
  return { dialect: 'postgres', url: databaseUrl(name), poolSize: 4 };
}

/** An empty database, as `sqlite::memory:` gives on SQLite: for the tests of the migrations. */
export async function freshTestDatabase(): Promise<DatabaseLocation> {
  return testDialect === 'sqlite' ? { dialect: 'sqlite', file: ':memory:' } : newPostgresDatabase('empty');
}

/**
 * A database for a server, which migrates it as it starts: on PostgreSQL already migrated
 * (tests/server/postgres-template.ts), so that the start finds nothing due.
 */
export async function serverTestDatabase(): Promise<DatabaseLocation> {
  return testDialect === 'sqlite' ? { dialect: 'sqlite', file: ':memory:' } : newPostgresDatabase('migrated');
}

/**
 * Drops this test file's PostgreSQL databases, if it made any: four at a time, since a file that
 * starts a server for each of its 70 tests took 6.4 s to drop them one by one on a busy machine.
 */
export async function dropTestDatabases(): Promise<void> {
  const made = fileDatabases.get(testFile()) ?? [];
  fileDatabases.delete(testFile());
  if (made.length === 0) return;
  const pool = new pg.Pool({ connectionString: process.env.TEST_POSTGRES_URL, max: 4 });
  try {
    // Dropping a database ends whatever connection to it is still closing.
    await Promise.all(made.map((name) => pool.query(`drop database ${name} with (force)`)));
  } finally {
    await pool.end();
  }
}

/**
 * A database that outlives one server, for tests that restart it: a SQLite file in `dir`, or a
 * PostgreSQL database of its own.
 */
export async function lastingTestDatabase(dir: string): Promise<DatabaseLocation> {
  return testDialect === 'sqlite'
    ? { dialect: 'sqlite', file: path.join(dir, 'site.db') }
    : serverTestDatabase();
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
