import type { AnyMachineSnapshot } from 'xstate';
import {
  contactMessagesListMachine,
  type MessagesQuery,
} from '../../../machines/contact-messages-list.machine';
import { type PagedTableContext, sameTableQuery, type TablePage } from '../../../machines/paged-table';
import type { ContactMessageItem } from '../../../src/api/contact';
import type { ContactMessageSort } from '../../../src/api/contact-sorts';
import { ApiError } from '../../../src/api/errors';
import { quoteMessage, supportMessage } from '../contact-messages-fixtures';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export type MessagesPage = TablePage<ContactMessageItem>;

/** The one message of the second page: the oldest, read, without a phone number. */
export const olderMessage: ContactMessageItem = {
  id: 3,
  firstName: 'Omar',
  lastName: 'Al-Shehri',
  email: 'omar@example.com',
  phone: '',
  subject: 'Catalogue for distributors',
  message: 'Is there a printed catalogue we can hand to our customers?',
  inquiryType: 'product',
  read: true,
  created_at: '2026-01-20T11:15:00.000Z',
};

/** Two pages of 50 messages a page, the server says, of which the walk's answers carry a few. */
export const firstPage: MessagesPage = { rows: [quoteMessage, supportMessage], total: 51 };
export const secondPage: MessagesPage = { rows: [olderMessage], total: 51 };
/** Nothing in the view (no message yet, or none matching the search). */
export const noMessages: MessagesPage = { rows: [], total: 0 };
/** A page past the end: its rows were deleted meanwhile, two messages are left on page 1. */
export const pastTheEnd: MessagesPage = { rows: [], total: 2 };

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);
/** The message was deleted meanwhile (in another tab): the server's refusal, with its own words. */
export const notFound = new ApiError(
  'response',
  'Request failed with status code 404',
  404,
  'contactMessageNotFound',
);

/** The view the address moves to under the page (Back, Forward), and what is searched on the page. */
export const syncedQuery: MessagesQuery = { page: 2, sort: '-name' };
export const typedSearch = 'fahad';

const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as PagedTableContext<ContactMessageItem, ContactMessageSort>;
/** The page's first view: only there are searches, orders, changes and deletes tried, so the graph stays small. */
const firstView = (snapshot: AnyMachineSnapshot) => sameTableQuery(contextOf(snapshot).query, { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];
/** The unread quotation request, while the first view shows it: the row the walks mark read and delete. */
const quoteIn = (snapshot: AnyMachineSnapshot) =>
  firstView(snapshot)
    ? (contextOf(snapshot).answer?.rows ?? []).filter((row) => row.id === quoteMessage.id)
    : [];

// The table opens on its first view: the first page loads (or none, or fails and is retried); a
// search, an order by either sortable column and the address moving under the page; the next page
// and back; a message marked read (the page loads afresh); a delete of one message, cancelled,
// refused or done.
export const contactMessagesListModel: MachineModel = {
  machine: contactMessagesListMachine.provide({
    actors: { fetchPage: pendingActor(), deleteRows: pendingActor() },
    actions: { notify: noop, writeUrl: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchPage': (snapshot) =>
      contextOf(snapshot).query.page === 1
        ? [{ output: firstPage }, { output: noMessages }]
        : [{ output: secondPage }, { output: pastTheEnd }],
    'xstate.error.actor.fetchPage': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'retry.requested': [{}],
    'search.submitted': inFirstView([{ q: typedSearch }]),
    // A sortable column's heading, pressed once: there are headings while rows are on screen. Name
    // (unsorted) asks for A to Z; Received (newest first, unless another order is chosen) for the oldest first.
    'sort.requested': (snapshot) =>
      firstView(snapshot) && (contextOf(snapshot).answer?.rows.length ?? 0) > 0
        ? [{ sort: 'name' }, { sort: 'date' }]
        : [],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'page.requested': (snapshot) => {
      const { page } = contextOf(snapshot).query;
      return [{ page: page === 1 ? 2 : 1 }];
    },
    // The row's read button, saved: the event carries nothing; the row is for the driver.
    'rows.changed': (snapshot) =>
      quoteIn(snapshot)
        .filter((row) => !row.read)
        .map((row) => ({ row })),
    'delete.requested': (snapshot) => quoteIn(snapshot).map((row) => ({ items: [row] })),
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    // The page deletes each message with its own request: the answers, one a message.
    'xstate.done.actor.deleteRows': [
      { output: [{ success: true, message: 'Message deleted successfully', code: 'contactDeleted' }] },
      // An answer without a code (an older server): the same alert.
      { output: [{ success: true, message: 'Message deleted successfully' }] },
    ],
    'xstate.error.actor.deleteRows': [{ error: notFound }, { error: gatewayError }, { error: networkError }],
  },
};
