import { describe, expect, it } from 'vitest';
import type { SubscriptionsQuery } from '../../machines/subscription-list.machine';
import type { SubscriptionSort } from '../../src/api/subscription-sorts';
import type { Subscription } from '../../src/api/subscriptions';
import { eventOf, expectAlerts } from './admin-walk-helpers';
import {
  firstEver,
  firstPage,
  gatewayError,
  huda,
  noSubscriptions,
  notFound,
  omar,
  pastTheEnd,
  secondPage,
  subscriptionListModel,
  syncedQuery,
  typedSearch,
} from './models/subscription-list.model';
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
import { type AppScreen, showing } from './screen';
import { renderSubscriptions } from './subscriptions-screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

/** Each address's cells before its action, as the table shows them: address, language, date. */
const cellsOf: Record<number, string[]> = {
  [huda.id]: ['huda@example.com', 'Arabic', '2 Mar 2026, 08:30'],
  [omar.id]: ['omar@example.com', 'English', '1 Mar 2026, 10:00'],
  [firstEver.id]: ['procurement@riyadh-contracting.example', 'English', '20 Dec 2025, 07:15'],
};

const addressOf = (view: SubscriptionsQuery) => viewAddress('/admin/subscriptions', view);
/** The order a view is shown in: the one chosen, else the newest first (a search too). */
const orderOf = ({ sort }: SubscriptionsQuery) => sort ?? '-date';
const listRequest = 'GET /api/subscriptions';
const isList = (r: { method: string; url: string }) => `${r.method} ${r.url}` === listRequest;
const deleteRequest = /^DELETE \/api\/subscriptions\/\d+$/;

type Seen = PagedSeen<Subscription, SubscriptionSort, ReturnType<typeof listParams>>;

function expected(step: Step): Seen {
  return replayPagedTable<Subscription, SubscriptionSort, ReturnType<typeof listParams>>(step, {
    requestOf: listParams,
    loadFailed: 'Failed to load the subscriptions',
    deleteFailed: 'Failed to remove the subscription',
    deleted: () => ({ type: 'success', title: 'Success', message: 'Subscription removed' }),
  });
}

const before = (step: Step) => expected({ ...step, performed: step.performed.slice(0, -1) });

const heading = () => document.querySelector('h1') as HTMLElement;
const page = pagedTablePage(() => heading().parentElement?.parentElement as HTMLElement);
const { pageRoot, searchField, area } = page;

/** The table, when rows are shown: its headings with their order, each row's cells and its Delete. */
function expectTable(seen: Seen, rows: Subscription[]) {
  const table = area().querySelector('table') as HTMLTableElement;
  expect(table.caption?.textContent).toBe('Catalog subscriptions');
  const order = orderOf(seen.query);
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])];
  expect(headings.map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([
    sortHeading('E-mail address', 'email', '-email', order),
    ['Language', null],
    sortHeading('Subscribed', 'date', '-date', order),
    ['Actions', null],
  ]);
  const bodyRows = [...(table.tBodies[0]?.rows ?? [])];
  expect(bodyRows.map((tr) => [...tr.cells].slice(0, -1).map((td) => td.textContent))).toEqual(
    rows.map((row) => cellsOf[row.id]),
  );
  rows.forEach((row, index) => {
    const actions = [...(bodyRows[index]?.lastElementChild?.querySelectorAll('a, button') ?? [])];
    // A page loading afresh takes no removal until its rows are there.
    expect(
      actions.map((a) => [a.textContent, a.getAttribute('aria-label'), (a as HTMLButtonElement).disabled]),
    ).toEqual([['Delete', `Delete ${row.email}`, seen.table === 'loading']]);
  });
}

/** What the page shows for the view, whatever the table's state. */
function expectPage(app: AppScreen, seen: Seen) {
  expect(heading().textContent).toBe('Catalog subscriptions');
  expect(heading().parentElement?.querySelector('button')?.textContent).toBe('Export CSV');
  // The address holds the view, so Back and a reload return to it.
  expect(app.location()).toBe(addressOf(seen.query));
  expect(pageRoot().querySelector('search')).toHaveAttribute('aria-label', 'Search subscriptions');
  expect(searchField().value).toBe(seen.query.q ?? '');
  expectPagedTableFrame(page, seen, {
    noun: ['subscription', 'subscriptions'],
    loadFailed: 'Failed to load the subscriptions',
    emptyText: (q) => (q ? `No subscriptions match “${q}”.` : 'No one has subscribed to the catalogs yet.'),
    pagerLabel: 'Pages of the subscriptions table',
    expectRows: (rows) => expectTable(seen, rows),
    question: ([doomed]) =>
      `Remove subscriptionRemove “${doomed?.email}” from the catalog subscriptions? No new catalog will be sent to it. This cannot be undone.`,
  });

  // Every list request the views asked for, in order, with its parameters; each address removed
  // with a DELETE of its own; nothing else.
  const { sent } = app.http;
  expect(sent.filter(isList).map((r) => r.params)).toStrictEqual(seen.listRequests);
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(
    seen.deletes.flat().map((id) => `/api/subscriptions/${id}`),
  );
  expect(sent).toHaveLength(seen.listRequests.length + seen.deletes.flat().length);
  const waiting = [
    ...(seen.table === 'loading' ? [listRequest] : []),
    ...(seen.table === 'deleting' ? seen.doomed.map((row) => `DELETE /api/subscriptions/${row.id}`) : []),
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
    expectFocusAfterDelete(step, before(step).doomed, (row: Subscription) => `Delete ${row.email}`);
  };
}

const scenarios: Scenario[] = [
  // Omar's removal cancelled, refused (another tab removed it), then done: the page read afresh.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [omar] }), state: 'confirming' },
      { event: eventOf('delete.cancelled', { with: 'Escape' }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [omar] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: eventOf('xstate.error.actor.deleteRows', { error: notFound }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [omar] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      {
        event: eventOf('xstate.done.actor.deleteRows', {
          output: [{ success: true, message: 'Subscription removed', code: 'subscriptionDeleted' }],
        }),
        state: browsing('loading'),
      },
      { event: loaded({ rows: [huda, firstEver], total: 50 }), state: browsing('shown') },
    ],
  },
  // A load refused and tried again; the next page and back; by address, then the oldest first; a
  // search that finds nothing; the address moved under the page to a second page by address, whose
  // rows went meanwhile: it gives way to the first.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      ...retriedAndPagedSteps(firstPage, secondPage, gatewayError),
      { event: eventOf('sort.requested', { sort: 'email' }), state: browsing('loading') },
      { event: loaded({ rows: [huda, omar], total: 51 }), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'date' }), state: browsing('loading') },
      { event: loaded({ rows: [firstEver, omar], total: 51 }), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded(noSubscriptions), state: browsing('empty') },
      { event: eventOf('url.synced', { query: syncedQuery }), state: browsing('loading') },
      { event: loaded(pastTheEnd), state: browsing('loading') },
      { event: loaded({ rows: [huda, omar], total: 2 }), state: browsing('shown') },
    ],
  },
];

describe('the catalog subscriptions table', () => {
  itWalksTheScreen<AppScreen>({
    model: subscriptionListModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (_path, inspect) => renderSubscriptions('/admin/subscriptions', { inspect }),
    drivers: {
      ...pagedTableGestures<SubscriptionSort>({
        page,
        listRequest,
        addressOf,
        columnOf: (sort) => (sort.endsWith('email') ? 'E-mail address' : 'Subscribed'),
        viewBefore: (step) => before(step).query,
      }),
      ...rowDeleteGestures<Subscription>({ nameOf: (row) => row.email, deleteRequest }),
    },
    checks: pagedTableChecks(checkOf),
  });

  it('drops from the address what it refuses, in place, and shows the view it keeps', async () => {
    const app = await renderSubscriptions('/admin/subscriptions?q=huda&sort=language&page=0');
    await showing(() => (app.location() === '/admin/subscriptions?q=huda' ? true : null));
    expect(app.http.sent.filter(isList).map((r) => r.params)).toStrictEqual([
      { page: 1, per_page: 50, q: 'huda' },
    ]);
    expect(searchField().value).toBe('huda');
    app.unmount();
  });
});
