import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UsersQuery } from '../../machines/user-list.machine';
import type { UserSort } from '../../src/api/user-sorts';
import type { User } from '../../src/api/users';
import { eventOf, expectAlerts } from './admin-walk-helpers';
import { adminUser, plainUser } from './fixtures';
import {
  firstPage,
  gatewayError,
  laterUser,
  notFound,
  noUsers,
  pastTheEnd,
  renamedBob,
  secondPage,
  syncedQuery,
  typedSearch,
  userListModel,
} from './models/user-list.model';
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
import { usersRoute } from './users-screen';
import { itWalksTheScreen, type Scenario, type Step } from './view-walk';

/** A row's cells before Actions, as the spec's table shows an account. */
const cellsOf = (user: User) => [
  String(user.id),
  user.username,
  user.full_name,
  user.email,
  user.role === 'admin' ? 'Admin' : 'User',
];

const addressOf = (view: UsersQuery) => viewAddress('/admin/users', view);
/** The order a view is shown in: the one chosen, else by account number (a search too). */
const orderOf = ({ sort }: UsersQuery) => sort ?? 'id';
const paramsOf = listParams;
const listRequest = 'GET /api/users';
const isList = (r: { method: string; url: string }) => `${r.method} ${r.url}` === listRequest;
const userUrl = (id: number) => `/api/users/${id}`;
const deleteRequest = /^DELETE \/api\/users\/\d+$/;

/** What the person should see after their gestures and the server's answers, replayed from the spec. */
type Seen = PagedSeen<User, UserSort, ReturnType<typeof paramsOf>> & {
  /** Each account saved in the Edit dialog. */
  edits: User[];
};

function expected(step: Step): Seen {
  const seen = replayPagedTable<User, UserSort, ReturnType<typeof paramsOf>>(step, {
    requestOf: paramsOf,
    loadFailed: 'Failed to load users',
    deleteFailed: 'An error occurred while deleting the user',
    deleted: () => ({ type: 'success', title: 'User Deleted', message: 'User deleted successfully' }),
    // A saved edit: the dialog closes with its alert, and the page is read afresh.
    own: (seen, e, load) => {
      if (e.type !== 'rows.changed') return;
      seen.alerts.push({ type: 'success', title: 'User Updated', message: 'User updated successfully' });
      if (seen.table === 'shown') load();
    },
  });
  const edits = step.performed.filter((e) => e.type === 'rows.changed').map(() => renamedBob);
  return { ...seen, edits };
}

const before = (step: Step) => expected({ ...step, performed: step.performed.slice(0, -1) });

const heading = () => document.querySelector('h1') as HTMLElement;
const page = pagedTablePage(() => heading().parentElement?.parentElement as HTMLElement);
const { pageRoot, searchField, area } = page;
const labelled = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

/** The table, when rows are shown: its headings with their order, each row's cells and actions. */
function expectTable(seen: Seen, rows: User[]) {
  const table = area().querySelector('table') as HTMLTableElement;
  expect(table.caption?.textContent).toBe('Users');
  const order = orderOf(seen.query);
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])];
  expect(headings.map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([
    sortHeading('ID', 'id', '-id', order),
    sortHeading('Username', 'username', '-username', order),
    sortHeading('Full Name', 'name', '-name', order),
    ['Email', null],
    ['Role', null],
    ['Actions', null],
  ]);
  const bodyRows = [...(table.tBodies[0]?.rows ?? [])];
  expect(bodyRows.map((tr) => [...tr.cells].slice(0, -1).map((td) => td.textContent))).toEqual(
    rows.map(cellsOf),
  );
  rows.forEach((row, index) => {
    const tr = bodyRows[index] as HTMLTableRowElement;
    expect(tr.dataset.row).toBe(String(row.id));
    // Edit, the account's history in the audit log, then Delete, each named for its row. A row
    // changes one thing at a time: Edit waits while the table loads or a delete is asked; a page
    // loading afresh takes no delete until its rows are there.
    const actions = [...(tr.lastElementChild?.querySelectorAll('a, button') ?? [])];
    expect(
      actions.map((a) => [
        a.textContent,
        a.getAttribute('aria-label'),
        a.getAttribute('href'),
        (a as HTMLButtonElement).disabled ?? null,
      ]),
    ).toEqual([
      ['Edit', `Edit ${row.username}`, null, seen.table !== 'shown'],
      ['History', `History of ${row.username}`, `/admin/audit?entity=user&entityId=${row.id}`, null],
      ['Delete', `Delete ${row.username}`, null, seen.table === 'loading'],
    ]);
  });
}

/** What the page shows for the view, whatever the table's state. */
function expectPage(app: AppScreen, seen: Seen) {
  expect(heading().textContent).toBe('Users');
  const create = heading().parentElement?.querySelector('a');
  expect([create?.textContent, create?.getAttribute('href')]).toEqual([
    'Create New User',
    '/admin/users/create',
  ]);
  // The address holds the view, so Back and a reload return to it.
  expect(app.location()).toBe(addressOf(seen.query));
  expect(pageRoot().querySelector('search')).toHaveAttribute('aria-label', 'Search users');
  expect(searchField().value).toBe(seen.query.q ?? '');
  expectPagedTableFrame(page, seen, {
    noun: ['user', 'users'],
    loadFailed: 'Failed to load users',
    emptyText: (q) => (q ? `No users match “${q}”.` : 'No users found'),
    pagerLabel: 'Pages of the users table',
    expectRows: (rows) => expectTable(seen, rows),
    question: ([doomed]) =>
      `Delete userDelete the account “${doomed?.username ?? ''}”? They will be signed out and cannot sign in again.`,
  });

  // Every list request the views asked for, in order, with its parameters; each account deleted
  // with a DELETE of its own, each edit saved with a PUT; nothing else.
  const { sent } = app.http;
  expect(sent.filter(isList).map((r) => r.params)).toStrictEqual(seen.listRequests);
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => [r.url, r.body])).toEqual(
    seen.deletes.flat().map((id) => [userUrl(id), undefined]),
  );
  expect(sent.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual(
    seen.edits.map(({ id, username, full_name, email, role }) => [
      userUrl(id),
      { username, full_name, email, role },
    ]),
  );
  expect(sent).toHaveLength(seen.listRequests.length + seen.deletes.flat().length + seen.edits.length);
  const waiting = [
    ...(seen.table === 'loading' ? [listRequest] : []),
    ...(seen.table === 'deleting' ? seen.doomed.map((item) => `DELETE ${userUrl(item.id)}`) : []),
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
    expectFocusAfterDelete(step, before(step).doomed, (row: User) => `Delete ${row.username}`);
  };
}

const checks = pagedTableChecks(checkOf);

const deleted = eventOf('xstate.done.actor.deleteRows', {
  output: [{ success: true, message: 'User deleted successfully', code: 'userDeleted' }],
});

const scenarios: Scenario[] = [
  // Bob renamed in his Edit dialog, and the server now lists the new name.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('rows.changed', { row: plainUser }), state: browsing('loading') },
      { event: loaded({ rows: [adminUser, renamedBob], total: 51 }), state: browsing('shown') },
    ],
  },
  // Bob's delete cancelled, refused (another tab deleted him), then done: the page read afresh
  // without him.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [plainUser] }), state: 'confirming' },
      { event: eventOf('delete.cancelled', { with: 'Cancel' }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [plainUser] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: eventOf('xstate.error.actor.deleteRows', { error: notFound }), state: browsing('shown') },
      { event: eventOf('delete.requested', { items: [plainUser] }), state: 'confirming' },
      { event: eventOf('delete.confirmed'), state: 'deleting' },
      { event: deleted, state: browsing('loading') },
      { event: loaded({ rows: [adminUser, laterUser], total: 50 }), state: browsing('shown') },
    ],
  },
  // A load refused and tried again; the next page and back; the newest accounts first, then by
  // username and by full name; a search that finds one; the address moved under the page to a
  // second page by username Z to A, whose rows went meanwhile: it gives way to the first.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      ...retriedAndPagedSteps(firstPage, secondPage, gatewayError),
      { event: eventOf('sort.requested', { sort: '-id' }), state: browsing('loading') },
      { event: loaded({ rows: [laterUser, plainUser], total: 51 }), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'username' }), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('sort.requested', { sort: 'name' }), state: browsing('loading') },
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded({ rows: [plainUser], total: 1 }), state: browsing('shown') },
      { event: eventOf('url.synced', { query: syncedQuery }), state: browsing('loading') },
      { event: loaded(pastTheEnd), state: browsing('loading') },
      { event: loaded({ rows: [plainUser, adminUser], total: 2 }), state: browsing('shown') },
    ],
  },
  // A search that finds nothing.
  {
    input: { query: { page: 1 } },
    initial: browsing('loading'),
    steps: [
      { event: loaded(firstPage), state: browsing('shown') },
      { event: eventOf('search.submitted', { q: typedSearch }), state: browsing('loading') },
      { event: loaded(noUsers), state: browsing('empty') },
    ],
  },
];

async function renderUsers(url: string, inspect?: Parameters<typeof renderScreen>[0]['inspect']) {
  window.localStorage.clear();
  const app = renderScreen({ url, routes: { '/admin/users': usersRoute }, inspect, quickUser: true });
  await showing(() => document.querySelector('h1'));
  return app;
}

describe('the users table', () => {
  itWalksTheScreen<AppScreen>({
    model: userListModel,
    everyVariant: true,
    timeout: 300_000,
    scenarios,
    render: (_path, inspect) => renderUsers('/admin/users', inspect),
    drivers: {
      ...pagedTableGestures<UserSort>({
        page,
        listRequest,
        addressOf,
        columnOf: (sort) =>
          sort.endsWith('id') ? 'ID' : sort.endsWith('username') ? 'Username' : 'Full Name',
        viewBefore: (step) => before(step).query,
      }),
      // Bob's Edit dialog: his full name changed and saved, and the server saving it.
      'rows.changed': async ({ user, http }) => {
        await user.click(labelled(`Edit ${plainUser.username}`) as Element);
        const fullName = screen.getByLabelText('Full Name', { selector: 'input' });
        await user.clear(fullName);
        await user.type(fullName, renamedBob.full_name);
        await user.click(screen.getByText('Save Changes'));
        await http.answer(`PUT ${userUrl(plainUser.id)}`, 200, {
          success: true,
          message: 'User updated successfully',
          code: 'userUpdated',
        });
      },
      ...rowDeleteGestures<User>({ nameOf: (row) => row.username, deleteRequest }),
    },
    checks,
  });

  it('drops from the address what it refuses, in place, and shows the view it keeps', async () => {
    const app = await renderUsers('/admin/users?q=bob&sort=email&page=zero');
    await showing(() => (app.location() === '/admin/users?q=bob' ? true : null));
    expect(app.http.sent.filter(isList).map((r) => r.params)).toStrictEqual([
      { page: 1, per_page: 50, q: 'bob' },
    ]);
    expect(app.http.sent).toHaveLength(1);
    expect(searchField().value).toBe('bob');
    app.unmount();
  });
});
