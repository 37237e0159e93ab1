import { subscriptionListMachine } from '../../../machines/subscription-list.machine';
import { ApiError } from '../../../src/api/errors';
import type { SubscriptionList } from '../../../src/api/subscriptions';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const twoSubscriptions: SubscriptionList = {
  total: 2,
  subscriptions: [
    { id: 2, email: 'huda@example.com', language: 'ar', created_at: '2026-03-02T08:30:00.000Z' },
    { id: 1, email: 'omar@example.com', language: 'en', created_at: '2026-03-01T10:00:00.000Z' },
  ],
};
/** More than the list shows: the newest are listed, the CSV has them all. */
export const manySubscriptions: SubscriptionList = {
  total: 501,
  subscriptions: twoSubscriptions.subscriptions,
};
export const noSubscriptions: SubscriptionList = { total: 0, subscriptions: [] };

export const csvFile = {
  csv: new Blob(['\uFEFFemail,language,subscribed_at\r\nhuda@example.com,ar,2026-03-02T08:30:00.000Z\r\n']),
  filename: 'catalog-subscriptions-2026-03-02.csv',
};

export const subscriptionListModel: MachineModel = {
  machine: subscriptionListMachine.provide({
    actors: { fetchSubscriptions: pendingActor(), exportSubscriptions: pendingActor() },
    actions: { saveFile: noop },
  }),
  inputs: [undefined],
  events: {
    'retry.requested': [{}],
    'export.requested': [{}],
    'xstate.done.actor.fetchSubscriptions': [
      { output: twoSubscriptions },
      { output: noSubscriptions },
      { output: manySubscriptions },
    ],
    'xstate.error.actor.fetchSubscriptions': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
    'xstate.done.actor.exportSubscriptions': [{ output: csvFile }],
    'xstate.error.actor.exportSubscriptions': [
      { error: new ApiError('noResponse', 'Network Error') },
      { error: new ApiError('response', 'Request failed with status code 502', 502) },
    ],
  },
};
