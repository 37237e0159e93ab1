/**
 * The news table of the admin portal (/admin/news): the paged table of ./paged-table.ts over news
 * items, newest first unless another order is chosen, searched by title and description, kept to
 * one publication status when asked, with rows chosen to activate, deactivate or delete together. A row's eye button (./news-status.machine.ts)
 * and its Edit dialog (./news-edit.machine.ts) change it, after which the page is read afresh.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails); browsing.shown →
 * switching → browsing.loading (browsing.shown when the change fails).
 * Events: search.submitted { q }, sort.requested { sort }, publication.filtered { status },
 * page.requested { page }, url.synced { query }, retry.requested, row.toggled { id }, page.toggled,
 * rows.changed, status.requested { active }, delete.requested { items }, delete.confirmed,
 * delete.cancelled.
 */
import type { AdminNewsItem } from '../src/api/news';
import type { NewsSort } from '../src/api/news-sorts';
import { pagedTableMachine, type TableQuery } from './paged-table';

export type NewsTableQuery = TableQuery<NewsSort>;

const success = (
  message: 'newsDeleted' | 'newsItemsDeleted' | 'newsItemsActivated' | 'newsItemsDeactivated',
) => ({ type: 'success', title: 'successTitle', message }) as const;

export const newsAdminListMachine = pagedTableMachine<AdminNewsItem, NewsSort>('newsAdminList', {
  notices: {
    loadFailed: 'newsFetchFailed',
    // One item deleted is told as one; several together as the rows chosen.
    deletedOne: success('newsDeleted'),
    deletedMany: success('newsItemsDeleted'),
    deleteFailed: 'newsDeleteFailed',
  },
  choosesRows: true,
  changesRows: true,
  switchesRows: {
    shown: success('newsItemsActivated'),
    hidden: success('newsItemsDeactivated'),
    failed: 'newsItemsStatusFailed',
  },
  filtersPublication: true,
});
