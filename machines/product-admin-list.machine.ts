/**
 * Products table of the admin portal (spec §2 /admin/products, §8 admin alerts for products): the
 * admin table flow of ./admin-list.ts over products.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: item.updated { item }, delete.requested { item }, delete.confirmed, delete.cancelled,
 * retry.requested.
 */
import type { Product } from '../src/api/products';
import { adminListMachine } from './admin-list';

/** Texts the products table shows (spec §8). */
export const productAdminListMessages = {
  loadFailed: 'Failed to load products',
  deletedTitle: 'Product Deleted',
  deleteFailed: 'Failed to delete product',
  deleteError: 'An error occurred while deleting the product',
} as const;

export const productAdminListMachine = adminListMachine<Product>(
  'productAdminList',
  productAdminListMessages,
);
