import { api } from '../client';
import { isNotFound } from '../errors';
import {
  bulkDeleteResultSchema,
  bulkStatusResultSchema,
  type RowsDeleted,
  type RowsSwitched,
} from '../list-page';
import {
  type ProductBulkPublication,
  type ProductTranslation,
  type ProductUpdate,
  type StoredTranslation,
  storedTranslationSchema,
} from '../products';
import { type Result, resultSchema } from '../users';

export async function updateProduct(id: number, changes: ProductUpdate): Promise<Result> {
  return resultSchema.parse((await api.put(`/api/products/${id}`, changes)).data);
}

export async function deleteProduct(id: number): Promise<Result> {
  return resultSchema.parse((await api.delete(`/api/products/${id}`)).data);
}

/** Deletes the products named together (at most a table's page); answers how many went. */
export async function deleteProducts(ids: readonly number[]): Promise<RowsDeleted> {
  return bulkDeleteResultSchema.parse((await api.post('/api/products/bulk-delete', { ids })).data);
}

/** Publishes now, or makes drafts of, the products named together; answers how many changed. */
export async function setProductsPublication(
  ids: readonly number[],
  status: ProductBulkPublication['status'],
): Promise<RowsSwitched> {
  return bulkStatusResultSchema.parse(
    (await api.post('/api/products/bulk-publication', { ids, status })).data,
  );
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
