import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './schema';

// total_changes(): rows this connection has written since it opened; data_version: moves when
// another connection (a script, another process) commits.
const versionQuery = CompiledQuery.raw(
  'select total_changes() as own, data_version as others from pragma_data_version()',
);

/**
 * A mark that changes whenever the database's rows may have: answers built from them can be kept
 * while it stays the same. Changes to the schema alone (migrations) do not move it.
 */
export async function dataVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ own: number; others: number }>(versionQuery);
  const [row] = rows;
  if (!row) throw new Error('SQLite answered no data version');
  return `${row.own}:${row.others}`;
}
