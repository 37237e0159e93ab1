import type SQLite from 'better-sqlite3';

/**
 * A mark that changes whenever the database's rows may have: answers built from them can be kept
 * while it stays the same. Changes to the schema alone (migrations) do not move it.
 *
 * Read straight from SQLite, two prepared one-value statements, because every kept answer asks
 * for it: through the query builder's connection queue it cost a tenth of a small answer's time.
 * `total_changes()` counts the rows this connection has written since it opened; `data_version`
 * moves when another connection (a script, another process) commits.
 */
export function dataVersionReader(sqlite: SQLite.Database): () => string {
  const own = sqlite.prepare('select total_changes()').pluck();
  const others = sqlite.prepare('pragma data_version').pluck();
  return () => `${own.get()}:${others.get()}`;
}
