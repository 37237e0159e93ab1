/**
 * The admin products table's address: `/admin/products?q=elbow&sort=name&page=2`, so that Back and
 * a reload return to the same view and a view can be shared. The search and the page are read as
 * the catalogue's own address reads them; an order the list does not offer reads as none. What is
 * refused leaves the address.
 */
import type { AdminProductsQuery } from '../../../machines/product-admin-list.machine';
import { type ProductSort, productSorts } from '../../api/product-sorts';
import { productsSearch } from '../products/products-search';

/** The view as the address spells it: page 1, no order chosen and no search are left out. */
export type AdminProductsSearch = Partial<AdminProductsQuery>;

export function adminProductsSearch(search: Record<string, unknown>): AdminProductsSearch {
  const { q, page } = productsSearch(search);
  return { q, sort: productSorts.find((name): name is ProductSort => name === search.sort), page };
}

/** The view the address names: page 1 when it names none. */
export function adminProductsQueryOf(search: AdminProductsSearch): AdminProductsQuery {
  return { ...search, page: search.page ?? 1 };
}
