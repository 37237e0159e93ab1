/**
 * The admin tables' search: a row matches when every word typed (the first
 * `searchQueryMaxWords`) is found in one of the searched columns, in any letter case, with `%` and
 * `_` taken literally. Both databases find the same rows and order them the same way.
 */
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { searchQueryMaxWords } from '../../api/limits';
import { isPostgres } from './migrations/dialect';
import type { Database } from './schema';

/**
 * A column in lower case, with the same letters folded on both databases: SQLite's lower() folds
 * A to Z only, and so does PostgreSQL's under the "C" collation, which also compares the result
 * byte by byte, as SQLite does.
 */
export function folded(db: Kysely<Database>, column: string): RawBuilder<string> {
  return isPostgres(db) ? sql`lower(${sql.ref(column)} collate "C")` : sql`lower(${sql.ref(column)})`;
}

const likeEscape = '\\';

/** A LIKE pattern finding `word` anywhere, its wildcards and escape taken literally, folded as `folded` folds. */
function containing(word: string): string {
  const literal = word.replace(/[\\%_]/g, (c) => likeEscape + c).replace(/[A-Z]/g, (c) => c.toLowerCase());
  return `%${literal}%`;
}

/** The view narrowed to the rows holding every word of `q` in one of `columns`; all rows without `q`. */
export function withEveryWord<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  view: SelectQueryBuilder<DB, TB, O>,
  columns: readonly string[],
  q: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const words = (q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, searchQueryMaxWords);
  let narrowed = view;
  for (const word of words) {
    const pattern = containing(word);
    narrowed = narrowed.where(
      () =>
        sql<boolean>`(${sql.join(
          columns.map((column) => sql`${folded(db, column)} like ${pattern} escape ${likeEscape}`),
          sql` or `,
        )})`,
    );
  }
  return narrowed;
}
