import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { ContactMessageItem } from '../../src/api/contact';
import { ApiError } from '../../src/api/errors';
import { AdminMessagesPage } from '../../src/components/admin/messages-page';
import { adminTableWalk, lastListed } from './admin-table-walk';
import { eventOf } from './admin-walk-helpers';
import { quoteMessage, supportMessage } from './contact-messages-fixtures';
import { checkMessageRow, messageRowCells } from './contact-messages-screen';
import { contactMessagesListModel } from './models/contact-messages-list.model';
import { itWalksTheScreen } from './view-walk';

const fullName = (item: unknown) => {
  const { firstName, lastName } = item as ContactMessageItem;
  return `${firstName} ${lastName}`;
};

describe('the admin contact messages table', () => {
  itWalksTheScreen(
    adminTableWalk({
      model: contactMessagesListModel,
      url: '/admin/messages',
      page: AdminMessagesPage,
      list: 'GET /api/contact-messages',
      title: 'Contact Messages',
      columns: ['Name', 'Email', 'Inquiry Type', 'Subject', 'Received', 'Actions'],
      loadFailed: 'Failed to load messages',
      empty: 'No messages yet. Messages sent through the contact page appear here.',
      reloads: true,
      rows: (step) => lastListed<ContactMessageItem>(step).map(messageRowCells),
      nameOf: fullName,
      checkRow: checkMessageRow,
      deletion: {
        request: 'DELETE /api/contact-messages/2',
        title: 'Delete message',
        question: 'Delete the message from “Fahad Al-Qahtani”? This cannot be undone.',
      },
      deleted: { title: 'Success', message: 'Message deleted successfully', code: 'contactDeleted' },
      listed: [quoteMessage, supportMessage],
      doomed: quoteMessage,
      refusal: new ApiError('response', 'Request failed with status code 404', 404, 'contactMessageNotFound'),
      deleteError: 'Failed to delete message',
      scenarios: [
        {
          input: undefined,
          initial: 'loading',
          steps: [
            {
              event: eventOf('xstate.done.actor.fetchItems', { output: [quoteMessage, supportMessage] }),
              state: 'loaded',
            },
            // Marked read: the table loads its rows afresh, and the server now lists it read.
            { event: eventOf('item.updated', { item: { ...quoteMessage, read: true } }), state: 'loading' },
            {
              event: eventOf('xstate.done.actor.fetchItems', {
                output: [{ ...quoteMessage, read: true }, supportMessage],
              }),
              state: 'loaded',
            },
          ],
        },
      ],
      drivers: {
        // The person marks the row read and the server saves it.
        'item.updated': async ({ user, http }) => {
          await user.click(screen.getByLabelText('Mark the message from Fahad Al-Qahtani as read'));
          await http.answer('PATCH /api/contact-messages/2', 200, {
            success: true,
            message: 'Message marked as read',
            code: 'contactMarkedRead',
          });
          expect(http.sent.filter((r) => r.method === 'PATCH').at(-1)?.body).toEqual({ read: true });
        },
      },
      alertOf: (event: EventObject) =>
        event.type === 'item.updated'
          ? { type: 'success', title: 'Success', message: 'Message marked as read' }
          : null,
    }),
  );
});
