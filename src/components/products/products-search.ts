/**
 * The products page's address: `/products?category=ppr-pipes&page=2`. Only a category of the tree
 * is a filter, and only a page from 2 on is named (the first is the plain address); any other value
 * reads as every product or the first page, and is dropped from the address.
 */
import { productPageMax } from '../../api/limits';
import { stringParam } from '../../api/search-params';
import { type CategorySlug, isCategorySlug } from '../../content/categories';

export type ProductsSearch = { category?: CategorySlug | undefined; page?: number | undefined };

export function productsSearch(search: Record<string, unknown>): ProductsSearch {
  const category = stringParam(search.category)?.trim();
  const { page } = search;
  return {
    category: isCategorySlug(category) ? category : undefined,
    page:
      typeof page === 'number' && Number.isInteger(page) && page >= 2 && page <= productPageMax
        ? page
        : undefined,
  };
}

/** The language-neutral address of a page of the catalogue. */
export function productsPath(category: string | null, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/products?${search}` : '/products';
}
