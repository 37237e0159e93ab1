/**
 * The products table of the admin portal (/admin/products): a page of 50 rows read from the
 * server, sorted by a column and searched as the catalogue is, with rows chosen to delete together.
 *
 * Who owns the address: the machine, as on the audit page. A search, a sort or a page asked for on
 * the page changes the machine first: it loads that view and writes it into the address with
 * `writeUrl` (a history entry, so Back and a reload return to it). The address reaches the machine
 * only through `url.synced` (Back, Forward, a link), which loads without writing back. A view equal
 * to the current one changes nothing.
 *
 * The rows chosen belong to the page shown: another view starts with none chosen, so nothing is
 * deleted that the person cannot see. A delete, of one row or of those chosen, is confirmed once
 * and then sent as one request; the page is then read afresh. A page left empty by a delete (the
 * last page's every row) gives way to the page that is now last.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails).
 * Events: search.submitted { q }, sort.requested { sort }, page.requested { page },
 * url.synced { query }, retry.requested, row.toggled { id }, page.toggled, delete.requested
 * { items }, delete.confirmed, delete.cancelled.
 */
import { and, assign, setup } from 'xstate';
import { adminTablePageSize } from '../src/api/limits';
import type { ProductSort } from '../src/api/product-sorts';
import type { ProductSummary, ProductsDeleted } from '../src/api/products';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice } from './notice';

/**
 * The view the address names: page from 1, the order, the search. Without an order the newest come
 * first (a product just created is at the top of the first page), or the best matches of a search.
 */
export interface AdminProductsQuery {
  page: number;
  sort?: ProductSort | undefined;
  q?: string | undefined;
}

/** A page of rows, and how many products the whole view holds. */
export interface AdminProductsPage {
  products: ProductSummary[];
  total: number;
}

export type ProductAdminListEvent =
  | { type: 'search.submitted'; q: string }
  | { type: 'sort.requested'; sort: ProductSort | undefined }
  | { type: 'page.requested'; page: number }
  | { type: 'url.synced'; query: AdminProductsQuery }
  | { type: 'retry.requested' }
  | { type: 'row.toggled'; id: number }
  | { type: 'page.toggled' }
  | { type: 'delete.requested'; items: ProductSummary[] }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' };

export interface ProductAdminListContext {
  query: AdminProductsQuery;
  /** The last page the server answered, kept on screen while the next loads; null after a failure. */
  answer: AdminProductsPage | null;
  /** The ids of the rows chosen, all on the page shown. */
  selected: number[];
  /** The rows a delete is asked for or under way for. */
  doomed: ProductSummary[];
}

/** The order the view is read in: the one chosen, else the newest first, or the best matches of a search. */
export const shownSort = ({ sort, q }: AdminProductsQuery): ProductSort | undefined =>
  sort ?? (q ? undefined : '-id');

export const sameProductsQuery = (a: AdminProductsQuery, b: AdminProductsQuery) =>
  a.page === b.page && a.sort === b.sort && (a.q ?? '') === (b.q ?? '');

/** The view an event asks for: a new search or order starts again at page 1. */
function requested({ query }: ProductAdminListContext, event: ProductAdminListEvent): AdminProductsQuery {
  switch (event.type) {
    case 'search.submitted':
      return { ...query, q: event.q.trim() || undefined, page: 1 };
    case 'sort.requested':
      return { ...query, sort: event.sort, page: 1 };
    case 'page.requested':
      return { ...query, page: event.page };
    case 'url.synced':
      return event.query;
    default:
      return query;
  }
}

const lastPageOf = (answer: AdminProductsPage) => Math.max(1, Math.ceil(answer.total / adminTablePageSize));

/** Writes the view now asked for into the address (a history entry). */
const writeQuery = {
  type: 'writeUrl',
  params: ({ context }: { context: ProductAdminListContext }) => context.query,
} as const;
/** A new view asked for on the page: loaded, and written into the address. */
const toNewView = { guard: 'isNewQuery', target: '.loading', actions: ['applyQuery', writeQuery] } as const;

export const productAdminListMachine = setup({
  types: {
    context: {} as ProductAdminListContext,
    input: {} as { query: AdminProductsQuery },
    events: {} as ProductAdminListEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchPage: missingPromiseActor<AdminProductsPage, AdminProductsQuery>('fetchPage'),
    deleteProducts: missingPromiseActor<ProductsDeleted, { ids: number[] }>('deleteProducts'),
  },
  actions: {
    applyQuery: assign({
      query: ({ context, event }) => requested(context, event),
      selected: [],
    }),
    writeUrl: missingAction('writeUrl') as (_: unknown, params: AdminProductsQuery) => void,
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
  guards: {
    isNewQuery: ({ context, event }) => !sameProductsQuery(requested(context, event), context.query),
    isPageOfView: ({ context, event }) =>
      event.type === 'page.requested' &&
      context.answer !== null &&
      event.page >= 1 &&
      event.page <= lastPageOf(context.answer),
    isPastTheEnd: ({ context }, params: { answer: AdminProductsPage }) =>
      params.answer.products.length === 0 && params.answer.total > 0 && context.query.page > 1,
    hasRows: (_, params: { answer: AdminProductsPage }) => params.answer.products.length > 0,
    isOnPage: ({ context, event }) =>
      event.type === 'delete.requested' &&
      event.items.length > 0 &&
      event.items.every((item) => context.answer?.products.some((row) => row.id === item.id)),
  },
}).createMachine({
  id: 'productAdminList',
  context: ({ input }) => ({ query: input.query, answer: null, selected: [], doomed: [] }),
  initial: 'browsing',
  states: {
    browsing: {
      initial: 'loading',
      on: {
        'search.submitted': toNewView,
        'sort.requested': toNewView,
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
                { type: 'notify', params: failureNotice('productsLoadFailed') },
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
            'row.toggled': {
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.includes(event.id)
                    ? context.selected.filter((id) => id !== event.id)
                    : context.answer?.products.some((row) => row.id === event.id)
                      ? [...context.selected, event.id]
                      : context.selected,
              }),
            },
            // Every row of the page, or none when every one is chosen already.
            'page.toggled': {
              actions: assign({
                selected: ({ context }) => {
                  const ids = context.answer?.products.map((row) => row.id) ?? [];
                  return ids.every((id) => context.selected.includes(id)) ? [] : ids;
                },
              }),
            },
            'delete.requested': {
              guard: 'isOnPage',
              target: '#productAdminList.confirming',
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
        id: 'deleteProducts',
        src: 'deleteProducts',
        input: ({ context }) => ({ ids: context.doomed.map((item) => item.id) }),
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'browsing.loading',
          // One product deleted is told as one; several together as the rows chosen.
          actions: [
            {
              type: 'notify',
              params: ({ context }): Notice =>
                context.doomed.length === 1
                  ? { type: 'success', title: 'productDeletedTitle', message: 'productDeleted' }
                  : { type: 'success', title: 'successTitle', message: 'productsDeleted' },
            },
            assign({ doomed: [], selected: [] }),
          ],
        },
        onError: {
          target: 'browsing.shown',
          actions: [assign({ doomed: [] }), { type: 'notify', params: failureNotice('productDeleteError') }],
        },
      },
    },
  },
});
