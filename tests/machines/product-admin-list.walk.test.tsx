import { useSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { AdminProductsQuery } from '../../machines/product-admin-list.machine';
import { type ProductSort, productSorts } from '../../src/api/product-sorts';
import type { AdminProductSummary } from '../../src/api/products';
import { tableQueryOf } from '../../src/components/admin/admin-table-search';
import { AdminProductsPage as ProductsPage } from '../../src/components/admin/products-page';
import { eventOf, expectAlerts, failRequest } from './admin-walk-helpers';
import {
  cpvcRow,
  elbow,
  firstPage,
  gatewayError,
  longPprPipe,
  networkError,
  noProducts,
  pastTheEnd,
  productAdminListModel,
  secondPage,
  syncedQuery,
  typedSearch,
} from './models/product-admin-list.model';
import {
  chosenRowGestures,
  expectPagedTableFrame,
  expectPublicationFilter,
  type Seen as PagedSeen,
  pagedTableChecks,
  pagedTableGestures,
  pagedTablePage,
  replayPagedTable,
  rowCheckbox,
  viewAddress,
} from './paged-table-walk';
import { type AppScreen, renderScreen, type ScreenRoute, showing } from './screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

/** The route as the app declares it: the view it keeps from the address, its page. */
const productsRoute: ScreenRoute = {
  validateSearch: (search: Record<string, unknown>) => search,
  component: function AdminProducts() {
    return <ProductsPage query={tableQueryOf(useSearch({ strict: false }), productSorts, true)} />;
  },
};

/** Each product's cells before its actions, as the table shows them: choice, ID, image, name, description. */
const cellsOf: Record<number, string[]> = {
  1: [
    '',
    '1',
    '',
    'CPVC PipeArabic missing',
    'A pressure pipe for hot and cold water networks.',
    'Published',
  ],
  // The description cut to its first 80 characters, then '...'.
  2: [
    '',
    '2',
    '',
    'PPR PipeArabic outdated',
    'Polypropylene random copolymer pipe for hot and cold water, underfloor heating a...',
    'Draft',
  ],
  51: [
    '',
    '51',
    '',
    'PPR Elbow 90° 25 mm',
    'Elbow for PPR pipes.',
    'Scheduled for 1 Dec 2026, 09:00 (Riyadh time)',
  ],
};

/** The view as the spec writes it into the address: page 1, no order chosen and no search left out. */
const addressOf = (view: AdminProductsQuery) => viewAddress('/admin/products', view);
/** The order a view is read in: the one chosen, else the newest first, or the best matches of a search. */
const orderOf = ({ sort, q }: AdminProductsQuery) => sort ?? (q ? undefined : '-id');
/** The request for a view: the portal's list (drafts and scheduled products too), English, 50 a page. */
function listRequestOf(query: AdminProductsQuery): string {
  const { page, q } = query;
  const sort = orderOf(query);
  const parts = [
    'lang=en',
    ...(q ? [`q=${q}`] : []),
    ...(sort ? [`sort=${sort}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
    'per_page=50',
    ...(query.status ? [`status=${query.status}`] : []),
  ];
  return `GET /api/admin/products?${parts.join('&')}`;
}
const deleteRequest = 'POST /api/products/bulk-delete';
const publicationRequest = 'POST /api/products/bulk-publication';
const listRequest = /^GET \/api\/admin\/products\?/;

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
type Seen = PagedSeen<AdminProductSummary, ProductSort, string>;

function expected(step: Step): Seen {
  return replayPagedTable<AdminProductSummary, ProductSort, string>(step, {
    requestOf: listRequestOf,
    loadFailed: 'Failed to load products',
    deleteFailed: 'An error occurred while deleting the product',
    // One product deleted is told as one; several together as the rows chosen.
    deleted: (doomed) =>
      doomed.length === 1
        ? { type: 'success', title: 'Product Deleted', message: 'Product deleted successfully' }
        : { type: 'success', title: 'Success', message: 'The selected products were deleted' },
    // Shown is published, hidden a draft.
    switched: (published) => ({
      type: 'success',
      title: 'Success',
      message: `The selected products were ${published ? 'published' : 'made drafts'}`,
    }),
    switchFailed: 'Failed to change the publishing of the selected products',
  });
}

const heading = () => document.querySelector('h1') as HTMLElement;
const page = pagedTablePage(() => heading().parentElement?.parentElement as HTMLElement);
const { pageRoot, searchField, area, buttonIn } = page;
/** The bar over the rows chosen: its buttons, the last of them Delete. */
const chosenBar = () => buttonIn(pageRoot(), 'Delete the products chosen')?.parentElement ?? null;
const publishChosen = 'Publish the products chosen';
const draftChosen = 'Make the products chosen drafts';
const bulkLabels = [publishChosen, draftChosen, 'Delete the products chosen'];
const checkbox = rowCheckbox;

/** The table, when rows are shown: its headings with their order, each row's cells, choices and actions. */
function expectTable(seen: Seen, rows: AdminProductSummary[]) {
  const table = area().querySelector('table') as HTMLTableElement;
  const sort = orderOf(seen.query);
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].slice(1);
  expect(headings.map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([
    [
      `ID${sort === 'id' ? '▲' : sort === '-id' ? '▼' : '↕'}`,
      sort === 'id' ? 'ascending' : sort === '-id' ? 'descending' : null,
    ],
    ['Image', null],
    [
      `Name${sort === 'name' ? '▲' : sort === '-name' ? '▼' : '↕'}`,
      sort === 'name' ? 'ascending' : sort === '-name' ? 'descending' : null,
    ],
    ['Description', null],
    ['Publishing', null],
    ['Actions', null],
  ]);
  const onPage = rows.map((row) => row.id);
  expect(checkbox('Choose every row of this page')?.checked).toBe(
    onPage.every((id) => seen.chosen.includes(id)),
  );
  // A choice is taken only while the page rests: the checkboxes wait while it loads or deletes.
  const waiting = seen.table !== 'shown';
  expect(checkbox('Choose every row of this page')?.disabled).toBe(waiting);
  const bodyRows = [...(table.tBodies[0]?.rows ?? [])];
  expect(bodyRows.map((tr) => [...tr.cells].slice(0, -1).map((td) => td.textContent))).toEqual(
    rows.map((row) => cellsOf[row.id]),
  );
  for (const row of rows) {
    expect(checkbox(`Choose ${row.name}`)?.checked).toBe(seen.chosen.includes(row.id));
    expect(checkbox(`Choose ${row.name}`)?.disabled).toBe(waiting);
    const tr = bodyRows.find((r) => r.dataset.row === String(row.id));
    const actions = [...(tr?.lastElementChild?.querySelectorAll('a, button') ?? [])];
    expect(actions.map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual(
      [
        // A product not yet public has its preview in the portal instead of its public page.
        row.status === 'published'
          ? ['View', `View ${row.name} (opens in a new tab)`, `/products/${row.id}`]
          : ['Preview', `Preview ${row.name}`, `/admin/products/preview/${row.id}`],
        ['Edit', `Edit ${row.name}`, `/admin/products/edit/${row.id}`],
        ['History', `History of ${row.name}`, `/admin/audit?entity=product&entityId=${row.id}`],
        ['Delete', `Delete ${row.name}`, null],
      ],
    );
    // A page loading afresh takes no delete until its rows are there.
    expect((actions.at(-1) as HTMLButtonElement).disabled).toBe(seen.table === 'loading');
  }
}

/** What the page shows for the view, whatever the table's state. */
function expectPage(app: AppScreen, seen: Seen) {
  expect(heading().textContent).toBe('Products');
  const create = heading().parentElement?.querySelector('a');
  expect([create?.textContent, create?.getAttribute('href')]).toEqual([
    'Create Product',
    '/admin/products/create',
  ]);
  // The address holds the view, so Back and a reload return to it.
  expect(app.location()).toBe(addressOf(seen.query));
  expect(searchField().value).toBe(seen.query.q ?? '');
  expectPublicationFilter(page.publicationFilter(), seen.query.status);
  const busy = ['loading', 'deleting', 'switching'].includes(seen.table);
  const answer = seen.answer;
  const rows = answer?.rows ?? [];
  const failed = seen.table === 'failed';
  expectPagedTableFrame(page, seen, {
    noun: ['product', 'products'],
    loadFailed: 'Failed to load products',
    emptyText: (q, status) =>
      q
        ? `No products match “${q}”.`
        : status
          ? 'No products with this publishing status.'
          : 'No products found. Create the first one.',
    pagerLabel: 'Pages of the products table',
    expectRows: (shown) => expectTable(seen, shown),
    question: (doomed) =>
      doomed.length === 1
        ? `Delete productDelete the product “${doomed[0]?.name}”? Its image and its Arabic translation are removed too. This cannot be undone.`
        : `Delete the products chosenDelete the ${doomed.length} products chosen, with their images and Arabic translations? This cannot be undone.`,
  });

  const chosen = rows.filter((row) => seen.chosen.includes(row.id));
  if (chosen.length === 0 || failed) expect(chosenBar()).toBeNull();
  else {
    expect(
      [...(chosenBar()?.querySelectorAll('button') ?? [])].map((b) => [b.textContent, b.disabled]),
    ).toEqual(bulkLabels.map((label) => [label, busy]));
  }

  // Every list request the views asked for, in order; a delete sends the ids chosen in one request.
  const sent = app.http.sent.map((r) => `${r.method} ${r.url}`);
  expect(sent.filter((r) => listRequest.test(r))).toEqual(seen.listRequests);
  expect(app.http.sent.filter((r) => `${r.method} ${r.url}` === deleteRequest).map((r) => r.body)).toEqual(
    seen.deletes.map((ids) => ({ ids })),
  );
  // The rows chosen published or made drafts with one request each.
  expect(
    app.http.sent.filter((r) => `${r.method} ${r.url}` === publicationRequest).map((r) => r.body),
  ).toEqual(seen.switches.map(({ ids, active }) => ({ ids, status: active ? 'published' : 'draft' })));
  const waiting = [
    ...(seen.table === 'loading' ? [listRequestOf(seen.query)] : []),
    ...(seen.table === 'deleting' ? [deleteRequest] : []),
    ...(seen.table === 'switching' ? [publicationRequest] : []),
  ];
  expect(app.http.pending().map((r) => `${r.method} ${r.url}`)).toEqual(waiting);
}

function checkOf(table: Seen['table']) {
  return (app: AppScreen, step: Step) => {
    const seen = expected(step);
    // The spec's replay and the flow agree on where the page is.
    expect(seen.table).toBe(table);
    expectPage(app, seen);
    const before = expected({ ...step, performed: step.performed.slice(0, -1) });
    expectAlerts(seen.alerts, { justRaised: seen.alerts.length > before.alerts.length });
    // Once a delete has ended, its rows' buttons are gone: the heading takes the focus. So it does
    // once the rows chosen changed publication (the choice goes with the page read afresh); refused,
    // focus stays on the button pressed.
    const type = step.event?.type;
    if (type === 'xstate.done.actor.deleteRows' || type === 'xstate.done.actor.switchRows')
      expect(document.activeElement).toBe(heading());
    if (type === 'xstate.error.actor.switchRows')
      expect(document.activeElement).toBe(
        buttonIn(chosenBar(), seen.switches.at(-1)?.active ? publishChosen : draftChosen),
      );
  };
}

const checks = pagedTableChecks(checkOf, { switches: true });

const done = (type: 'fetchPage' | 'deleteRows' | 'switchRows', output: unknown) =>
  eventOf(`xstate.done.actor.${type}`, { output });
const browsing = (state: string) => ({ browsing: state });
const deleted = (n: number) =>
  done('deleteRows', {
    success: true,
    message: 'The selected products were deleted',
    code: 'productsDeleted',
    deleted: n,
  });
const ppr = longPprPipe;
const cpvc = cpvcRow;

const scenarios: Scenario[] = [
  // The drafts alone, of which there are none, then the scheduled ones, then every product again;
  // the whole page made drafts, refused once (the choice stays), then done.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('publication.filtered', { status: 'draft' }), state: browsing('loading') },
      { event: done('fetchPage', noProducts), state: browsing('empty') },
      { event: eventOf('publication.filtered', { status: 'scheduled' }), state: browsing('loading') },
      { event: done('fetchPage', { rows: [elbow], total: 1 }), state: browsing('shown') },
      { event: eventOf('publication.filtered', { status: undefined }), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('page.toggled'), state: browsing('shown') },
      { event: eventOf('status.requested', { active: false }), state: 'switching' },
      { event: eventOf('xstate.error.actor.switchRows', { error: gatewayError }), state: browsing('shown') },
      { event: eventOf('status.requested', { active: false }), state: 'switching' },
      {
        event: done('switchRows', {
          success: true,
          message: 'The selected products were made drafts',
          code: 'productsDrafted',
          changed: 1,
        }),
        state: browsing('loading'),
      },
      // Read afresh: the walk's answer carries the draft alone.
      { event: done('fetchPage', { rows: [ppr], total: 50 }), state: browsing('shown') },
    ],
  },
  // Both rows chosen, the delete cancelled, refused, then done; one row deleted by its own button;
  // the second page, whose rows went meanwhile, gives way to the first.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('page.toggled'), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [cpvc, ppr], from: 'chosen' }), state: 'confirming' },
      { event: eventOf('delete.cancelled', { with: 'Escape' }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [cpvc, ppr], from: 'chosen' }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      {
        event: eventOf('xstate.error.actor.deleteRows', { error: networkError }),
        state: browsing('shown'),
      },
      { event: eventOf('row.toggled', { id: cpvc.id }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [ppr], from: 'row' }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: deleted(1), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 2 }), state: browsing('loading') },
      { event: done('fetchPage', pastTheEnd), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
    ],
  },
  // A load refused and tried again; a search with no match, an order, the address moved under the page to the second page by id
  // ascending, and the page before it.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: eventOf('xstate.error.actor.fetchPage', { error: gatewayError }), state: browsing('failed') },
      { event: eventOf('retry.requested'), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      // A row chosen stays with its page: back on it, nothing is chosen.
      { event: eventOf('row.toggled', { id: cpvc.id }), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 2 }), state: browsing('loading') },
      { event: done('fetchPage', secondPage), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 1 }), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: done('fetchPage', noProducts), state: browsing('empty') },
      { event: eventOf('url.synced', { query: syncedQuery }), state: browsing('loading') },
      { event: done('fetchPage', secondPage), state: browsing('shown') },
      { event: eventOf('page.requested', { page: 1 }), state: browsing('loading') },
      { event: done('fetchPage', firstPage), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'name' }), state: browsing('loading') },
      { event: done('fetchPage', { rows: [ppr, cpvc], total: 2 }), state: browsing('shown') },
    ],
  },
];

async function renderProducts(inspect?: Parameters<typeof renderScreen>[0]['inspect']) {
  window.localStorage.clear();
  const app = renderScreen({
    url: '/admin/products',
    routes: { '/admin/products': productsRoute },
    inspect,
    quickUser: true,
  });
  await showing(() => document.querySelector('h1'));
  return app;
}

describe('the admin products table', () => {
  itWalksTheScreen<AppScreen>({
    model: productAdminListModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (_path, inspect) => renderProducts(inspect),
    drivers: {
      ...pagedTableGestures<ProductSort>({
        page,
        listRequest,
        addressOf,
        columnOf: (sort) => (sort.endsWith('name') ? 'Name' : 'ID'),
        viewBefore: (step) => expected({ ...step, performed: step.performed.slice(0, -1) }).query,
      }),
      ...chosenRowGestures<AdminProductSummary>({
        rows: [cpvc, ppr, elbow],
        nameOf: (row) => row.name,
        chosenBar,
        bulkDelete: 'Delete the products chosen',
        deleteRequest,
      }),
      'status.requested': ({ user }, event) =>
        user.click(
          buttonIn(
            chosenBar(),
            (event as { active?: boolean }).active ? publishChosen : draftChosen,
          ) as Element,
        ),
      'xstate.done.actor.switchRows': ({ http }, event) =>
        http.answer(publicationRequest, 200, (event as { output?: unknown }).output),
      'xstate.error.actor.switchRows': ({ http }, event) => failRequest(http, publicationRequest, event),
    },
    checks,
  });

  it('drops from the address what it refuses, in place, and shows the view it keeps', async () => {
    window.localStorage.clear();
    const app = renderScreen({
      url: '/admin/products?q=ppr&sort=bogus&page=zero',
      routes: { '/admin/products': productsRoute },
      quickUser: true,
    });
    await showing(() => document.querySelector('h1'));
    await showing(() => (app.location() === '/admin/products?q=ppr' ? true : null));
    expect(app.http.sent.map((r) => `${r.method} ${r.url}`).filter((r) => listRequest.test(r))).toEqual([
      listRequestOf({ page: 1, q: 'ppr' }),
    ]);
    expect(searchField().value).toBe('ppr');
    app.unmount();
  });
});
