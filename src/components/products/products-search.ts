/**
 * The products page's address: `/products?category=ppr-pipes`. Only a category of the tree is a
 * filter; any other value reads as every product and is dropped from the address.
 */
import { stringParam } from '../../api/search-params';
import { type CategorySlug, isCategorySlug } from '../../content/categories';

export type ProductsSearch = { category?: CategorySlug | undefined };

export function productsSearch(search: Record<string, unknown>): ProductsSearch {
  const category = stringParam(search.category)?.trim();
  return { category: isCategorySlug(category) ? category : undefined };
}
