/**
 * Two messages as the API lists them, shared by the contact messages walks and their models (so
 * this file imports no screen: the models also run outside the browser, in the paths report).
 */
import type { ContactMessageItem } from '../../src/api/contact';

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
