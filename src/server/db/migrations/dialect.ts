/**
 * What the migrations write differently on SQLite and PostgreSQL: only the schema differs. Queries
 * are written once through the query builder and run unchanged on both.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type QueryExecutor } from 'kysely';

export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A generated integer primary key whose values are never handed out again once deleted:
 * `AUTOINCREMENT` on SQLite (the same SQL these tables were first created with), an identity
 * column on PostgreSQL.
 */
export function generatedId(db: Kysely<unknown>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
