/**
 * The read/unread button of the contact messages table (/admin/messages): marks a message read,
 * or unread again, with a success alert naming the change or an 'Error' alert; after a change the
 * table loads its rows afresh (and the dashboard's unread count follows the server). The row
 * status flow of ./row-status.ts.
 *
 * States: idle → updating → idle.
 * Events: read.toggled { item }.
 */
import type { ContactMessageItem } from '../src/api/contact';
import { rowStatusMachine } from './row-status';

export const contactMessageReadMachine = rowStatusMachine<ContactMessageItem, 'read.toggled'>(
  'contactMessageRead',
  {
    event: 'read.toggled',
    isOn: (item) => item.read,
    messages: {
      switchedOn: 'contactMarkedRead',
      switchedOff: 'contactMarkedUnread',
      failed: 'contactReadFailed',
    },
  },
);
