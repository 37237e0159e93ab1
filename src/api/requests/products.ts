import { api } from '../client';
import { isNotFound } from '../errors';
import type { Language } from '../language';
import { productListTimeoutMs } from '../limits';
import {
  type Product,
  type ProductSummary,
  type ProductTranslation,
  type ProductUpdate,
  productListSchema,
  productSchema,
  type StoredTranslation,
  storedTranslationSchema,
} from '../products';
import { type Result, resultSchema } from '../users';

/** Reads a JSON API path: axios in the browser, the server itself (no network) during a server render. */
export type LoadJson = (path: string) => Promise<unknown>;

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
  return productListSchema.parse(await load(productsPath(category, language)));
}

export async function loadProduct(load: LoadJson, id: number, language: Language): Promise<Product> {
  return productSchema.parse(await load(productPath(id, language)));
}

/** The browser's JSON reader (the product list waits 15 s). */
export const browserLoadJson: LoadJson = async (path) =>
  (await api.get(path, { timeout: path.startsWith('/api/products?') ? productListTimeoutMs : undefined }))
    .data;

export async function updateProduct(id: number, changes: ProductUpdate): Promise<Result> {
  return resultSchema.parse((await api.put(`/api/products/${id}`, changes)).data);
}

export async function deleteProduct(id: number): Promise<Result> {
  return resultSchema.parse((await api.delete(`/api/products/${id}`)).data);
}

export async function saveTranslation(id: number, translation: ProductTranslation): Promise<Result> {
  return resultSchema.parse((await api.post(`/api/products/${id}/translations/ar`, translation)).data);
}

export async function fetchTranslation(id: number): Promise<StoredTranslation | null> {
  try {
    return storedTranslationSchema.parse((await api.get(`/api/products/${id}/translations/ar`)).data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
