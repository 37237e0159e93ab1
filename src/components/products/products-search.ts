/**
 * The products page's address: `/products?category=ppr-pipes&q=elbow&page=2`. Only a category of
 * the tree is a filter; a search is what the visitor typed, its spaces tidied, cut to the length
 * the API reads; only a page from 2 on is named (the first is the plain address). Any other value
 * reads as every product, no search or the first page, and is dropped from the address.
 */
import { defaultStringifySearch } from '@tanstack/react-router';
import { productPageMax, searchQueryMaxLength } from '../../api/limits';
import { type CategorySlug, isCategorySlug } from '../../content/categories';

export type ProductsSearch = {
  category?: CategorySlug | undefined;
  q?: string | undefined;
  page?: number | undefined;
};

/**
 * The search as typed. The router reads a query value that looks like JSON as JSON (`?q=25` as
 * the number 25), so a number or a truth value is read back as the text it was.
 */
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim().slice(0, searchQueryMaxLength).trim();
  return text === '' ? undefined : text;
}

/** A paged list's `?page=`: a page from 2 on, the first (and anything else) left unnamed. */
export function listPageParam(page: unknown): number | undefined {
  return typeof page === 'number' && Number.isInteger(page) && page >= 2 && page <= productPageMax
    ? page
    : undefined;
}

export function productsSearch(search: Record<string, unknown>): ProductsSearch {
  const category = typeof search.category === 'string' ? search.category.trim() : undefined;
  return {
    category: isCategorySlug(category) ? category : undefined,
    q: searchText(search.q),
    page: listPageParam(search.page),
  };
}

/** The language-neutral address of a page of the catalogue, spelled as its router spells it. */
export function productsPath(category: string | null, page: number, q: string | null = null): string {
  return `/products${defaultStringifySearch({
    category: category ?? undefined,
    q: q ?? undefined,
    page: page > 1 ? page : undefined,
  })}`;
}
