/**
 * One page of an admin table read from the database: the rows of the page asked for, in the
 * table's order, and how many rows the whole view holds (searched, not paged), for the headers that
 * give the total and link the other pages.
 */
import { type SelectQueryBuilder, sql } from 'kysely';

/** What an admin table asks for: the page, its size, the words searched for and the order. */
export interface TableQuery<Sort extends string> {
  page: number;
  perPage: number;
  q?: string | undefined;
  sort?: Sort | undefined;
}

export interface TablePage<Row> {
  rows: Row[];
  total: number;
}

/**
 * The page of `ordered` (the view with its columns, in an order that ties nothing: id last) and
 * the count of `view`, the same rows unordered.
 */
export async function pageOfView<DB, TB extends keyof DB, O>(
  view: SelectQueryBuilder<DB, TB, object>,
  ordered: SelectQueryBuilder<DB, TB, O>,
  { page, perPage }: TableQuery<string>,
) {
  // Named by hand: the selection's type cannot be worked out for a view of any table.
  const { count } = await view
    .select(sql<number>`count(*)`.as('count'))
    .$castTo<{ count: number | string }>()
    .executeTakeFirstOrThrow();
  const rows = await ordered
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(count) };
}
