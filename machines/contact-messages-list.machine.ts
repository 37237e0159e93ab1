/**
 * The contact messages table of the admin portal (/admin/messages): the paged table of
 * ./paged-table.ts over contact messages, newest first unless another order is chosen, searched by
 * sender, address, subject or text. Its read/unread button (./contact-message-read.machine.ts)
 * changes rows in place, after which the page is read afresh; a delete too.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails).
 * Events: search.submitted { q }, sort.requested { sort }, page.requested { page },
 * url.synced { query }, retry.requested, rows.changed, delete.requested { items },
 * delete.confirmed, delete.cancelled.
 */
import type { ContactMessageItem } from '../src/api/contact';
import type { ContactMessageSort } from '../src/api/contact-sorts';
import { pagedTableMachine, type TableQuery } from './paged-table';

export type MessagesQuery = TableQuery<ContactMessageSort>;

/** The order the view is read in: the one chosen, else the newest first (a search too). */
export const shownMessagesSort = ({ sort }: MessagesQuery): ContactMessageSort => sort ?? '-date';

const deleted = { type: 'success', title: 'successTitle', message: 'contactDeleted' } as const;

export const contactMessagesListMachine = pagedTableMachine<ContactMessageItem, ContactMessageSort>(
  'contactMessagesList',
  {
    notices: {
      loadFailed: 'contactMessagesLoadFailed',
      deletedOne: deleted,
      deletedMany: deleted,
      deleteFailed: 'contactDeleteFailed',
    },
    changesRows: true,
  },
);
