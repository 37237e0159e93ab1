/**
 * The contact messages table of the admin portal (/admin/messages), with its alert texts: the
 * admin table flow of ./admin-list.ts over contact messages. Its read/unread button
 * (./contact-message-read.machine.ts) changes rows on this page, and the rows are loaded afresh
 * after each change, a delete too.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loading | loaded.
 * Events: item.updated { item } (a message marked read or unread), delete.requested { item },
 * delete.confirmed, delete.cancelled, retry.requested.
 */
import type { ContactMessageItem } from '../src/api/contact';
import { adminListMachine } from './admin-list';

export const contactMessagesListMachine = adminListMachine<ContactMessageItem>(
  'contactMessagesList',
  {
    loadFailed: 'contactMessagesLoadFailed',
    deletedTitle: 'successTitle',
    deleted: 'contactDeleted',
    deleteError: 'contactDeleteFailed',
  },
  { editsInPlace: true, reloadsAfterChange: true },
);
