import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { NewsTableQuery } from '../../machines/news-admin-list.machine';
import type { AdminNewsItem } from '../../src/api/news';
import type { NewsSort } from '../../src/api/news-sorts';
import { eventOf, expectAlerts, failRequest } from './admin-walk-helpers';
import {
  firstPage,
  gatewayError,
  networkError,
  newsAdminListModel,
  noNews,
  pastTheEnd,
  secondPage,
  syncedQuery,
  typedSearch,
} from './models/news-admin-list.model';
import { branchNews, lineNews, oldestNews } from './news-fixtures';
import { checkNewsRow, newsRoute, newsRowCells } from './news-walk-helpers';
import {
  browsing,
  chosenRowGestures,
  expectFocusAfterDelete,
  expectPagedTableFrame,
  expectPublicationFilter,
  listParams,
  loaded,
  type Seen as PagedSeen,
  pagedTableChecks,
  pagedTableGestures,
  pagedTablePage,
  replayPagedTable,
  retriedAndPagedSteps,
  rowCheckbox,
  sortHeading,
  viewAddress,
} from './paged-table-walk';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

const addressOf = (view: NewsTableQuery) => viewAddress('/admin/news', view);
/** The order a view is shown in: the one chosen, else the newest first (a search too). */
const orderOf = ({ sort }: NewsTableQuery) => sort ?? '-created';
const listRequest = 'GET /api/admin/news';
const isList = (r: { method: string; url: string }) => `${r.method} ${r.url}` === listRequest;
const deleteRequest = 'POST /api/news/bulk-delete';
const statusRequest = 'POST /api/news/bulk-status';
/** The video's eye button saves its status with a request of its own. */
const eyeRequest = 'PUT /api/news/2';
const sentAs = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
type Seen = PagedSeen<AdminNewsItem, NewsSort, ReturnType<typeof listParams>> & {
  /** Each row switched on by its eye button. */
  eyes: number;
};

function expected(step: Step): Seen {
  const seen = replayPagedTable<AdminNewsItem, NewsSort, ReturnType<typeof listParams>>(step, {
    requestOf: listParams,
    loadFailed: 'Failed to fetch news items',
    deleteFailed: 'Failed to delete news item',
    // One item deleted is told as one; several together as the rows chosen.
    deleted: (doomed) => ({
      type: 'success',
      title: 'Success',
      message:
        doomed.length === 1 ? 'News item deleted successfully' : 'The selected news items were deleted',
    }),
    switched: (active) => ({
      type: 'success',
      title: 'Success',
      message: `The selected news items were ${active ? 'activated' : 'deactivated'}`,
    }),
    switchFailed: 'Failed to change the status of the selected news items',
    // The eye button saved: its alert, and the page read afresh.
    own: (seen, e, load) => {
      if (e.type !== 'rows.changed') return;
      seen.alerts.push({ type: 'success', title: 'Success', message: 'News item activated successfully' });
      load();
    },
  });
  return { ...seen, eyes: step.performed.filter((e) => e.type === 'rows.changed').length };
}

const before = (step: Step) => expected({ ...step, performed: step.performed.slice(0, -1) });

const heading = () => document.querySelector('h1') as HTMLElement;
const page = pagedTablePage(() => heading().parentElement?.parentElement as HTMLElement);
const { pageRoot, searchField, area, buttonIn } = page;
const bulkDelete = 'Delete the news items chosen';
const bulkLabels = ['Activate the news items chosen', 'Deactivate the news items chosen', bulkDelete];
/** The bar over the rows chosen: its three buttons. */
const chosenBar = () => buttonIn(pageRoot(), bulkDelete)?.parentElement ?? null;
const checkbox = rowCheckbox;

/** The table, when rows are shown: its headings with their order, each row's cells, choices and actions. */
function expectTable(seen: Seen, rows: AdminNewsItem[]) {
  const table = area().querySelector('table') as HTMLTableElement;
  expect(table.caption?.textContent).toBe('News');
  const order = orderOf(seen.query);
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].slice(1);
  expect(headings.map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([
    ['Media', null],
    sortHeading('Title', 'title', '-title', order),
    ['Type', null],
    ['Status', null],
    ['Publishing', null],
    sortHeading('Created', 'created', '-created', order),
    ['Actions', null],
  ]);
  expect(checkbox('Choose every row of this page')?.checked).toBe(
    rows.every((row) => seen.chosen.includes(row.id)),
  );
  // A choice is taken only while the page rests: the checkboxes wait while it loads or changes.
  const waiting = seen.table !== 'shown';
  expect(checkbox('Choose every row of this page')?.disabled).toBe(waiting);
  const bodyRows = [...(table.tBodies[0]?.rows ?? [])];
  expect(bodyRows.map((tr) => [...tr.cells].slice(0, -1).map((td) => td.textContent))).toEqual(
    rows.map(newsRowCells),
  );
  rows.forEach((row, index) => {
    const tr = bodyRows[index] as HTMLTableRowElement;
    expect(tr.dataset.row).toBe(String(row.id));
    expect(checkbox(`Choose ${row.title}`)?.checked).toBe(seen.chosen.includes(row.id));
    expect(checkbox(`Choose ${row.title}`)?.disabled).toBe(waiting);
    // A row changes one thing at a time: its eye and Edit wait unless the page rests.
    checkNewsRow(tr, newsRowCells(row), { waiting: seen.table !== 'shown' });
    const remove = tr.lastElementChild?.querySelector('button:last-of-type') as HTMLButtonElement;
    expect([remove.textContent, remove.getAttribute('aria-label')]).toEqual([
      'Delete',
      `Delete ${row.title}`,
    ]);
    // A page loading afresh, or the rows chosen changing, takes no delete until it is done.
    expect(remove.disabled).toBe(seen.table === 'loading' || seen.table === 'switching');
  });
}

/** What the page shows for the view, whatever the table's state. */
function expectPage(app: AppScreen, seen: Seen) {
  expect(heading().textContent).toBe('News');
  const create = heading().parentElement?.querySelector('a');
  expect([create?.textContent, create?.getAttribute('href')]).toEqual([
    'Create News Item',
    '/admin/news/create',
  ]);
  // The address holds the view, so Back and a reload return to it.
  expect(app.location()).toBe(addressOf(seen.query));
  expect(pageRoot().querySelector('search')).toHaveAttribute('aria-label', 'Search news');
  expect(searchField().value).toBe(seen.query.q ?? '');
  expectPublicationFilter(page.publicationFilter(), seen.query.status);
  expectPagedTableFrame(page, seen, {
    noun: ['news item', 'news items'],
    loadFailed: 'Failed to fetch news items',
    emptyText: (q, status) =>
      q
        ? `No news items match “${q}”.`
        : status
          ? 'No news items with this publishing status.'
          : 'No news items yet. Create the first one.',
    pagerLabel: 'Pages of the news table',
    expectRows: (rows) => expectTable(seen, rows),
    question: (doomed) =>
      doomed.length === 1
        ? `Delete news itemDelete the news item “${doomed[0]?.title}”? Its picture or video is removed too. This cannot be undone.`
        : `${bulkDelete}Delete the ${doomed.length} news items chosen, with their pictures and videos? This cannot be undone.`,
  });

  const rows = seen.answer?.rows ?? [];
  const chosen = rows.filter((row) => seen.chosen.includes(row.id));
  if (chosen.length === 0 || seen.table === 'failed') expect(chosenBar()).toBeNull();
  else {
    const busy = ['loading', 'deleting', 'switching'].includes(seen.table);
    expect(
      [...(chosenBar()?.querySelectorAll('button') ?? [])].map((b) => [b.textContent, b.disabled]),
    ).toEqual(bulkLabels.map((label) => [label, busy]));
  }

  // Every list request the views asked for, in order; the rows chosen deleted, activated or
  // deactivated with one request each; the eye button's own request; nothing else.
  const { sent } = app.http;
  expect(sent.filter(isList).map((r) => r.params)).toStrictEqual(seen.listRequests);
  expect(sent.filter((r) => sentAs(r) === deleteRequest).map((r) => r.body)).toEqual(
    seen.deletes.map((ids) => ({ ids })),
  );
  expect(sent.filter((r) => sentAs(r) === statusRequest).map((r) => r.body)).toEqual(seen.switches);
  expect(sent.filter((r) => sentAs(r) === eyeRequest).map((r) => r.body)).toEqual(
    Array.from({ length: seen.eyes }, () => ({ active: true })),
  );
  expect(sent).toHaveLength(
    seen.listRequests.length + seen.deletes.length + seen.switches.length + seen.eyes,
  );
  const waiting = [
    ...(seen.table === 'loading' ? [listRequest] : []),
    ...(seen.table === 'deleting' ? [deleteRequest] : []),
    ...(seen.table === 'switching' ? [statusRequest] : []),
  ];
  expect(app.http.pending().map(sentAs)).toEqual(waiting);
}

/** After the rows chosen changed status: refused, focus stays on the button pressed; done, the heading takes it. */
function expectFocusAfterSwitch(step: Step, seen: Seen) {
  const type = step.event?.type;
  if (type === 'xstate.error.actor.switchRows') {
    const active = seen.switches.at(-1)?.active;
    expect(document.activeElement).toBe(
      buttonIn(chosenBar(), `${active ? 'Activate' : 'Deactivate'} the news items chosen`),
    );
  }
  if (type === 'xstate.done.actor.switchRows') expect(document.activeElement).toBe(heading());
}

function checkOf(table: Seen['table']) {
  return (app: AppScreen, step: Step) => {
    const seen = expected(step);
    // The spec's replay and the flow agree on where the page is.
    expect(seen.table).toBe(table);
    expectPage(app, seen);
    expectAlerts(seen.alerts, { justRaised: seen.alerts.length > before(step).alerts.length });
    expectFocusAfterDelete(step, before(step).doomed, (row: AdminNewsItem) => `Delete ${row.title}`);
    expectFocusAfterSwitch(step, seen);
  };
}

const checks = pagedTableChecks(checkOf, { switches: true });

const switched = (active: boolean, changed: number) =>
  eventOf('xstate.done.actor.switchRows', {
    output: {
      success: true,
      message: `The selected news items were ${active ? 'activated' : 'deactivated'}`,
      code: active ? 'newsItemsActivated' : 'newsItemsDeactivated',
      changed,
    },
  });
const deleted = (n: number) =>
  eventOf('xstate.done.actor.deleteRows', {
    output: {
      success: true,
      message: 'The selected news items were deleted',
      code: 'newsItemsDeleted',
      deleted: n,
    },
  });
const shownLine = { ...lineNews, active: true };

const scenarios: Scenario[] = [
  // The drafts alone, of which there are none, then the scheduled items alone, then every item again.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('publication.filtered', { status: 'draft' }), state: browsing('loading') },
      { event: loaded(noNews), state: browsing('empty') },
      { event: eventOf('publication.filtered', { status: 'scheduled' }), state: browsing('loading') },
      { event: loaded({ rows: [oldestNews], total: 1 }), state: browsing('shown') },
      { event: eventOf('publication.filtered', { status: undefined }), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
    ],
  },
  // The video switched on by its eye button, and the server now lists it shown.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('rows.changed', { row: lineNews }), state: browsing('loading') },
      { event: loaded({ rows: [branchNews, shownLine], total: 51 }), state: browsing('shown') },
    ],
  },
  // The whole page chosen and hidden: refused once (the choice stays), then done and read afresh;
  // the video chosen alone and shown; both deleted together.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('page.toggled'), state: browsing('shown') },
      { event: eventOf('status.requested', { active: false }), state: 'switching' },
      { event: eventOf('xstate.error.actor.switchRows', { error: gatewayError }), state: browsing('shown') },
      { event: eventOf('status.requested', { active: false }), state: 'switching' },
      { event: switched(false, 1), state: browsing('loading') },
      {
        event: loaded({ rows: [{ ...branchNews, active: false }, lineNews], total: 51 }),
        state: browsing('shown'),
      },
      { event: eventOf('row.toggled', { id: lineNews.id }), state: browsing('shown') },
      { event: eventOf('status.requested', { active: true }), state: 'switching' },
      { event: switched(true, 1), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('page.toggled'), state: browsing('shown') },
      {
        event: eventOf('delete.requested', { items: [branchNews, lineNews], from: 'chosen' }),
        state: 'confirming',
      },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: deleted(2), state: browsing('loading') },
      { event: loaded({ rows: [oldestNews], total: 49 }), state: browsing('shown') },
    ],
  },
  // A load refused and tried again; the next page and back; by title, then the oldest first; a
  // search that finds nothing; the address moved under the page to a second page by title Z to A,
  // whose rows went meanwhile: it gives way to the first.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      ...retriedAndPagedSteps(firstPage, secondPage, networkError),
      { event: eventOf('sort.requested', { sort: 'title' }), state: browsing('loading') },
      { event: loaded({ rows: [branchNews, lineNews], total: 51 }), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'created' }), state: browsing('loading') },
      { event: loaded({ rows: [oldestNews], total: 51 }), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded(noNews), state: browsing('empty') },
      { event: eventOf('url.synced', { query: syncedQuery }), state: browsing('loading') },
      { event: loaded(pastTheEnd), state: browsing('loading') },
      { event: loaded({ rows: [lineNews, branchNews], total: 2 }), state: browsing('shown') },
    ],
  },
];

async function renderNews(url: string, inspect?: Parameters<typeof renderScreen>[0]['inspect']) {
  window.localStorage.clear();
  const app = renderScreen({ url, routes: { '/admin/news': newsRoute }, inspect, quickUser: true });
  await showing(() => document.querySelector('h1'));
  return app;
}

describe('the admin news table', () => {
  itWalksTheScreen<AppScreen>({
    model: newsAdminListModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (_path, inspect) => renderNews('/admin/news', inspect),
    drivers: {
      ...pagedTableGestures<NewsSort>({
        page,
        listRequest,
        addressOf,
        columnOf: (sort) => (sort.endsWith('title') ? 'Title' : 'Created'),
        viewBefore: (step) => before(step).query,
      }),
      ...chosenRowGestures<AdminNewsItem>({
        rows: [branchNews, lineNews],
        nameOf: (row) => row.title,
        chosenBar,
        bulkDelete,
        deleteRequest,
      }),
      // The video's eye button, and the server saving it.
      'rows.changed': async ({ user, http }) => {
        await user.click(
          document.querySelector(`button[aria-label="Activate ${lineNews.title}"]`) as Element,
        );
        await http.answer(eyeRequest, 200, {
          success: true,
          message: 'News item activated successfully',
          code: 'newsActivated',
        });
      },
      'status.requested': ({ user }, event) => {
        const { active } = event as EventObject & { active: boolean };
        return user.click(
          buttonIn(chosenBar(), `${active ? 'Activate' : 'Deactivate'} the news items chosen`) as Element,
        );
      },
      'xstate.done.actor.switchRows': ({ http }, event) =>
        http.answer(statusRequest, 200, (event as EventObject & { output: unknown }).output),
      'xstate.error.actor.switchRows': ({ http }, event) => failRequest(http, statusRequest, event),
    },
    checks,
  });

  it('drops from the address what it refuses, in place, and shows the view it keeps', async () => {
    const app = await renderNews('/admin/news?q=dammam&sort=id&page=zero');
    await showing(() => (app.location() === '/admin/news?q=dammam' ? true : null));
    expect(app.http.sent.filter(isList).map((r) => r.params)).toStrictEqual([
      { page: 1, per_page: 50, q: 'dammam' },
    ]);
    expect(app.http.sent).toHaveLength(1);
    expect(searchField().value).toBe('dammam');
    app.unmount();
  });
});
