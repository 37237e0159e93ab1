import type { AnyMachineSnapshot } from 'xstate';
import { sameTableQuery } from '../../../machines/paged-table';
import {
  type AdminProductsPage,
  type AdminProductsQuery,
  type ProductAdminListContext,
  productAdminListMachine,
} from '../../../machines/product-admin-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { AdminProductSummary } from '../../../src/api/products';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { cpvcPipe, pprPipe, summaryOf } from '../product-fixtures';
import { draftsAndBack, switchingEvents } from './paged-table-events';

/** A published product as the table has it. */
export const cpvcRow: AdminProductSummary = { ...summaryOf(cpvcPipe), status: 'published', publish_at: null };

/**
 * A draft whose description is longer than the table shows, and whose Arabic is out of date.
 */
export const longPprPipe: AdminProductSummary = {
  ...summaryOf(pprPipe),
  status: 'draft',
  publish_at: null,
  description:
    'Polypropylene random copolymer pipe for hot and cold water, underfloor heating and compressed air, rated PN20.',
  translationStatus: 'outdated',
};
/** The one product of the second page, to go live on 1 December 2026 at 09:00 in Riyadh. */
export const elbow: AdminProductSummary = {
  ...summaryOf(cpvcPipe),
  status: 'scheduled',
  publish_at: '2026-12-01T06:00:00.000Z',
  id: 51,
  name: 'PPR Elbow 90° 25 mm',
  description: 'Elbow for PPR pipes.',
  translationStatus: 'current',
};

/** Two pages of 50 rows a page, the server says, of which the walk's answers carry a few. */
export const firstPage: AdminProductsPage = { rows: [cpvcRow, longPprPipe], total: 51 };
export const secondPage: AdminProductsPage = { rows: [elbow], total: 51 };
/** Nothing in the view (no product yet, or none matching the search). */
export const noProducts: AdminProductsPage = { rows: [], total: 0 };
/** A page past the end: its rows were deleted meanwhile, two products are left on page 1. */
export const pastTheEnd: AdminProductsPage = { rows: [], total: 2 };

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);

/** The view the address moves to under the page (Back, Forward), and what is searched on the page. */
export const syncedQuery: AdminProductsQuery = { page: 2, sort: 'id' };
export const typedSearch = 'ppr';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ProductAdminListContext;
/** The page's first view: only there are searches, orders, choices and deletes tried, so the graph stays small. */
const firstView = (snapshot: AnyMachineSnapshot) => sameTableQuery(contextOf(snapshot).query, { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];
const rowsOf = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).answer?.rows ?? [];

// The table opens on its first view: the first page loads (or none, or fails and is retried); a
// search, an order, the drafts alone and back, and the address moving under the page; the next page
// and back; a row chosen, then the whole page; the rows chosen published or made drafts together; a
// delete of one row and of the rows chosen, cancelled, refused or done.
export const productAdminListModel: MachineModel = {
  machine: productAdminListMachine.provide({
    actors: { fetchPage: pendingActor(), deleteRows: pendingActor(), switchRows: pendingActor() },
    actions: { writeUrl: noop, notify: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchPage': (snapshot) =>
      contextOf(snapshot).query.page === 1
        ? [{ output: firstPage }, { output: noProducts }]
        : [{ output: secondPage }, { output: pastTheEnd }],
    'xstate.error.actor.fetchPage': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'retry.requested': [{}],
    'search.submitted': inFirstView([{ q: typedSearch }]),
    'publication.filtered': draftsAndBack,
    // Published (shown) or made drafts (hidden) together.
    ...switchingEvents(
      {
        shown: { message: 'The selected products were published', code: 'productsPublished' },
        hidden: { message: 'The selected products were made drafts', code: 'productsDrafted' },
      },
      [gatewayError, networkError],
    ),
    // A column's heading sorts: there are headings while rows are on screen.
    'sort.requested': (snapshot) =>
      firstView(snapshot) && rowsOf(snapshot).length > 0 ? [{ sort: 'name' }] : [],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'page.requested': (snapshot) => {
      const { page } = contextOf(snapshot).query;
      return [{ page: page === 1 ? 2 : 1 }];
    },
    'row.toggled': (snapshot) =>
      firstView(snapshot)
        ? rowsOf(snapshot)
            .slice(0, 1)
            .map(({ id }) => ({ id }))
        : [],
    'page.toggled': inFirstView([{}]),
    'delete.requested': (snapshot) => {
      if (!firstView(snapshot)) return [];
      const rows = rowsOf(snapshot);
      const chosen = rows.filter((row) => contextOf(snapshot).selected.includes(row.id));
      return [
        // From the row's own Delete, or from the bar over the rows chosen.
        ...rows.filter((row) => row.id === longPprPipe.id).map((row) => ({ items: [row], from: 'row' })),
        ...(chosen.length > 0 ? [{ items: chosen, from: 'chosen' }] : []),
      ];
    },
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    'xstate.done.actor.deleteRows': (snapshot) => [
      {
        output: {
          success: true,
          message: 'The selected products were deleted',
          code: 'productsDeleted',
          deleted: contextOf(snapshot).doomed.length,
        },
      },
    ],
    'xstate.error.actor.deleteRows': [{ error: gatewayError }, { error: networkError }],
  },
};
