import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../src/api/users';
import { migrate, openDatabase, openDatabaseWithVersion } from '../../src/server/db/connection';
import { tablesPagesShow } from '../../src/server/db/migrations/0008_shared_database';
import { freshTestDatabase, testDialect } from './test-database';

const dirs: string[] = [];
function tempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-test-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'site.db');
}
const sqliteAt = (file: string) => ({ dialect: 'sqlite', file }) as const;
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: these migrations define their own throw-away tables
type AnyDb = Kysely<any>;

const createNotes: Migration = {
  up: async (db: AnyDb) => {
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
  },
};

describe('the SQLite database', () => {
  it('creates its folder and file, in WAL mode with foreign keys enforced', async () => {
    const db = openDatabase(sqliteAt(tempFile()));
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(keys.rows[0]?.foreign_keys).toBe(1);
    expect(busy.rows[0]?.timeout).toBeGreaterThan(0);
    await db.destroy();
  });

  it('applies pending migrations once, in order, and remembers them across restarts', async () => {
    const file = tempFile();
    const first = openDatabase(sqliteAt(file));
    const applied = await migrate(first, { '0001_notes': createNotes });
    expect(applied.results?.map((r) => r.migrationName)).toEqual(['0001_notes']);
    await first.destroy();

    const again = openDatabase(sqliteAt(file));
    const second = await migrate(again, { '0001_notes': createNotes });
    expect(second.results).toEqual([]);
    await again.destroy();
  });

  it('names the migration that failed and keeps the ones before it', async () => {
    const db = openDatabase(sqliteAt(tempFile()));
    const broken: Migration = {
      up: async (d: AnyDb) => {
        await sql`create table broken (`.execute(d);
      },
    };
    await expect(migrate(db, { '0001_notes': createNotes, '0002_broken': broken })).rejects.toThrow(
      /Migration 0002_broken failed/,
    );
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.name)).toContain('notes');
    await db.destroy();
  });
});

describe('the accounts schema', () => {
  const user = (username: string, role = 'user') => ({
    username,
    password_hash: 'scrypt$…',
    role: role as Role,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
  });

  it('keeps usernames unique without regard to letter case, and roles to admin or user', async () => {
    const db = openDatabase(await freshTestDatabase());
    await migrate(db);
    await db.insertInto('users').values(user('Sara')).execute();
    await expect(db.insertInto('users').values(user('sARA')).execute()).rejects.toThrow(/UNIQUE|unique/);
    await expect(db.insertInto('users').values(user('omar', 'owner')).execute()).rejects.toThrow(
      /CHECK|check constraint/,
    );
    await db.destroy();
  });

  it("deletes a user's sessions with the user", async () => {
    const db = openDatabase(await freshTestDatabase());
    await migrate(db);
    const { id } = await db
      .insertInto('users')
      .values(user('sara'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = '2030-01-01T00:00:00.000Z';
    await db
      .insertInto('sessions')
      .values({ token_hash: 'h', user_id: id, created_at: at, expires_at: at, last_used_at: at })
      .execute();
    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});

describe('the data version the kept pages follow', () => {
  // Tables no page shows: their writes (a sign-in, a contact message, a limit's count) must leave
  // the kept pages alone. A new table must be added here or to `tablesPagesShow`.
  const tablesNoPageShows = [
    'users',
    'sessions',
    'seed_runs',
    'contact_messages',
    'subscriptions',
    'data_version',
    'throttle_attempts',
    'scheduled_runs',
    'write_locks',
    'upload_locks',
    'two_factor_recovery_codes',
    'two_factor_challenges',
    'audit_events',
    'known_sign_in_clients',
    // The search index changes only with a product's text (which moves the version) or when it is
    // built again at start; no search answer is kept.
    'search_terms',
    'search_sizes',
    'search_index_builds',
    // Field data is read by the portal's Site speed page alone, never from a kept page.
    'field_views',
    'field_vitals',
  ];

  it('has decided, for every table, whether its changes move the version', async () => {
    const db = openDatabase(await freshTestDatabase());
    await migrate(db);
    // PostgreSQL lists every schema's tables: the other test files' too.
    const schema =
      testDialect === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
        : undefined;
    const tables = (await db.introspection.getTables())
      .filter((table) => table.schema === schema)
      .map((table) => table.name)
      .sort();
    expect(tables).toEqual([...tablesPagesShow, ...tablesNoPageShows].sort());
    await db.destroy();
  });

  it('moves with a change to a table pages show, and only then', async () => {
    const { db, dataVersion } = openDatabaseWithVersion(await freshTestDatabase());
    await migrate(db);
    const before = await dataVersion();
    await db.insertInto('seed_runs').values({ name: 'check', ran_at: '2030-01-01T00:00:00.000Z' }).execute();
    expect(await dataVersion()).toBe(before);
    await db
      .insertInto('site_settings')
      .values({ id: 1, auto_backup: 0, updated_at: '2030-01-01T00:00:00.000Z' })
      .execute();
    const after = await dataVersion();
    expect(after).not.toBe(before);
    // A change rolled back moves nothing.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('site_settings').set({ auto_backup: 1 }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await dataVersion()).toBe(after);
    await db.destroy();
  });
});
