/**
 * The catalog subscriptions table of the admin portal (/admin/subscriptions): the paged table of
 * ./paged-table.ts over the addresses left on the catalogs page, newest first unless another order
 * is chosen, searched by address; an address is removed after one confirmation (a person asking to
 * be taken off the list). Its Export CSV button is ./subscription-export.machine.ts.
 *
 * States: browsing (loading → shown | empty | failed; failed → loading on retry.requested) →
 * confirming → deleting → browsing.loading (browsing.shown when the delete fails).
 * Events: search.submitted { q }, sort.requested { sort }, page.requested { page },
 * url.synced { query }, retry.requested, delete.requested { items }, delete.confirmed,
 * delete.cancelled.
 */
import type { SubscriptionSort } from '../src/api/subscription-sorts';
import type { Subscription } from '../src/api/subscriptions';
import { pagedTableMachine, type TableQuery } from './paged-table';

export type SubscriptionsQuery = TableQuery<SubscriptionSort>;

const removed = { type: 'success', title: 'successTitle', message: 'subscriptionDeleted' } as const;

export const subscriptionListMachine = pagedTableMachine<Subscription, SubscriptionSort>('subscriptionList', {
  notices: {
    loadFailed: 'subscriptionsLoadFailed',
    deletedOne: removed,
    deletedMany: removed,
    deleteFailed: 'subscriptionDeleteFailed',
  },
});
