import { describe } from 'vitest';
import type { ContactMessageItem } from '../../src/api/contact';
import { quoteMessage, supportMessage } from './contact-messages-fixtures';
import {
  checkMessageRow,
  messageRowCells,
  messagesList,
  renderMessagesTable,
} from './contact-messages-screen';
import { contactMessageReadModel } from './models/contact-message-read.model';
import { rowStatusWalk } from './row-status-walk';
import { screen } from './screen';
import { itWalksTheScreen } from './view-walk';

const fullName = (item: ContactMessageItem) => `${item.firstName} ${item.lastName}`;

describe('the contact message read button', () => {
  itWalksTheScreen(
    rowStatusWalk<ContactMessageItem>({
      model: contactMessageReadModel,
      toggled: 'read.toggled',
      // Marked read, then unread again.
      items: [quoteMessage, supportMessage],
      on: (item) => item.read,
      flip: (item) => ({ ...item, read: !item.read }),
      render: renderMessagesTable,
      list: messagesList,
      method: 'PATCH',
      urlOf: (item) => `/api/contact-messages/${item.id}`,
      bodyOf: (item) => ({ read: !item.read }),
      rowCells: messageRowCells,
      checkRow: checkMessageRow,
      buttonOf: (item) =>
        screen.getByLabelText(`Mark the message from ${fullName(item)} as ${item.read ? 'unread' : 'read'}`),
      answer: (read) =>
        read
          ? { message: 'Message marked as read', code: 'contactMarkedRead' }
          : { message: 'Message marked as unread', code: 'contactMarkedUnread' },
      failed: 'Failed to update message',
    }),
  );
});
