/** What the contact messages walks share: the table of the two sample messages. */

import { useSearch } from '@tanstack/react-router';
import { expect } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { ContactMessageItem } from '../../src/api/contact';
import { contactMessageSorts } from '../../src/api/contact-sorts';
import { tableQueryOf } from '../../src/components/admin/admin-table-search';
import { AdminMessagesPage } from '../../src/components/admin/messages-page';
import { quoteMessage, supportMessage } from './contact-messages-fixtures';
import { renderScreen, type ScreenRoute } from './screen';

/** The request that lists the table's rows. */
export const messagesList = 'GET /api/contact-messages';

/** The route as the app declares it: the view it keeps from the address, its page. */
export const messagesRoute: ScreenRoute = {
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminMessages() {
    return <AdminMessagesPage query={tableQueryOf(useSearch({ strict: false }), contactMessageSorts)} />;
  },
};

/** /admin/messages once the server listed its two messages, newest first. */
export async function renderMessagesTable(inspect: (event: InspectionEvent) => void) {
  const app = renderScreen({
    url: '/admin/messages',
    routes: { '/admin/messages': messagesRoute },
    inspect,
    quickUser: true,
  });
  await app.http.answer(messagesList, 200, [quoteMessage, supportMessage]);
  return app;
}

const receivedText: Record<string, string> = {
  '2026-03-01T09:30:00.000Z': '1 Mar 2026, 09:30',
  '2026-02-14T16:05:00.000Z': '14 Feb 2026, 16:05',
};
const typeText: Record<string, string> = { quote: 'Request a quote', support: 'Technical support' };

/**
 * A row's cells before Actions: the name (an unread message marked New), the e-mail, the inquiry
 * type's label, the subject opening to the text and phone, the time it came.
 */
export function messageRowCells(item: ContactMessageItem): string[] {
  return [
    `${item.read ? '' : 'New'}${item.firstName} ${item.lastName}`,
    item.email,
    typeText[item.inquiryType] ?? item.inquiryType,
    `${item.subject}${item.message}${item.phone ? `Phone: ${item.phone}` : ''}`,
    receivedText[item.created_at] ?? item.created_at,
  ];
}

/** The row's e-mail link and its read/unread button named for it, waiting or not. */
export function checkMessageRow(row: HTMLElement, [name = '']: string[], { waiting }: { waiting: boolean }) {
  const unread = name.startsWith('New');
  const sender = unread ? name.slice('New'.length) : name;
  expect(row.querySelector('a[href^="mailto:"]')).toBeTruthy();
  const actions = [...(row.lastElementChild?.querySelectorAll('button') ?? [])].slice(0, -1);
  expect(actions.map((b) => [b.textContent, b.getAttribute('aria-label'), b.disabled])).toEqual([
    unread
      ? ['Mark as read', `Mark the message from ${sender} as read`, waiting]
      : ['Mark as unread', `Mark the message from ${sender} as unread`, waiting],
  ]);
}
