/**
 * News table of the admin portal (/admin/news), with the news items' alert texts: the admin table
 * flow of ./admin-list.ts over news items. Its status button (./news-status.machine.ts) and edit
 * dialog (./news-edit.machine.ts) change rows on this page, and the rows are loaded afresh after
 * each change, a delete too.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loading | loaded.
 * Events: item.updated { item } (a saved edit or status), delete.requested { item },
 * delete.confirmed, delete.cancelled, retry.requested.
 */
import type { NewsItem } from '../src/api/news';
import { adminListMachine } from './admin-list';

export const newsAdminListMachine = adminListMachine<NewsItem>(
  'newsAdminList',
  {
    loadFailed: 'newsFetchFailed',
    deletedTitle: 'successTitle',
    deleted: 'newsDeleted',
    deleteError: 'newsDeleteFailed',
  },
  { editsInPlace: true, reloadsAfterChange: true },
);
