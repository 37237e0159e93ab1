import type { AnyMachineSnapshot } from 'xstate';
import { type PagedTableContext, sameTableQuery, type TablePage } from '../../../machines/paged-table';
import {
  type SubscriptionsQuery,
  subscriptionListMachine,
} from '../../../machines/subscription-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { SubscriptionSort } from '../../../src/api/subscription-sorts';
import type { Subscription } from '../../../src/api/subscriptions';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export type SubscriptionsPage = TablePage<Subscription>;

export const huda: Subscription = {
  id: 2,
  email: 'huda@example.com',
  language: 'ar',
  created_at: '2026-03-02T08:30:00.000Z',
};
export const omar: Subscription = {
  id: 1,
  email: 'omar@example.com',
  language: 'en',
  created_at: '2026-03-01T10:00:00.000Z',
};
/** The one address of the second page: the first ever left. */
export const firstEver: Subscription = {
  id: 51,
  email: 'procurement@riyadh-contracting.example',
  language: 'en',
  created_at: '2025-12-20T07:15:00.000Z',
};

/** Two pages of 50 addresses a page, the server says, of which the walk's answers carry a few. */
export const firstPage: SubscriptionsPage = { rows: [huda, omar], total: 51 };
export const secondPage: SubscriptionsPage = { rows: [firstEver], total: 51 };
/** None yet, or none matching the search. */
export const noSubscriptions: SubscriptionsPage = { rows: [], total: 0 };
/** A page past the end: its addresses were removed meanwhile, two are left on page 1. */
export const pastTheEnd: SubscriptionsPage = { rows: [], total: 2 };

export const networkError = new ApiError('noResponse', 'Network Error');
export const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);
/** The address was removed meanwhile (in another tab): the server's refusal, with its own words. */
export const notFound = new ApiError(
  'response',
  'Request failed with status code 404',
  404,
  'subscriptionNotFound',
);

/** The view the address moves to under the page (Back, Forward), and what is searched on the page. */
export const syncedQuery: SubscriptionsQuery = { page: 2, sort: 'email' };
export const typedSearch = 'example.com';

const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as PagedTableContext<Subscription, SubscriptionSort>;
/** The page's first view: only there are searches, orders and removals tried, so the graph stays small. */
const firstView = (snapshot: AnyMachineSnapshot) => sameTableQuery(contextOf(snapshot).query, { page: 1 });
const inFirstView =
  <T>(variants: T[]) =>
  (snapshot: AnyMachineSnapshot) =>
    firstView(snapshot) ? variants : [];
/** Omar's address, while the first view lists it: the row the walks remove. */
const omarIn = (snapshot: AnyMachineSnapshot) =>
  firstView(snapshot) ? (contextOf(snapshot).answer?.rows ?? []).filter((row) => row.id === omar.id) : [];

// The table opens on its first view: the first page loads (or none, or it fails and is tried
// again); a search, an order by the sortable columns and the address moving under the page; the
// next page and back; an address removed, cancelled, refused or done.
export const subscriptionListModel: MachineModel = {
  machine: subscriptionListMachine.provide({
    actors: { fetchPage: pendingActor(), deleteRows: pendingActor() },
    actions: { notify: noop, writeUrl: noop },
  }),
  inputs: [{ query: { page: 1 } }],
  events: {
    'xstate.done.actor.fetchPage': (snapshot) =>
      contextOf(snapshot).query.page === 1
        ? [{ output: firstPage }, { output: noSubscriptions }]
        : [{ output: secondPage }, { output: pastTheEnd }],
    'xstate.error.actor.fetchPage': inFirstView([{ error: networkError }, { error: gatewayError }]),
    'retry.requested': [{}],
    'search.submitted': inFirstView([{ q: typedSearch }]),
    // A sortable column's heading, pressed once while rows are on screen: E-mail address asks for
    // A to Z; Subscribed, shown newest first, for the oldest first.
    'sort.requested': (snapshot) =>
      firstView(snapshot) && (contextOf(snapshot).answer?.rows.length ?? 0) > 0
        ? [{ sort: 'email' }, { sort: 'date' }]
        : [],
    'url.synced': inFirstView([{ query: syncedQuery }]),
    'page.requested': (snapshot) => {
      const { page } = contextOf(snapshot).query;
      return [{ page: page === 1 ? 2 : 1 }];
    },
    'delete.requested': (snapshot) => omarIn(snapshot).map((row) => ({ items: [row] })),
    'delete.confirmed': [{}],
    // The gesture that cancels (the event carries nothing else): the dialog's Cancel, or Escape.
    'delete.cancelled': [{ with: 'Cancel' }, { with: 'Escape' }],
    // The page removes each address with its own request: the answers, one an address.
    'xstate.done.actor.deleteRows': [
      { output: [{ success: true, message: 'Subscription removed', code: 'subscriptionDeleted' }] },
    ],
    'xstate.error.actor.deleteRows': [{ error: notFound }, { error: gatewayError }, { error: networkError }],
  },
};
