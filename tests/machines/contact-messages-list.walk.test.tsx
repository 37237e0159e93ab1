import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { MessagesQuery } from '../../machines/contact-messages-list.machine';
import type { ContactMessageItem } from '../../src/api/contact';
import type { ContactMessageSort } from '../../src/api/contact-sorts';
import { eventOf, expectAlerts } from './admin-walk-helpers';
import { quoteMessage, supportMessage } from './contact-messages-fixtures';
import { checkMessageRow, messageRowCells, messagesRoute } from './contact-messages-screen';
import {
  contactMessagesListModel,
  firstPage,
  gatewayError,
  noMessages,
  notFound,
  olderMessage,
  pastTheEnd,
  secondPage,
  syncedQuery,
  typedSearch,
} from './models/contact-messages-list.model';
import {
  browsing,
  expectFocusAfterDelete,
  expectPagedTableFrame,
  listParams,
  loaded,
  type Seen as PagedSeen,
  pagedTableChecks,
  pagedTableGestures,
  pagedTablePage,
  replayPagedTable,
  retriedAndPagedSteps,
  rowDeleteGestures,
  sortHeading,
  viewAddress,
} from './paged-table-walk';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

const fullName = (item: ContactMessageItem) => `${item.firstName} ${item.lastName}`;

/** A row's cells before Actions; the second page's message is of a type and a date of its own. */
function cellsOf(item: ContactMessageItem): string[] {
  const [name = '', email = '', type = '', subject = '', received = ''] = messageRowCells(item);
  return item.id === olderMessage.id
    ? [name, email, 'Product information', subject, '20 Jan 2026, 11:15']
    : [name, email, type, subject, received];
}

const addressOf = (view: MessagesQuery) => viewAddress('/admin/messages', view);
/** The order a view is shown in: the one chosen, else the newest first (a search too). */
const orderOf = ({ sort }: MessagesQuery) => sort ?? '-date';
const paramsOf = listParams;
const listRequest = 'GET /api/contact-messages';
const isList = (r: { method: string; url: string }) => `${r.method} ${r.url}` === listRequest;
const messageUrl = (id: number) => `/api/contact-messages/${id}`;
const deleteRequest = /^DELETE \/api\/contact-messages\/\d+$/;

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
type Seen = PagedSeen<ContactMessageItem, ContactMessageSort, ReturnType<typeof paramsOf>> & {
  /** Each read/unread change sent: the message and the status asked for. */
  marks: { id: number; read: boolean }[];
};

function expected(step: Step): Seen {
  const seen = replayPagedTable<ContactMessageItem, ContactMessageSort, ReturnType<typeof paramsOf>>(step, {
    requestOf: paramsOf,
    loadFailed: 'Failed to load messages',
    deleteFailed: 'Failed to delete message',
    deleted: () => ({ type: 'success', title: 'Success', message: 'Message deleted successfully' }),
    // The row's read button asks for the other status; once saved, the page is read afresh.
    own: (seen, e, load) => {
      if (e.type !== 'rows.changed') return;
      const row = e.row as ContactMessageItem;
      seen.alerts.push({
        type: 'success',
        title: 'Success',
        message: row.read ? 'Message marked as unread' : 'Message marked as read',
      });
      if (seen.table === 'shown') load();
    },
  });
  const marks = step.performed
    .filter((e) => e.type === 'rows.changed')
    .map((e) => {
      const row = (e as EventObject & { row: ContactMessageItem }).row;
      return { id: row.id, read: !row.read };
    });
  return { ...seen, marks };
}

const before = (step: Step) => expected({ ...step, performed: step.performed.slice(0, -1) });

const heading = () => document.querySelector('h1') as HTMLElement;
const page = pagedTablePage(() => heading().parentElement as HTMLElement);
const { pageRoot, searchField, area } = page;
const labelled = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

/** The table, when rows are shown: its headings with their order, each row's cells and actions. */
function expectTable(seen: Seen, rows: ContactMessageItem[]) {
  const table = area().querySelector('table') as HTMLTableElement;
  expect(table.caption?.textContent).toBe('Contact Messages');
  const order = orderOf(seen.query);
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])];
  expect(headings.map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([
    sortHeading('Name', 'name', '-name', order),
    ['Email', null],
    ['Inquiry Type', null],
    ['Subject', null],
    sortHeading('Received', 'date', '-date', order),
    ['Actions', null],
  ]);
  const bodyRows = [...(table.tBodies[0]?.rows ?? [])];
  expect(bodyRows.map((tr) => [...tr.cells].slice(0, -1).map((td) => td.textContent))).toEqual(
    rows.map(cellsOf),
  );
  rows.forEach((row, index) => {
    const tr = bodyRows[index] as HTMLTableRowElement;
    expect(tr.dataset.row).toBe(String(row.id));
    // A row changes one thing at a time: its read button waits while the table loads or a delete is asked.
    checkMessageRow(tr, cellsOf(row), { waiting: seen.table !== 'shown' });
    const del = [...(tr.lastElementChild?.querySelectorAll('button') ?? [])].at(-1);
    // A page loading afresh takes no delete until its rows are there.
    expect([del?.textContent, del?.getAttribute('aria-label'), del?.disabled]).toEqual([
      'Delete',
      `Delete ${fullName(row)}`,
      seen.table === 'loading',
    ]);
  });
}

/** What the page shows for the view, whatever the table's state. */
function expectPage(app: AppScreen, seen: Seen) {
  expect(heading().textContent).toBe('Contact Messages');
  // The address holds the view, so Back and a reload return to it.
  expect(app.location()).toBe(addressOf(seen.query));
  expect(pageRoot().querySelector('search')).toHaveAttribute('aria-label', 'Search messages');
  expect(searchField().value).toBe(seen.query.q ?? '');
  expectPagedTableFrame(page, seen, {
    noun: ['message', 'messages'],
    loadFailed: 'Failed to load messages',
    emptyText: (q) =>
      q
        ? `No messages match “${q}”.`
        : 'No messages yet. Messages sent through the contact page appear here.',
    pagerLabel: 'Pages of the messages table',
    expectRows: (rows) => expectTable(seen, rows),
    question: ([doomed]) =>
      `Delete messageDelete the message from “${doomed ? fullName(doomed) : ''}”? This cannot be undone.`,
  });

  // Every list request the views asked for, in order, with its parameters; each message deleted
  // with a DELETE of its own, each read/unread change with a PATCH; nothing else.
  const { sent } = app.http;
  expect(sent.filter(isList).map((r) => r.params)).toStrictEqual(seen.listRequests);
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => [r.url, r.body])).toEqual(
    seen.deletes.flat().map((id) => [messageUrl(id), undefined]),
  );
  expect(sent.filter((r) => r.method === 'PATCH').map((r) => [r.url, r.body])).toEqual(
    seen.marks.map(({ id, read }) => [messageUrl(id), { read }]),
  );
  expect(sent).toHaveLength(seen.listRequests.length + seen.deletes.flat().length + seen.marks.length);
  const waiting = [
    ...(seen.table === 'loading' ? [listRequest] : []),
    ...(seen.table === 'deleting' ? seen.doomed.map((item) => `DELETE ${messageUrl(item.id)}`) : []),
  ];
  expect(app.http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(waiting);
}

function checkOf(table: Seen['table']) {
  return (app: AppScreen, step: Step) => {
    const seen = expected(step);
    // The spec's replay and the flow agree on where the page is.
    expect(seen.table).toBe(table);
    expectPage(app, seen);
    expectAlerts(seen.alerts, { justRaised: seen.alerts.length > before(step).alerts.length });
    expectFocusAfterDelete(step, before(step).doomed, (row: ContactMessageItem) => `Delete ${fullName(row)}`);
  };
}

const checks = pagedTableChecks(checkOf);

const deleted = eventOf('xstate.done.actor.deleteRows', {
  output: [{ success: true, message: 'Message deleted successfully', code: 'contactDeleted' }],
});
const quoteRead: ContactMessageItem = { ...quoteMessage, read: true };

const scenarios: Scenario[] = [
  // The quotation request marked read, and the server now lists it read; its delete cancelled,
  // refused (another tab deleted it), then done: the page read afresh without it.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('rows.changed', { row: quoteMessage }), state: browsing('loading') },
      { event: loaded({ rows: [quoteRead, supportMessage], total: 51 }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [quoteRead] }), state: 'confirming' },
      { event: eventOf('delete.cancelled', { with: 'Cancel' }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [quoteRead] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: eventOf('xstate.error.actor.deleteRows', { error: notFound }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [quoteRead] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: deleted, state: browsing('loading') },
      { event: loaded({ rows: [supportMessage, olderMessage], total: 50 }), state: browsing('shown') },
      // Marked unread again: the server lists it unread.
      { event: eventOf('rows.changed', { row: supportMessage }), state: browsing('loading') },
      {
        event: loaded({ rows: [{ ...supportMessage, read: false }, olderMessage], total: 50 }),
        state: browsing('shown'),
      },
    ],
  },
  // A load refused and tried again; the next page and back; the oldest first (Received), then by
  // name; a search that finds one; the address moved under the page to a second page by name Z to
  // A, whose rows went meanwhile: it gives way to the first.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      ...retriedAndPagedSteps(firstPage, secondPage, gatewayError),
      { event: eventOf('sort.requested', { sort: 'date' }), state: browsing('loading') },
      { event: loaded({ rows: [olderMessage, supportMessage], total: 51 }), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'name' }), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded({ rows: [quoteMessage], total: 1 }), state: browsing('shown') },
      { event: eventOf('url.synced', { query: syncedQuery }), state: browsing('loading') },
      { event: loaded(pastTheEnd), state: browsing('loading') },
      { event: loaded({ rows: [supportMessage, quoteMessage], total: 2 }), state: browsing('shown') },
    ],
  },
  // Nothing yet; a search on the empty table finds nothing either.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(noMessages), state: browsing('empty') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded(noMessages), state: browsing('empty') },
    ],
  },
];

async function renderMessages(url: string, inspect?: Parameters<typeof renderScreen>[0]['inspect']) {
  window.localStorage.clear();
  const app = renderScreen({
    url,
    routes: { '/admin/messages': messagesRoute },
    inspect,
    quickUser: true,
  });
  await showing(() => document.querySelector('h1'));
  return app;
}

describe('the admin contact messages table', () => {
  itWalksTheScreen<AppScreen>({
    model: contactMessagesListModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (_path, inspect) => renderMessages('/admin/messages', inspect),
    drivers: {
      ...pagedTableGestures<ContactMessageSort>({
        page,
        listRequest,
        addressOf,
        columnOf: (sort) => (sort.endsWith('name') ? 'Name' : 'Received'),
        viewBefore: (step) => before(step).query,
      }),
      // The row's read button, and the server saving the change.
      'rows.changed': async ({ user, http }, event) => {
        const { row } = event as EventObject & { row: ContactMessageItem };
        const status = row.read ? 'unread' : 'read';
        await user.click(labelled(`Mark the message from ${fullName(row)} as ${status}`) as Element);
        await http.answer(`PATCH ${messageUrl(row.id)}`, 200, {
          success: true,
          message: `Message marked as ${status}`,
          code: row.read ? 'contactMarkedUnread' : 'contactMarkedRead',
        });
      },
      ...rowDeleteGestures<ContactMessageItem>({ nameOf: fullName, deleteRequest }),
    },
    checks,
  });

  it('drops from the address what it refuses, in place, and shows the view it keeps', async () => {
    const app = await renderMessages('/admin/messages?q=fahad&sort=bogus&page=zero');
    await showing(() => (app.location() === '/admin/messages?q=fahad' ? true : null));
    expect(app.http.sent.filter(isList).map((r) => r.params)).toStrictEqual([
      { page: 1, per_page: 50, q: 'fahad' },
    ]);
    expect(app.http.sent).toHaveLength(1);
    expect(searchField().value).toBe('fahad');
    app.unmount();
  });
});
