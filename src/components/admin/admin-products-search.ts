/**
 * The admin products table's address: `/admin/products?q=elbow&sort=name&page=2`, so that Back and
 * a reload return to the same view and a view can be shared. Read by the API's rules in plain code
 * (the schemas would load with every page): what they refuse reads as absent and leaves the address.
 */
import type { AdminProductsQuery } from '../../../machines/product-admin-list.machine';
import { positiveIdOf } from '../../api/ids';
import { productPageMax, searchQueryMaxLength } from '../../api/limits';
import { type ProductSort, productSorts } from '../../api/product-sorts';

/** The view as the address spells it: page 1, no order chosen and no search are left out. */
export type AdminProductsSearch = Partial<AdminProductsQuery>;

export function adminProductsSearch(search: Record<string, unknown>): AdminProductsSearch {
  const page = positiveIdOf(String(search.page ?? ''));
  const sort = productSorts.find((name): name is ProductSort => name === search.sort);
  const q = typeof search.q === 'string' ? search.q.trim() : '';
  return compactProductsQuery({
    page: page !== null && page <= productPageMax ? page : 1,
    sort,
    q: q.length <= searchQueryMaxLength ? q : undefined,
  });
}

/** The view without what goes without saying, as the address and the API's query string hold it. */
export function compactProductsQuery({ page, sort, q }: AdminProductsSearch): AdminProductsSearch {
  return {
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    ...(page && page > 1 ? { page } : {}),
  };
}

/** The view the address names: page 1 when it names none. */
export function adminProductsQueryOf(search: AdminProductsSearch): AdminProductsQuery {
  return { ...search, page: search.page ?? 1 };
}
