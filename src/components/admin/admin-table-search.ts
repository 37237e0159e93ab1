/**
 * A paged admin table's address: `/admin/products?q=elbow&sort=name&page=2`, so that Back and a
 * reload return to the same view and a view can be shared. The search and the page are read as the
 * catalogue's own address reads them; an order the table does not offer reads as none. What is
 * refused leaves the address.
 */
import type { TableQuery } from '../../../machines/paged-table';
import { productsSearch } from '../products/products-search';

/** The view the address names, of a table whose orders are `sorts`: page 1 when it names none. */
export function tableQueryOf<TSort extends string>(
  search: Record<string, unknown>,
  sorts: readonly TSort[],
): TableQuery<TSort> {
  const { q, page } = productsSearch(search);
  return { q, sort: sorts.find((name) => name === search.sort), page: page ?? 1 };
}

/** The view without what goes without saying, as the address holds it. */
export function compactTableQuery<TSort extends string>({
  page,
  sort,
  q,
}: TableQuery<TSort>): Partial<TableQuery<TSort>> {
  return { ...(q ? { q } : {}), ...(sort ? { sort } : {}), ...(page > 1 ? { page } : {}) };
}
