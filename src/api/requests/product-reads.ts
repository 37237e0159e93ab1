/**
 * The catalogue as public pages read it, through the page's JSON reader. The answers' checks load
 * with the first read rather than with the page, which arrives with its data already in its HTML.
 */
import type { Language } from '../language';
import type { ProductSort } from '../product-sorts';
import type {
  AdminProduct,
  AdminProductSummary,
  Product,
  ProductSuggestion,
  ProductSummary,
} from '../products';
import type { PublicationStatus } from '../publication';
import type { LoadJson } from './load-json';

/** Which page of which list: a category's (with its sub-categories) or every product's. */
export interface ProductListQuery {
  category: string | null;
  language: Language;
  page: number;
  perPage?: number | undefined;
  /** A search, best matches first. */
  q?: string | null | undefined;
  /** Another order than the list's own (by id, or best matches first for a search). */
  sort?: ProductSort | undefined;
}

/** The portal's view of the list: every product whatever its publication, or those of one status. */
export interface AdminProductListQuery extends ProductListQuery {
  status?: PublicationStatus | undefined;
}

function listQuery({ category, language, page, perPage, q, sort }: ProductListQuery): URLSearchParams {
  const query = new URLSearchParams({ lang: language });
  if (category) query.set('category', category);
  if (q) query.set('q', q);
  if (sort) query.set('sort', sort);
  if (page > 1) query.set('page', String(page));
  if (perPage !== undefined) query.set('per_page', String(perPage));
  return query;
}

export function productsPath(list: ProductListQuery): string {
  return `/api/products?${listQuery(list)}`;
}

export function adminProductsPath({ status, ...list }: AdminProductListQuery): string {
  const query = listQuery(list);
  if (status) query.set('status', status);
  return `/api/admin/products?${query}`;
}

export function productPath(id: number, language: Language): string {
  return `/api/products/${id}?lang=${language}`;
}

/** One page of the list, and how many products all its pages hold. */
export async function loadProducts(
  load: LoadJson,
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<{ products: ProductSummary[]; total: number }> {
  const [{ productListSchema }, answer] = await Promise.all([
    import('../products'),
    load(productsPath(query), signal),
  ]);
  const products = productListSchema.parse(answer.body);
  return { products, total: answer.total ?? products.length };
}

export async function loadProduct(load: LoadJson, id: number, language: Language): Promise<Product> {
  const [{ productSchema }, answer] = await Promise.all([
    import('../products'),
    load(productPath(id, language)),
  ]);
  return productSchema.parse(answer.body);
}

/** A page of the portal's table: drafts and scheduled products too, each with its publication. */
export async function loadAdminProducts(
  load: LoadJson,
  query: AdminProductListQuery,
  signal?: AbortSignal,
): Promise<{ products: AdminProductSummary[]; total: number }> {
  const [{ adminProductListSchema }, answer] = await Promise.all([
    import('../products'),
    load(adminProductsPath(query), signal),
  ]);
  const products = adminProductListSchema.parse(answer.body);
  return { products, total: answer.total ?? products.length };
}

/** A product whatever its publication, as the portal edits and previews it. */
export async function loadAdminProduct(
  load: LoadJson,
  id: number,
  language: Language,
): Promise<AdminProduct> {
  const [{ adminProductSchema }, answer] = await Promise.all([
    import('../products'),
    load(`/api/admin/products/${id}?lang=${language}`),
  ]);
  return adminProductSchema.parse(answer.body);
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
