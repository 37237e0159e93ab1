import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { MessagesQuery } from '../../machines/contact-messages-list.machine';
import type { ContactMessageItem } from '../../src/api/contact';
import { eventOf, expectAlerts, failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import { quoteMessage, supportMessage } from './contact-messages-fixtures';
import { checkMessageRow, messageRowCells, messagesRoute } from './contact-messages-screen';
import {
  contactMessagesListModel,
  firstPage,
  gatewayError,
  type MessagesPage,
  noMessages,
  notFound,
  olderMessage,
  pastTheEnd,
  secondPage,
  syncedQuery,
  typedSearch,
} from './models/contact-messages-list.model';
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

/** The view as the spec writes it into the address: page 1, no order chosen and no search left out. */
function addressOf({ page, sort, q }: MessagesQuery): string {
  const parts = [
    ...(q ? [`q=${q}`] : []),
    ...(sort ? [`sort=${sort}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return `/admin/messages${parts.length ? `?${parts.join('&')}` : ''}`;
}
/** The order a view is shown in: the one chosen, else the newest first (a search too). */
const orderOf = ({ sort }: MessagesQuery) => sort ?? '-date';
/** The list request's parameters for a view: 50 a page, the order only when one was chosen. */
const paramsOf = ({ page, sort, q }: MessagesQuery) => ({
  page,
  per_page: 50,
  ...(sort ? { sort } : {}),
  ...(q ? { q } : {}),
});
const listRequest = 'GET /api/contact-messages';
const isList = (r: { method: string; url: string }) => `${r.method} ${r.url}` === listRequest;
const messageUrl = (id: number) => `/api/contact-messages/${id}`;
const deleteRequest = /^DELETE \/api\/contact-messages\/\d+$/;

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
interface Seen {
  query: MessagesQuery;
  table: 'loading' | 'shown' | 'empty' | 'failed' | 'confirming' | 'deleting';
  answer: MessagesPage | null;
  doomed: ContactMessageItem[];
  /** The parameters of each list request, in order. */
  listRequests: ReturnType<typeof paramsOf>[];
  /** The id of each message a DELETE was sent for, in order. */
  deletes: number[];
  /** Each read/unread change sent: the message and the status asked for. */
  marks: { id: number; read: boolean }[];
  alerts: ShownAlert[];
}

const sameView = (a: MessagesQuery, b: MessagesQuery) => addressOf(a) === addressOf(b);

function expected(step: Step): Seen {
  const query: MessagesQuery = { page: 1 };
  const seen: Seen = {
    query,
    table: 'loading',
    answer: null,
    doomed: [],
    listRequests: [paramsOf(query)],
    deletes: [],
    marks: [],
    alerts: [],
  };
  const load = (next: MessagesQuery) => {
    Object.assign(seen, { query: next, table: 'loading' });
    seen.listRequests.push(paramsOf(next));
  };
  const browsing = () => ['loading', 'shown', 'empty', 'failed'].includes(seen.table);
  for (const event of step.performed) {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'xstate.done.actor.fetchPage': {
        const answer = e.output as MessagesPage;
        // A page emptied meanwhile gives way to the page that is now last.
        if (answer.rows.length === 0 && answer.total > 0 && seen.query.page > 1) {
          load({ ...seen.query, page: Math.ceil(answer.total / 50) });
          break;
        }
        Object.assign(seen, { answer, table: answer.rows.length > 0 ? 'shown' : 'empty' });
        break;
      }
      case 'xstate.error.actor.fetchPage':
        Object.assign(seen, { table: 'failed', answer: null });
        seen.alerts.push({
          type: 'error',
          title: 'Error',
          message: failureText(e, 'Failed to load messages'),
        });
        break;
      case 'retry.requested':
        seen.table = 'loading';
        seen.listRequests.push(paramsOf(seen.query));
        break;
      case 'search.submitted':
      case 'sort.requested':
      case 'url.synced':
      case 'page.requested': {
        const next: MessagesQuery =
          e.type === 'search.submitted'
            ? { ...seen.query, q: e.q as string, page: 1 }
            : e.type === 'sort.requested'
              ? { ...seen.query, sort: e.sort as MessagesQuery['sort'], page: 1 }
              : e.type === 'url.synced'
                ? (e.query as MessagesQuery)
                : { ...seen.query, page: e.page as number };
        if (browsing() && !sameView(next, seen.query)) load(next);
        break;
      }
      case 'rows.changed': {
        // The row's read button asks for the other status; once saved, the page is read afresh.
        const row = e.row as ContactMessageItem;
        seen.marks.push({ id: row.id, read: !row.read });
        seen.alerts.push({
          type: 'success',
          title: 'Success',
          message: row.read ? 'Message marked as unread' : 'Message marked as read',
        });
        if (seen.table === 'shown') load(seen.query);
        break;
      }
      case 'delete.requested':
        Object.assign(seen, { table: 'confirming', doomed: e.items });
        break;
      case 'delete.cancelled':
        Object.assign(seen, { table: 'shown', doomed: [] });
        break;
      case 'delete.confirmed':
        seen.table = 'deleting';
        seen.deletes.push(...seen.doomed.map((item) => item.id));
        break;
      case 'xstate.done.actor.deleteRows':
        seen.alerts.push({ type: 'success', title: 'Success', message: 'Message deleted successfully' });
        seen.doomed = [];
        load(seen.query);
        break;
      case 'xstate.error.actor.deleteRows':
        Object.assign(seen, { table: 'shown', doomed: [] });
        seen.alerts.push({
          type: 'error',
          title: 'Error',
          message: failureText(e, 'Failed to delete message'),
        });
        break;
    }
  }
  return seen;
}

const before = (step: Step) => expected({ ...step, performed: step.performed.slice(0, -1) });

// Elements are read straight from the page: role queries are slow in jsdom.
const heading = () => document.querySelector('h1') as HTMLElement;
const pageRoot = () => heading().parentElement as HTMLElement;
const searchField = () => pageRoot().querySelector('search input') as HTMLInputElement;
const countLine = () => pageRoot().querySelector(':scope > p[aria-live]') as HTMLElement;
const area = () => pageRoot().querySelector(':scope > [aria-busy]') as HTMLElement;
const pager = () => pageRoot().querySelector(':scope > nav');
const dialog = () => document.querySelector<HTMLElement>('dialog[open]');
const buttonIn = (root: Element | null | undefined, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text) ?? null;
const labelled = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

/** A sortable column's heading: its name with the way it sorts, and its `aria-sort`. */
function sortHeading(name: string, ascending: string, descending: string, shown: string) {
  const direction = shown === ascending ? 'ascending' : shown === descending ? 'descending' : null;
  return [`${name}${direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}`, direction];
}

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
  const busy = seen.table === 'loading' || seen.table === 'deleting';
  expect(area()).toHaveAttribute('aria-busy', String(busy));

  const answer = seen.answer;
  const rows = answer?.rows ?? [];
  const failed = seen.table === 'failed';
  const total = answer?.total ?? 0;
  expect(countLine().textContent).toBe(
    !answer || failed
      ? ''
      : `${total} ${total === 1 ? 'message' : 'messages'}${seen.query.q ? ' found' : ''}`,
  );
  if (failed) expect(area().textContent).toBe('Failed to load messagesTry again');
  else if (!answer || (seen.table === 'loading' && rows.length === 0))
    expect(area().textContent).toBe('Loading…');
  else if (rows.length === 0)
    expect(area().textContent).toBe(
      seen.query.q
        ? `No messages match “${seen.query.q}”.`
        : 'No messages yet. Messages sent through the contact page appear here.',
    );
  else expectTable(seen, rows);
  if (failed) expect(buttonIn(area(), 'Try again')?.disabled).toBe(false);

  const pages = Math.max(1, Math.ceil(total / 50));
  if (!answer || rows.length === 0 || failed) expect(pager()).toBeNull();
  else {
    expect(pager()).toHaveAttribute('aria-label', 'Pages of the messages table');
    expect(pager()?.textContent).toBe(`Previous pagePage ${seen.query.page} of ${pages}Next page`);
    expect(buttonIn(pager(), 'Previous page')).toHaveAttribute(
      'aria-disabled',
      String(busy || seen.query.page <= 1),
    );
    expect(buttonIn(pager(), 'Next page')).toHaveAttribute(
      'aria-disabled',
      String(busy || seen.query.page >= pages),
    );
  }

  const [doomed] = seen.doomed;
  if (!doomed) expect(dialog()).toBeNull();
  else {
    const deleting = seen.table === 'deleting';
    expect(dialog()?.textContent).toBe(
      `Delete messageDelete the message from “${fullName(doomed)}”? This cannot be undone.Cancel${deleting ? 'Deleting...' : 'Delete'}`,
    );
    expect([...(dialog()?.querySelectorAll('button') ?? [])].map((b) => [b.textContent, b.disabled])).toEqual(
      [
        ['Cancel', deleting],
        [deleting ? 'Deleting...' : 'Delete', deleting],
      ],
    );
  }

  // Every list request the views asked for, in order, with its parameters; each message deleted
  // with a DELETE of its own, each read/unread change with a PATCH; nothing else.
  const { sent } = app.http;
  expect(sent.filter(isList).map((r) => r.params)).toStrictEqual(seen.listRequests);
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => [r.url, r.body])).toEqual(
    seen.deletes.map((id) => [messageUrl(id), undefined]),
  );
  expect(sent.filter((r) => r.method === 'PATCH').map((r) => [r.url, r.body])).toEqual(
    seen.marks.map(({ id, read }) => [messageUrl(id), { read }]),
  );
  expect(sent).toHaveLength(seen.listRequests.length + seen.deletes.length + seen.marks.length);
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
    // A delete called off: the dialog gives the focus back to the row's Delete button.
    // A delete refused, too; one done takes its row away: the heading takes the focus.
    if (step.event?.type === 'delete.cancelled' || step.event?.type === 'xstate.error.actor.deleteRows') {
      const [doomed] = before(step).doomed;
      expect(document.activeElement).toBe(labelled(`Delete ${fullName(doomed as ContactMessageItem)}`));
    }
    if (step.event?.type === 'xstate.done.actor.deleteRows')
      expect(document.activeElement).toBe(document.querySelector('h1'));
  };
}

const checks = {
  'browsing.loading': checkOf('loading'),
  'browsing.shown': checkOf('shown'),
  'browsing.empty': checkOf('empty'),
  'browsing.failed': checkOf('failed'),
  confirming: checkOf('confirming'),
  deleting: checkOf('deleting'),
};

const loaded = (page: MessagesPage) => eventOf('xstate.done.actor.fetchPage', { output: page });
const browsing = (state: string) => ({ browsing: state });
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
      { event: eventOf('xstate.error.actor.fetchPage', { error: gatewayError }), state: browsing('failed') },
      { event: eventOf('retry.requested'), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 2 }), state: browsing('loading') },
      { event: loaded(secondPage), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 1 }), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
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
      'xstate.done.actor.fetchPage': ({ http }, event) => {
        const { output } = event as EventObject & { output: MessagesPage };
        return http.answer(listRequest, 200, output.rows, { 'x-total-count': String(output.total) });
      },
      'xstate.error.actor.fetchPage': ({ http }, event) => failRequest(http, listRequest, event),
      'retry.requested': ({ user }) => user.click(buttonIn(area(), 'Try again') as Element),
      'search.submitted': async ({ user }, event) => {
        await user.clear(searchField());
        await user.type(searchField(), `${(event as EventObject & { q: string }).q}{Enter}`);
      },
      'sort.requested': ({ user }, event) => {
        const { sort } = event as EventObject & { sort: string };
        const column = sort.endsWith('name') ? 'Name' : 'Received';
        const button = [...area().querySelectorAll('th button')].find((b) =>
          b.textContent?.startsWith(column),
        );
        return user.click(button as Element);
      },
      'url.synced': (app, event) =>
        app.navigate?.(addressOf((event as EventObject & { query: MessagesQuery }).query)),
      'page.requested': ({ user }, event, step) => {
        const { page } = event as EventObject & { page: number };
        return user.click(
          buttonIn(pager(), page < before(step).query.page ? 'Previous page' : 'Next page') as Element,
        );
      },
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
      'delete.requested': ({ user }, event) => {
        const { items } = event as EventObject & { items: ContactMessageItem[] };
        return user.click(labelled(`Delete ${fullName(items[0] as ContactMessageItem)}`) as Element);
      },
      'delete.confirmed': ({ user }) => user.click(buttonIn(dialog(), 'Delete') as Element),
      'delete.cancelled': ({ user }, event) =>
        (event as EventObject & { with?: string }).with === 'Escape'
          ? user.keyboard('{Escape}')
          : user.click(buttonIn(dialog(), 'Cancel') as Element),
      // One answer for each message's own DELETE.
      'xstate.done.actor.deleteRows': async ({ http }, event) => {
        for (const answer of (event as EventObject & { output: unknown[] }).output)
          await http.answer(deleteRequest, 200, answer);
      },
      'xstate.error.actor.deleteRows': ({ http }, event) => failRequest(http, deleteRequest, event),
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
