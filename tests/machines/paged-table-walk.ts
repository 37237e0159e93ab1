/**
 * What a paged admin table (/admin/products, /admin/messages) should show after the person's
 * gestures and the server's answers, replayed from the spec's rules, never from the machine: the
 * view (page, order, search, publication status) and each list request it asks for; the rows of the last page answered;
 * the rows chosen; a delete asked, confirmed, refused or done; the rows chosen shown or hidden
 * together, where rows have a status; and the alerts. A table's own events
 * (a message marked read) are replayed by the walk that gives them.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { PublicationStatus } from '../../src/api/publication';
import { failRequest, failureText, type ShownAlert } from './admin-walk-helpers';
import type { RequestMatch } from './http-fake';
import type { AppScreen } from './screen';
import type { Step, ViewWalk } from './view-walk';

type Drivers = ViewWalk<AppScreen>['drivers'];

export interface View<TSort extends string> {
  page: number;
  sort?: TSort | undefined;
  q?: string | undefined;
  status?: PublicationStatus | undefined;
}

export interface Seen<TRow extends { id: number }, TSort extends string, TRequest> {
  query: View<TSort>;
  table: 'loading' | 'shown' | 'empty' | 'failed' | 'confirming' | 'deleting' | 'switching';
  answer: { rows: TRow[]; total: number } | null;
  /** The ids of the rows chosen, on the page shown. */
  chosen: number[];
  doomed: TRow[];
  /** Each list request, as the table's walk writes one for a view. */
  listRequests: TRequest[];
  /** The ids of each delete confirmed, in order. */
  deletes: number[][];
  /** Each status change asked for the rows chosen, in order. */
  switches: Array<{ ids: number[]; active: boolean }>;
  alerts: ShownAlert[];
}

export interface PagedTableRules<TRow extends { id: number }, TSort extends string, TRequest> {
  /** The list request a view sends. */
  requestOf: (view: View<TSort>) => TRequest;
  loadFailed: string;
  deleteFailed: string;
  /** The alert of a delete done, of the rows it took. */
  deleted: (doomed: readonly TRow[]) => ShownAlert;
  /** Where rows have a status: the alert of the rows chosen shown (`active`) or hidden, and of a failure. */
  switched?: (active: boolean) => ShownAlert;
  switchFailed?: string;
  /** The table's own events; `load` reads the view afresh. */
  own?: (
    seen: Seen<TRow, TSort, TRequest>,
    event: EventObject & Record<string, unknown>,
    load: () => void,
  ) => void;
}

/** The view as the spec writes it into a table's address: page 1, no order, search or status left out. */
export function viewAddress<TSort extends string>(
  path: string,
  { page, sort, q, status }: View<TSort>,
): string {
  const parts = [
    ...(q ? [`q=${q}`] : []),
    ...(sort ? [`sort=${sort}`] : []),
    ...(status ? [`status=${status}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return `${path}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** A list request's parameters for a view: 50 a page, the order, the search and the status only when given. */
export const listParams = <TSort extends string>({ page, sort, q, status }: View<TSort>) => ({
  page,
  per_page: 50,
  ...(sort ? { sort } : {}),
  ...(q ? { q } : {}),
  ...(status ? { status } : {}),
});

/** A sortable column's heading as shown for the order `shown`: its name with the way it sorts, and its `aria-sort`. */
export function sortHeading(name: string, ascending: string, descending: string, shown: string | undefined) {
  const direction = shown === ascending ? 'ascending' : shown === descending ? 'descending' : null;
  return [`${name}${direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}`, direction];
}

/** The check of each state of the paged-table statechart, made for the table state it shows. */
export function pagedTableChecks<TCheck>(
  checkOf: (table: Seen<{ id: number }, string, unknown>['table']) => TCheck,
  { switches = false }: { switches?: boolean } = {},
) {
  return {
    ...(switches ? { switching: checkOf('switching') } : {}),
    'browsing.loading': checkOf('loading'),
    'browsing.shown': checkOf('shown'),
    'browsing.empty': checkOf('empty'),
    'browsing.failed': checkOf('failed'),
    confirming: checkOf('confirming'),
    deleting: checkOf('deleting'),
  };
}

/**
 * Where focus is after a delete's last step: a delete called off or refused gives it back to the
 * row's Delete button (named by `deleteLabel`); one done takes its row away, and the heading takes it.
 */
export function expectFocusAfterDelete<TRow>(
  step: Step,
  doomedBefore: readonly TRow[],
  deleteLabel: (row: TRow) => string,
) {
  const type = step.event?.type;
  if (type === 'delete.cancelled' || type === 'xstate.error.actor.deleteRows') {
    const [doomed] = doomedBefore;
    const label = deleteLabel(doomed as TRow);
    expect(document.activeElement).toBe(document.querySelector(`button[aria-label="${label}"]`));
  }
  if (type === 'xstate.done.actor.deleteRows')
    expect(document.activeElement).toBe(document.querySelector('h1'));
}

/** Same view: the address would say the same. */
const sameView = <TSort extends string>(a: View<TSort>, b: View<TSort>) =>
  a.page === b.page && a.sort === b.sort && (a.q ?? '') === (b.q ?? '') && a.status === b.status;

export function replayPagedTable<TRow extends { id: number }, TSort extends string, TRequest>(
  step: Step,
  rules: PagedTableRules<TRow, TSort, TRequest>,
): Seen<TRow, TSort, TRequest> {
  const query: View<TSort> = { page: 1 };
  const seen: Seen<TRow, TSort, TRequest> = {
    query,
    table: 'loading',
    answer: null,
    chosen: [],
    doomed: [],
    listRequests: [rules.requestOf(query)],
    deletes: [],
    switches: [],
    alerts: [],
  };
  const load = (next: View<TSort>) => {
    Object.assign(seen, { query: next, table: 'loading', chosen: [] });
    seen.listRequests.push(rules.requestOf(next));
  };
  const browsing = () => ['loading', 'shown', 'empty', 'failed'].includes(seen.table);
  for (const event of step.performed) {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case 'xstate.done.actor.fetchPage': {
        const answer = e.output as { rows: TRow[]; total: number };
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
        seen.alerts.push({ type: 'error', title: 'Error', message: failureText(e, rules.loadFailed) });
        break;
      case 'retry.requested':
        seen.table = 'loading';
        seen.listRequests.push(rules.requestOf(seen.query));
        break;
      case 'search.submitted':
      case 'sort.requested':
      case 'publication.filtered':
      case 'url.synced':
      case 'page.requested': {
        // A new search, order or status starts again at page 1.
        const next: View<TSort> =
          e.type === 'search.submitted'
            ? { ...seen.query, q: e.q as string, page: 1 }
            : e.type === 'sort.requested'
              ? { ...seen.query, sort: e.sort as TSort, page: 1 }
              : e.type === 'publication.filtered'
                ? { ...seen.query, status: e.status as PublicationStatus | undefined, page: 1 }
                : e.type === 'url.synced'
                  ? (e.query as View<TSort>)
                  : { ...seen.query, page: e.page as number };
        if (browsing() && !sameView(next, seen.query)) load(next);
        break;
      }
      case 'row.toggled': {
        const id = e.id as number;
        seen.chosen = seen.chosen.includes(id) ? seen.chosen.filter((c) => c !== id) : [...seen.chosen, id];
        break;
      }
      case 'page.toggled': {
        const ids = seen.answer?.rows.map((row) => row.id) ?? [];
        seen.chosen = ids.every((id) => seen.chosen.includes(id)) ? [] : ids;
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
        seen.deletes.push(seen.doomed.map((item) => item.id));
        break;
      case 'xstate.done.actor.deleteRows':
        seen.alerts.push(rules.deleted(seen.doomed));
        seen.doomed = [];
        load(seen.query);
        break;
      case 'xstate.error.actor.deleteRows':
        Object.assign(seen, { table: 'shown', doomed: [] });
        seen.alerts.push({ type: 'error', title: 'Error', message: failureText(e, rules.deleteFailed) });
        break;
      case 'status.requested':
        seen.table = 'switching';
        seen.switches.push({ ids: seen.chosen, active: e.active as boolean });
        break;
      case 'xstate.done.actor.switchRows':
        seen.alerts.push(rules.switched?.(seen.switches.at(-1)?.active ?? false) as ShownAlert);
        load(seen.query);
        break;
      case 'xstate.error.actor.switchRows':
        // The choice stays, to try again.
        seen.table = 'shown';
        seen.alerts.push({
          type: 'error',
          title: 'Error',
          message: failureText(e, rules.switchFailed ?? ''),
        });
        break;
      default:
        rules.own?.(seen, e, () => load(seen.query));
    }
  }
  return seen;
}

/** A paged table's page, read straight from the document (role queries are slow in jsdom). */
export function pagedTablePage(pageRoot: () => HTMLElement) {
  const buttonIn = (root: Element | null | undefined, text: string) =>
    [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text) ?? null;
  return {
    pageRoot,
    buttonIn,
    searchField: () => pageRoot().querySelector('search input') as HTMLInputElement,
    /** The publication filter, where rows have a publication. */
    publicationFilter: () => pageRoot().querySelector('select') as HTMLSelectElement | null,
    countLine: () => pageRoot().querySelector(':scope > p[aria-live]') as HTMLElement,
    area: () => pageRoot().querySelector(':scope > [aria-busy]') as HTMLElement,
    pager: () => pageRoot().querySelector(':scope > nav'),
    dialog: () => document.querySelector<HTMLElement>('dialog[open]'),
  };
}

interface GestureRules<TSort extends string> {
  page: ReturnType<typeof pagedTablePage>;
  /** The list request the fake answers, and the address a view is written as. */
  listRequest: RequestMatch;
  addressOf: (view: View<TSort>) => string;
  /** The heading of the column whose button asks for an order. */
  columnOf: (sort: TSort) => string;
  /** The view shown before a step's last event. */
  viewBefore: (step: Step) => View<TSort>;
}

/** The person's gestures and the server's answers that every paged table takes alike. */
export function pagedTableGestures<TSort extends string>({
  page: { area, buttonIn, pager, dialog, searchField, publicationFilter },
  listRequest,
  addressOf,
  columnOf,
  viewBefore,
}: GestureRules<TSort>): Drivers {
  return {
    'xstate.done.actor.fetchPage': ({ http }, event) => {
      const { output } = event as EventObject & { output: { rows: unknown[]; total: number } };
      return http.answer(listRequest, 200, output.rows, { 'x-total-count': String(output.total) });
    },
    'xstate.error.actor.fetchPage': ({ http }, event) => failRequest(http, listRequest, event),
    'retry.requested': ({ user }) => user.click(buttonIn(area(), 'Try again') as Element),
    'search.submitted': async ({ user }, event) => {
      await user.clear(searchField());
      await user.type(searchField(), `${(event as EventObject & { q: string }).q}{Enter}`);
    },
    'publication.filtered': ({ user }, event) =>
      user.selectOptions(
        publicationFilter() as HTMLSelectElement,
        (event as EventObject & { status?: string }).status ?? '',
      ),
    'sort.requested': ({ user }, event) => {
      const column = columnOf((event as EventObject & { sort: TSort }).sort);
      const button = [...area().querySelectorAll('th button')].find((b) => b.textContent?.startsWith(column));
      return user.click(button as Element);
    },
    'url.synced': (app, event) =>
      app.navigate?.(addressOf((event as EventObject & { query: View<TSort> }).query)),
    'page.requested': ({ user }, event, step) => {
      const { page } = event as EventObject & { page: number };
      return user.click(
        buttonIn(pager(), page < viewBefore(step).page ? 'Previous page' : 'Next page') as Element,
      );
    },
    'delete.confirmed': ({ user }) => user.click(buttonIn(dialog(), 'Delete') as Element),
    'delete.cancelled': ({ user }, event) =>
      (event as EventObject & { with?: string }).with === 'Escape'
        ? user.keyboard('{Escape}')
        : user.click(buttonIn(dialog(), 'Cancel') as Element),
  };
}

/** A row's checkbox, by the name it is chosen by. */
export const rowCheckbox = (label: string) =>
  document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`);

interface ChoiceRules<TRow> {
  /** The rows the walk chooses, and the name each is shown by. */
  rows: readonly TRow[];
  nameOf: (row: TRow) => string;
  /** The bar over the rows chosen, its Delete button's words, and the request that deletes them. */
  chosenBar: () => Element | null;
  bulkDelete: string;
  deleteRequest: RequestMatch;
}

/**
 * The gestures of a table whose rows are chosen: a row's checkbox or the page's, a delete from a
 * row (`from: 'row'`) or from the bar over the rows chosen, and the server's answer to it.
 */
export function chosenRowGestures<TRow extends { id: number }>({
  rows,
  nameOf,
  chosenBar,
  bulkDelete,
  deleteRequest,
}: ChoiceRules<TRow>): Drivers {
  const buttonIn = (root: Element | null, text: string) =>
    [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text) ?? null;
  return {
    'row.toggled': ({ user }, event) => {
      const { id } = event as EventObject & { id: number };
      const row = rows.find((candidate) => candidate.id === id) as TRow;
      return user.click(rowCheckbox(`Choose ${nameOf(row)}`) as Element);
    },
    'page.toggled': ({ user }) => user.click(rowCheckbox('Choose every row of this page') as Element),
    'delete.requested': ({ user }, event) => {
      const { items, from } = event as EventObject & { items: TRow[]; from: string };
      const button =
        from === 'chosen'
          ? buttonIn(chosenBar(), bulkDelete)
          : document.querySelector(`button[aria-label="Delete ${nameOf(items[0] as TRow)}"]`);
      return user.click(button as Element);
    },
    'xstate.done.actor.deleteRows': ({ http }, event) =>
      http.answer(deleteRequest, 200, (event as EventObject & { output: unknown }).output),
    'xstate.error.actor.deleteRows': ({ http }, event) => failRequest(http, deleteRequest, event),
  };
}

/** A state of the browsing region, as a hand-written path names it. */
export const browsing = (state: string) => ({ browsing: state });
/** The server's answer of a page, as a hand-written path gives it. */
export const loaded = (answer: { rows: unknown[]; total: number }) =>
  ({ type: 'xstate.done.actor.fetchPage', output: answer }) as const;

/**
 * The first steps of a hand-written path every table takes alike: its first load refused and tried
 * again, then the next page and back to the first.
 */
export function retriedAndPagedSteps(
  first: { rows: unknown[]; total: number },
  second: { rows: unknown[]; total: number },
  error: unknown,
) {
  return [
    { event: { type: 'xstate.error.actor.fetchPage', error }, state: browsing('failed') },
    { event: { type: 'retry.requested' }, state: browsing('loading') },
    { event: loaded(first), state: browsing('shown') },
    { event: { type: 'page.requested', page: 2 }, state: browsing('loading') },
    { event: loaded(second), state: browsing('shown') },
    { event: { type: 'page.requested', page: 1 }, state: browsing('loading') },
    { event: loaded(first), state: browsing('shown') },
  ];
}

/**
 * The gestures of a table that deletes one row per request (its own DELETE): the row's Delete
 * button, named for the row, and one server answer for each row's request.
 */
export function rowDeleteGestures<TRow>({
  nameOf,
  deleteRequest,
}: {
  nameOf: (row: TRow) => string;
  deleteRequest: RequestMatch;
}): Drivers {
  return {
    'delete.requested': ({ user }, event) => {
      const { items } = event as EventObject & { items: TRow[] };
      return user.click(
        document.querySelector(`button[aria-label="Delete ${nameOf(items[0] as TRow)}"]`) as Element,
      );
    },
    'xstate.done.actor.deleteRows': async ({ http }, event) => {
      for (const answer of (event as EventObject & { output: unknown[] }).output)
        await http.answer(deleteRequest, 200, answer);
    },
    'xstate.error.actor.deleteRows': ({ http }, event) => failRequest(http, deleteRequest, event),
  };
}

interface FrameRules<TRow> {
  /** What the count line counts: one, and several. */
  noun: [string, string];
  loadFailed: string;
  /** What an empty view says, with the search shown or none, and the publication status kept to. */
  emptyText: (q: string | undefined, status: string | undefined) => string;
  pagerLabel: string;
  /** Checks the table for the rows shown. */
  expectRows: (rows: TRow[]) => void;
  /** The confirmation's title and question for the rows about to go. */
  question: (doomed: TRow[]) => string;
}

/**
 * What every paged table shows alike for the view: busy while a page loads or a delete runs, the
 * failure with its retry, loading, the empty view or the rows, and the pager under them.
 */
export function expectPagedTableFrame<TRow extends { id: number }, TSort extends string, TRequest>(
  { area, pager, buttonIn, countLine, dialog }: ReturnType<typeof pagedTablePage>,
  seen: Seen<TRow, TSort, TRequest>,
  { noun, loadFailed, emptyText, pagerLabel, expectRows, question }: FrameRules<TRow>,
) {
  const busy = ['loading', 'deleting', 'switching'].includes(seen.table);
  expect(area()).toHaveAttribute('aria-busy', String(busy));
  const { answer } = seen;
  const rows = answer?.rows ?? [];
  const failed = seen.table === 'failed';
  const total = answer?.total ?? 0;
  // The count follows each view: how many the whole view holds, "found" for a search.
  expect(countLine().textContent).toBe(
    !answer || failed ? '' : `${total} ${total === 1 ? noun[0] : noun[1]}${seen.query.q ? ' found' : ''}`,
  );
  if (failed) {
    expect(area().textContent).toBe(`${loadFailed}Try again`);
    expect(buttonIn(area(), 'Try again')?.disabled).toBe(false);
  } else if (!answer || (seen.table === 'loading' && rows.length === 0))
    expect(area().textContent).toBe('Loading…');
  else if (rows.length === 0) expect(area().textContent).toBe(emptyText(seen.query.q, seen.query.status));
  else expectRows(rows);

  const pages = Math.max(1, Math.ceil(total / 50));
  if (!answer || rows.length === 0 || failed) expect(pager()).toBeNull();
  else {
    expect(pager()).toHaveAttribute('aria-label', pagerLabel);
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

  if (seen.doomed.length === 0) expect(dialog()).toBeNull();
  else {
    // Once confirmed, the dialog waits for the delete: neither button is offered then.
    const deleting = seen.table === 'deleting';
    const confirm = deleting ? 'Deleting...' : 'Delete';
    expect(dialog()?.textContent).toBe(`${question(seen.doomed)}Cancel${confirm}`);
    expect([...(dialog()?.querySelectorAll('button') ?? [])].map((b) => [b.textContent, b.disabled])).toEqual(
      [
        ['Cancel', deleting],
        [confirm, deleting],
      ],
    );
  }
}

/** The publication filter beside the search: its label, its four choices, and the one the view keeps to. */
export function expectPublicationFilter(filter: HTMLSelectElement | null, status: string | undefined) {
  expect(filter).toHaveAccessibleName('Publishing');
  expect([...(filter?.options ?? [])].map((option) => [option.value, option.textContent])).toEqual([
    ['', 'All'],
    ['published', 'Published'],
    ['scheduled', 'Scheduled'],
    ['draft', 'Drafts'],
  ]);
  expect(filter?.value).toBe(status ?? '');
}
