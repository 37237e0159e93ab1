/**
 * The catalogue as public pages read it, through the page's JSON reader. The answers' checks load
 * with the first read rather than with the page, which arrives with its data already in its HTML.
 */
import type { Language } from '../language';
import type { Product, ProductSummary } from '../products';
import type { LoadJson } from './load-json';

export function productsPath(category: string | null, language: Language): string {
  const query = new URLSearchParams({ lang: language });
  if (category) query.set('category', category);
  return `/api/products?${query}`;
}

export function productPath(id: number, language: Language): string {
  return `/api/products/${id}?lang=${language}`;
}

export async function loadProducts(
  load: LoadJson,
  category: string | null,
  language: Language,
): Promise<ProductSummary[]> {
  const [{ productListSchema }, answer] = await Promise.all([
    import('../products'),
    load(productsPath(category, language)),
  ]);
  return productListSchema.parse(answer);
}

export async function loadProduct(load: LoadJson, id: number, language: Language): Promise<Product> {
  const [{ productSchema }, answer] = await Promise.all([
    import('../products'),
    load(productPath(id, language)),
  ]);
  return productSchema.parse(answer);
}
