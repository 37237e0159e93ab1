import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/**
 * A mark that changes whenever rows a page shows may have: answers and pages built from them can
 * be kept while it stays the same. It is the `data_version` row, which the database's own triggers
 * move on every change to such a table (migration 0008), in the same transaction as the change: a
 * process sees it move exactly when it can see the rows that moved it, whichever process wrote them.
 *
 * Read outside the query builder, because every kept answer asks for it: through its connection
 * queue it cost a tenth of a small answer's time.
 */
const query = 'select version from data_version';

export function dataVersionOfSqlite(sqlite: SQLite.Database): () => Promise<string> {
  // Prepared on first use: the table exists only once the migrations ran.
  let statement: SQLite.Statement | undefined;
  return async () => {
    statement ??= sqlite.prepare(query).pluck();
    return String(statement.get());
  };
}

export function dataVersionOfPool(pool: pg.Pool): () => Promise<string> {
  return async () => {
    const { rows } = await pool.query<[number]>({ text: query, rowMode: 'array' });
    return String(rows[0]?.[0]);
  };
}
