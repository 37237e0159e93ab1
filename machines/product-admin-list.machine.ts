/**
 * Products table of the admin portal (/admin/products), with the products' alert texts: the
 * admin table flow of ./admin-list.ts over products.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: delete.requested { item }, delete.confirmed, delete.cancelled, retry.requested. Products
 * are edited on their own page, so the table loads afresh rather than taking edits in place.
 */
import type { ProductSummary } from '../src/api/products';
import { adminListMachine } from './admin-list';

export const productAdminListMachine = adminListMachine<ProductSummary>('productAdminList', {
  loadFailed: 'productsLoadFailed',
  deletedTitle: 'productDeletedTitle',
  deleted: 'productDeleted',
  deleteError: 'productDeleteError',
});
