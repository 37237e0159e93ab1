/**
 * The shape of the admin tables that page on the server (/admin/products, /admin/messages,
 * /admin/users, /admin/news): a page of 50 rows read from the server, sorted by a column and
 * searched, with rows deleted after one confirmation (of one row, or of the rows chosen together
 * where the table offers choosing), and where rows have a status, the rows chosen shown or hidden
 * together (no confirmation: it is undone as easily). Where rows have a publication (news items,
 * products), the view may keep to one publication status.
 *
 * Who owns the address: the machine, as on the audit page. A search, a sort or a page asked for on
 * the page changes the machine first: it loads that view and writes it into the address with
 * `writeUrl` (a history entry, so Back and a reload return to it). The address reaches the machine
 * only through `url.synced` (Back, Forward, a link), which loads without writing back. A view equal
 * to the current one changes nothing.
 *
 * The rows chosen belong to the page shown: another view starts with none chosen, so nothing is
 * deleted that the person cannot see. A delete is sent as one request and the page is then read
 * afresh. A page left empty by a delete (the last page's every row) gives way to the page that is
 * now last. A table whose rows change in place (a message marked read) reads its page afresh after
 * each change, so it shows what the server now holds.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails); where rows have
 * a status: browsing.shown → switching → browsing.loading (browsing.shown when the change fails).
 * Events: search.submitted { q }, sort.requested { sort }, page.requested { page },
 * url.synced { query }, retry.requested, delete.requested { items }, delete.confirmed,
 * delete.cancelled; where rows are chosen: row.toggled { id }, page.toggled; where rows change in
 * place: rows.changed; where rows have a status: status.requested { active }; where rows have a
 * publication: publication.filtered { status } (none for every status).
 */
import { and, assign, createMachine, setup } from 'xstate';
import { adminTablePageSize } from '../src/api/limits';
import type { MessageId } from '../src/api/messages';
import type { PublicationStatus } from '../src/api/publication';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice } from './notice';

/** The view the address names: page from 1, the order, the search, and one publication status. */
export interface TableQuery<TSort extends string> {
  page: number;
  sort?: TSort | undefined;
  q?: string | undefined;
  status?: PublicationStatus | undefined;
}

/** A page of rows, and how many rows the whole view holds. */
export interface TablePage<TRow> {
  rows: TRow[];
  total: number;
}

export interface PagedTableContext<TRow, TSort extends string> {
  query: TableQuery<TSort>;
  /** The last page the server answered, kept on screen while the next loads; null after a failure. */
  answer: TablePage<TRow> | null;
  /** The ids of the rows chosen, all on the page shown. */
  selected: number[];
  /** The rows a delete is asked for or under way for. */
  doomed: TRow[];
  /** The status the rows chosen are being given (shown: true), while that change is under way. */
  switchingTo: boolean | null;
}

export type PagedTableEvent<TRow, TSort extends string> =
  | { type: 'search.submitted'; q: string }
  | { type: 'sort.requested'; sort: TSort | undefined }
  | { type: 'page.requested'; page: number }
  | { type: 'url.synced'; query: TableQuery<TSort> }
  | { type: 'retry.requested' }
  | { type: 'row.toggled'; id: number }
  | { type: 'page.toggled' }
  | { type: 'rows.changed' }
  | { type: 'status.requested'; active: boolean }
  | { type: 'publication.filtered'; status: PublicationStatus | undefined }
  | { type: 'delete.requested'; items: TRow[] }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' };

export interface PagedTableOptions {
  notices: {
    loadFailed: MessageId;
    /** One row deleted, and several together. */
    deletedOne: Notice;
    deletedMany: Notice;
    deleteFailed: MessageId;
  };
  /** The table offers choosing rows to delete together. */
  choosesRows?: boolean;
  /** The table's rows change in place (rows.changed), after which the page is read afresh. */
  changesRows?: boolean;
  /** The rows chosen can be shown or hidden together: what is said when that is done or fails. */
  switchesRows?: { shown: Notice; hidden: Notice; failed: MessageId };
  /** The rows have a publication: the view can keep to one status. */
  filtersPublication?: boolean;
}

export const sameTableQuery = <TSort extends string>(a: TableQuery<TSort>, b: TableQuery<TSort>) =>
  a.page === b.page && a.sort === b.sort && (a.q ?? '') === (b.q ?? '') && a.status === b.status;

/** The view an event asks for: a new search, order or status starts again at page 1. */
function requested<TRow, TSort extends string>(
  query: TableQuery<TSort>,
  event: PagedTableEvent<TRow, TSort>,
): TableQuery<TSort> {
  switch (event.type) {
    case 'search.submitted':
      return { ...query, q: event.q.trim() || undefined, page: 1 };
    case 'sort.requested':
      return { ...query, sort: event.sort, page: 1 };
    case 'publication.filtered':
      return { ...query, status: event.status, page: 1 };
    case 'page.requested':
      return { ...query, page: event.page };
    case 'url.synced':
      return event.query;
    default:
      return query;
  }
}

const lastPageOf = ({ total }: { total: number }) => Math.max(1, Math.ceil(total / adminTablePageSize));

export function pagedTableMachine<TRow extends { id: number }, TSort extends string>(
  id: string,
  { notices, choosesRows = false, changesRows = false, switchesRows, filtersPublication }: PagedTableOptions,
) {
  type Context = PagedTableContext<TRow, TSort>;
  type Event = PagedTableEvent<TRow, TSort>;
  /** Writes the view now asked for into the address (a history entry). */
  const writeQuery = {
    type: 'writeUrl',
    params: ({ context }: { context: Context }) => context.query,
  } as const;
  /** A new view asked for on the page: loaded, and written into the address. */
  const toNewView = { guard: 'isNewQuery', target: '.loading', actions: ['applyQuery', writeQuery] } as const;
  const choosing = {
    'row.toggled': { actions: 'toggleRow' },
    'page.toggled': { actions: 'togglePage' },
  } as const;

  const machine = setup({
    types: {
      context: {} as Context,
      input: {} as { query: TableQuery<TSort> },
      events: {} as Event,
      tags: {} as 'busy',
    },
    actors: {
      fetchPage: missingPromiseActor<TablePage<TRow>, TableQuery<TSort>>('fetchPage'),
      deleteRows: missingPromiseActor<unknown, { ids: number[] }>('deleteRows'),
      switchRows: missingPromiseActor<unknown, { ids: number[]; active: boolean }>('switchRows'),
    },
    actions: {
      applyQuery: assign({
        query: ({ context, event }) => requested(context.query, event),
        selected: [],
      }),
      writeUrl: missingAction('writeUrl') as (_: unknown, params: TableQuery<TSort>) => void,
      notify: missingAction('notify') as (_: unknown, params: Notice) => void,
      toggleRow: assign({
        selected: ({ context, event }) => {
          if (event.type !== 'row.toggled') return context.selected;
          return context.selected.includes(event.id)
            ? context.selected.filter((chosen) => chosen !== event.id)
            : context.answer?.rows.some((row) => row.id === event.id)
              ? [...context.selected, event.id]
              : context.selected;
        },
      }),
      // Every row of the page, or none when every one is chosen already.
      togglePage: assign({
        selected: ({ context }) => {
          const ids = context.answer?.rows.map((row) => row.id) ?? [];
          return ids.every((chosen) => context.selected.includes(chosen)) ? [] : ids;
        },
      }),
    },
    guards: {
      isNewQuery: ({ context, event }) => !sameTableQuery(requested(context.query, event), context.query),
      isPageOfView: ({ context, event }) =>
        event.type === 'page.requested' &&
        context.answer !== null &&
        event.page >= 1 &&
        event.page <= lastPageOf(context.answer),
      isPastTheEnd: ({ context }, params: { answer: TablePage<TRow> }) =>
        params.answer.rows.length === 0 && params.answer.total > 0 && context.query.page > 1,
      hasRows: (_, params: { answer: TablePage<TRow> }) => params.answer.rows.length > 0,
      hasChosen: ({ context }) => context.selected.length > 0,
      isOnPage: ({ context, event }) =>
        event.type === 'delete.requested' &&
        event.items.length > 0 &&
        event.items.every((item) => context.answer?.rows.some((row) => row.id === item.id)),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      query: input.query,
      answer: null,
      selected: [],
      doomed: [],
      switchingTo: null,
    }),
    initial: 'browsing',
    states: {
      browsing: {
        initial: 'loading',
        on: {
          'search.submitted': toNewView,
          'sort.requested': toNewView,
          ...(filtersPublication ? { 'publication.filtered': toNewView } : {}),
          // The address already says it: nothing to write back.
          'url.synced': { guard: 'isNewQuery', target: '.loading', actions: 'applyQuery' },
        },
        states: {
          loading: {
            tags: 'busy',
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
              input: ({ context }) => context.query,
              onDone: [
                {
                  guard: { type: 'isPastTheEnd', params: ({ event }) => ({ answer: event.output }) },
                  target: 'loading',
                  reenter: true,
                  actions: [
                    assign({
                      query: ({ context, event }) => ({ ...context.query, page: lastPageOf(event.output) }),
                    }),
                    writeQuery,
                  ],
                },
                {
                  guard: { type: 'hasRows', params: ({ event }) => ({ answer: event.output }) },
                  target: 'shown',
                  actions: assign({ answer: ({ event }) => event.output }),
                },
                { target: 'empty', actions: assign({ answer: ({ event }) => event.output }) },
              ],
              onError: {
                target: 'failed',
                actions: [
                  assign({ answer: null }),
                  { type: 'notify', params: failureNotice(notices.loadFailed) },
                ],
              },
            },
          },
          shown: {
            on: {
              'page.requested': {
                guard: and(['isPageOfView', 'isNewQuery']),
                target: 'loading',
                actions: ['applyQuery', writeQuery],
              },
              ...(choosesRows ? choosing : {}),
              ...(changesRows ? { 'rows.changed': 'loading' } : {}),
              ...(switchesRows
                ? {
                    'status.requested': {
                      guard: 'hasChosen',
                      target: `#${id}.switching`,
                      actions: assign({ switchingTo: ({ event }) => event.active }),
                    },
                  }
                : {}),
              'delete.requested': {
                guard: 'isOnPage',
                target: `#${id}.confirming`,
                actions: assign({ doomed: ({ event }) => event.items }),
              },
            },
          },
          empty: {},
          failed: { on: { 'retry.requested': 'loading' } },
        },
      },
      confirming: {
        on: {
          'delete.confirmed': 'deleting',
          'delete.cancelled': { target: 'browsing.shown', actions: assign({ doomed: [] }) },
        },
      },
      deleting: {
        tags: 'busy',
        invoke: {
          id: 'deleteRows',
          src: 'deleteRows',
          input: ({ context }) => ({ ids: context.doomed.map((item) => item.id) }),
          // The server answers a refusal with an error status, never a 2xx with `success: false`.
          onDone: {
            target: 'browsing.loading',
            actions: [
              {
                type: 'notify',
                params: ({ context }): Notice =>
                  context.doomed.length === 1 ? notices.deletedOne : notices.deletedMany,
              },
              assign({ doomed: [], selected: [] }),
            ],
          },
          onError: {
            target: 'browsing.shown',
            actions: [
              assign({ doomed: [] }),
              { type: 'notify', params: failureNotice(notices.deleteFailed) },
            ],
          },
        },
      },
      // The rows chosen being shown or hidden: the page read afresh once done, the choice kept when it fails.
      switching: {
        tags: 'busy',
        invoke: {
          id: 'switchRows',
          src: 'switchRows',
          input: ({ context }) => ({ ids: context.selected, active: context.switchingTo === true }),
          onDone: {
            target: 'browsing.loading',
            actions: [
              {
                type: 'notify',
                params: ({ context }): Notice =>
                  (context.switchingTo ? switchesRows?.shown : switchesRows?.hidden) ?? notices.deletedMany,
              },
              assign({ switchingTo: null, selected: [] }),
            ],
          },
          onError: {
            target: 'browsing.shown',
            actions: [
              assign({ switchingTo: null }),
              { type: 'notify', params: failureNotice(switchesRows?.failed ?? notices.loadFailed) },
            ],
          },
        },
      },
    },
  });
  if (switchesRows) return machine;
  // A table whose rows have no status never switches: without the state, it declares no transitions
  // it cannot take. The type stays the whole machine's, for the views every paged table shares.
  const { switching: _never, ...states } = machine.config.states ?? {};
  return createMachine({ ...machine.config, states }, machine.implementations) as unknown as typeof machine;
}
