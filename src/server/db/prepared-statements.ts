/**
 * better-sqlite3 for Kysely, preparing each statement once. Kysely asks the database to prepare
 * its SQL on every query, and for the small queries a page makes, preparing costs as much as
 * running. Kysely passes values as parameters, so the same query is the same SQL text each time.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Past this many different SQL texts, the one least recently used is prepared again when next asked for. */
const keptStatements = 500;

export function preparingOnce(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      statements.delete(sql);
      const statement = kept ?? database.prepare(sql);
      // A Map keeps insertion order: the first key is the least recently used.
      statements.set(sql, statement);
      if (statements.size > keptStatements) {
        const [oldest] = statements.keys();
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}
