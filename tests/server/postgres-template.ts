/**
 * Global setup of the `server-pg` project: one database migrated once for the whole run, which each
 * test server's database copies (`create database … template`). PostgreSQL copies a database's
 * files in a few milliseconds, where running every migration again cost about 200 ms a server:
 * most of the PostgreSQL suite's own work. The migrations themselves are still tested on empty
 * databases (database.test.ts), and every server start still runs the migrator, finding none due.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../src/server/db/connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each server's database copies. */
    postgresTemplate: string;
  }
}

/** Runs `statement` on the server's maintenance database, as its owner. */
export async function onPostgresServer(statement: string): Promise<void> {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `TEST_POSTGRES_URL` with another database. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? '');
  url.pathname = `/${name}`;
  return url.href;
}

export default async function setup(project: TestProject) {
  const template = `test_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`create database ${template}`);
  const db = openDatabase({ dialect: 'postgres', url: databaseUrl(template), poolSize: 1 });
  try {
    await migrate(db);
  } finally {
    // No connection may stay open on a template while it is copied.
    await db.destroy();
  }
  project.provide('postgresTemplate', template);
  return () => onPostgresServer(`drop database if exists ${template} with (force)`);
}
