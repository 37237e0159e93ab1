/**
 * What keeps a rule that spans rows true when writes race, on any process. Both databases report a
 * broken unique constraint by their own code; and a rule checked by reading (such as "one
 * administrator must remain") holds only if no other transaction checks it at the same time.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

/** A unique constraint refused the write: SQLite's and PostgreSQL's (SQLSTATE 23505) codes. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/**
 * Makes every other transaction that takes the same lock wait until this one ends. Updating a row
 * locks it until commit on PostgreSQL; SQLite lets one transaction write at a time anyway. Called
 * first in the transaction, so that what it reads next is what the previous holder committed.
 */
export async function takeWriteLock(
  trx: Transaction<Database>,
  name: 'administrators' | 'media' | 'samples' | 'search' | 'throttles',
): Promise<void> {
  await trx.updateTable('write_locks').set({ taken: sql`taken + 1` }).where('name', '=', name).execute();
}

/** Runs `work` on the caller's transaction when it is one, else on a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
