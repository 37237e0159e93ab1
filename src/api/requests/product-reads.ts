/**
 * The catalogue as public pages read it, through the page's JSON reader. The answers' checks load
 * with the first read rather than with the page, which arrives with its data already in its HTML.
 */
import type { Language } from '../language';
import type { Product, ProductSuggestion, ProductSummary } from '../products';
import type { LoadJson } from './load-json';

/** Which page of which list: a category's (with its sub-categories) or every product's. */
export interface ProductListQuery {
  category: string | null;
  language: Language;
  page: number;
  perPage?: number | undefined;
  /** A search, best matches first. */
  q?: string | null | undefined;
}

export function productsPath({ category, language, page, perPage, q }: ProductListQuery): string {
  const query = new URLSearchParams({ lang: language });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  if (perPage !== undefined) query.set('per_page', String(perPage));
  return `/api/products?${query}`;
}

export function productPath(id: number, language: Language): string {
  return `/api/products/${id}?lang=${language}`;
}

/** One page of the list, and how many products all its pages hold. */
export async function loadProducts(
  load: LoadJson,
  query: ProductListQuery,
): Promise<{ products: ProductSummary[]; total: number }> {
  const [{ productListSchema }, answer] = await Promise.all([
    import('../products'),
    load(productsPath(query)),
  ]);
  const products = productListSchema.parse(answer.body);
  return { products, total: answer.total ?? products.length };
}

/**
 * Every product, for the portal's table: the list read 100 at a time, the most one answer holds.
 * Pages are read until one comes back short, so a product added meanwhile is not asked for twice.
 */
export async function loadAllProducts(load: LoadJson, language: Language): Promise<ProductSummary[]> {
  const { productsPerPageMax } = await import('../limits');
  const all: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const { products } = await loadProducts(load, {
      category: null,
      language,
      page,
      perPage: productsPerPageMax,
    });
    all.push(...products);
    if (products.length < productsPerPageMax) return all;
  }
}

export async function loadProduct(load: LoadJson, id: number, language: Language): Promise<Product> {
  const [{ productSchema }, answer] = await Promise.all([
    import('../products'),
    load(productPath(id, language)),
  ]);
  return productSchema.parse(answer.body);
}

/** The header search's suggestions for what is typed so far (at most `productSuggestionsMax`). */
export async function loadSuggestions(
  load: LoadJson,
  { q, language }: { q: string; language: Language },
): Promise<ProductSuggestion[]> {
  const [{ productSuggestionsSchema }, answer] = await Promise.all([
    import('../products'),
    load(`/api/products/suggestions?${new URLSearchParams({ q, lang: language })}`),
  ]);
  return productSuggestionsSchema.parse(answer.body);
}
