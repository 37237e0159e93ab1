/** What the contact messages walks share: two messages as the API lists them, and their table. */
import { expect } from 'vitest';
import type { InspectionEvent } from 'xstate';
import type { ContactMessageItem } from '../../src/api/contact';
import { AdminMessagesPage } from '../../src/components/admin/messages-page';
import { renderScreen } from './screen';

/** A quotation request nobody has read yet, with a phone number. */
export const quoteMessage: ContactMessageItem = {
  id: 2,
  firstName: 'Fahad',
  lastName: 'Al-Qahtani',
  email: 'fahad@example.com',
  phone: '+966 50 000 0000',
  subject: 'CPVC pipes for a hospital',
  message: 'Please send prices for 200 m of 2-inch pipe.',
  inquiryType: 'quote',
  read: false,
  created_at: '2026-03-01T09:30:00.000Z',
};

/** An older support question, already read, without a phone number. */
export const supportMessage: ContactMessageItem = {
  id: 1,
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.com',
  phone: '',
  subject: 'Leaking fitting',
  message: 'A 1-inch elbow leaks after a week.',
  inquiryType: 'support',
  read: true,
  created_at: '2026-02-14T16:05:00.000Z',
};

/** The request that lists the table's rows. */
export const messagesList = 'GET /api/contact-messages';

/** /admin/messages once the server listed its two messages, newest first. */
export async function renderMessagesTable(inspect: (event: InspectionEvent) => void) {
  const app = renderScreen({
    url: '/admin/messages',
    routes: { '/admin/messages': AdminMessagesPage },
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
