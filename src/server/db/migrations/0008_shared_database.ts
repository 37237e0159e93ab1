import { type Kysely, sql } from 'kysely';
import { generatedId, isPostgres } from './dialect';

/**
 * What lets several server processes share one database and act as one site:
 * - `data_version`: one row whose number the database itself moves, through triggers, in the same
 *   transaction as any change to a table the public pages show. Every process keeps rendered pages
 *   and answers only while it reads the same number, so a change made through one process is served
 *   by all on their very next request.
 * - `throttle_attempts`: the attempts that limits count (sign-ins, contact messages, subscriptions),
 *   so a limit holds for the site, not for each process.
 * - `scheduled_runs`: which process claimed a piece of scheduled work for a time slot, so that it
 *   runs once however many processes are up.
 * - `write_locks`: rows a transaction updates first to wait for any other transaction checking the
 *   same rule (such as "one administrator must remain") on any process.
 */
export const tablesPagesShow = ['categories', 'products', 'product_translations', 'news', 'site_settings'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addCheckConstraint('data_version_single_row', sql`id = 1`)
    .execute();
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function move_data_version() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1;
        return null;
      end $$`.execute(db);
  }
  for (const table of tablesPagesShow) {
    const trigger = sql.id(`${table}_moves_data_version`);
    if (isPostgres(db)) {
      await sql`create trigger ${trigger} after insert or update or delete on ${sql.table(table)}
        for each statement execute function move_data_version()`.execute(db);
    } else {
      // SQLite has no statement triggers, nor one trigger for several events.
      for (const event of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.id(`${table}_moves_data_version_on_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin update data_version set version = version + 1; end`.execute(db);
      }
    }
  }

  await db.schema
    .createTable('throttle_attempts')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // Milliseconds since 1970, past what 32 bits hold.
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('throttle_attempts_bucket_key_at')
    .on('throttle_attempts')
    .columns(['bucket', 'key', 'at'])
    .execute();
  await db.schema
    .createIndex('throttle_attempts_at')
    .on('throttle_attempts')
    .columns(['bucket', 'at'])
    .execute();

  await db.schema
    .createTable('scheduled_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_runs_pk', ['job', 'slot'])
    .execute();

  await db.schema
    .createTable('write_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('taken', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into write_locks (name, taken) values ('administrators', 0), ('media', 0), ('samples', 0), ('throttles', 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('write_locks').execute();
  await db.schema.dropTable('scheduled_runs').execute();
  await db.schema.dropTable('throttle_attempts').execute();
  for (const table of tablesPagesShow) {
    if (isPostgres(db)) {
      await sql`drop trigger ${sql.id(`${table}_moves_data_version`)} on ${sql.table(table)}`.execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete'])
        await sql`drop trigger ${sql.id(`${table}_moves_data_version_on_${event}`)}`.execute(db);
    }
  }
  if (isPostgres(db)) await sql`drop function move_data_version()`.execute(db);
  await db.schema.dropTable('data_version').execute();
}
