import type { Kysely } from 'kysely';

/**
 * `upload_locks`: which request, on which server process, is writing to a resumable upload. A
 * request that wants an upload another holds marks `release_requested`; the holder, watching its
 * row, lets go. A holder keeps moving `expires_at` forward while it works, so the lock of a process
 * that died lapses on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_locks')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    // Milliseconds since 1970, past what 32 bits hold.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('release_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_locks').execute();
}
