/**
 * The products table of the admin portal (/admin/products): the paged table of ./paged-table.ts
 * over products, searched as the catalogue is, kept to one publication status when asked, with
 * rows chosen to publish now, to make drafts or to delete together. For the table's status change
 * a product "shown" is published, one "hidden" a draft.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails); browsing.shown →
 * switching → browsing.loading (browsing.shown when the change fails).
 * Events: search.submitted { q }, sort.requested { sort }, publication.filtered { status },
 * page.requested { page }, url.synced { query }, retry.requested, row.toggled { id }, page.toggled,
 * status.requested { active }, delete.requested { items }, delete.confirmed, delete.cancelled.
 */
import type { ProductSort } from '../src/api/product-sorts';
import type { AdminProductSummary } from '../src/api/products';
import { type PagedTableContext, pagedTableMachine, type TablePage, type TableQuery } from './paged-table';

export type AdminProductsQuery = TableQuery<ProductSort>;
export type AdminProductsPage = TablePage<AdminProductSummary>;
export type ProductAdminListContext = PagedTableContext<AdminProductSummary, ProductSort>;

/** The order the view is read in: the one chosen, else the newest first, or the best matches of a search. */
export const shownSort = ({ sort, q }: AdminProductsQuery): ProductSort | undefined =>
  sort ?? (q ? undefined : '-id');

export const productAdminListMachine = pagedTableMachine<AdminProductSummary, ProductSort>(
  'productAdminList',
  {
    notices: {
      loadFailed: 'productsLoadFailed',
      // One product deleted is told as one; several together as the rows chosen.
      deletedOne: { type: 'success', title: 'productDeletedTitle', message: 'productDeleted' },
      deletedMany: { type: 'success', title: 'successTitle', message: 'productsDeleted' },
      deleteFailed: 'productDeleteError',
    },
    choosesRows: true,
    switchesRows: {
      shown: { type: 'success', title: 'successTitle', message: 'productsPublished' },
      hidden: { type: 'success', title: 'successTitle', message: 'productsDrafted' },
      failed: 'productsPublicationFailed',
    },
    filtersPublication: true,
  },
);
