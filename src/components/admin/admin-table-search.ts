/**
 * A paged admin table's address: `/admin/products?q=elbow&sort=name&status=draft&page=2`, so that
 * Back and a reload return to the same view and a view can be shared. The search and the page are
 * read as the catalogue's own address reads them; an order the table does not offer reads as none,
 * and so does a publication status where rows have none. What is refused leaves the address.
 */
import type { TableQuery } from '../../../machines/paged-table';
import { publicationStatuses } from '../../api/publication';
import { productsSearch } from '../products/products-search';

/**
 * The view the address names, of a table whose orders are `sorts` and whose rows have a
 * publication when `filtersPublication`: page 1 when it names none.
 */
export function tableQueryOf<TSort extends string>(
  search: Record<string, unknown>,
  sorts: readonly TSort[],
  filtersPublication = false,
): TableQuery<TSort> {
  const { q, page } = productsSearch(search);
  const status = filtersPublication ? publicationStatuses.find((name) => name === search.status) : undefined;
  return { q, sort: sorts.find((name) => name === search.sort), page: page ?? 1, status };
}

/** The view without what goes without saying, as the address holds it. */
export function compactTableQuery<TSort extends string>({
  page,
  sort,
  q,
  status,
}: TableQuery<TSort>): Partial<TableQuery<TSort>> {
  return {
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    ...(status ? { status } : {}),
    ...(page > 1 ? { page } : {}),
  };
}
