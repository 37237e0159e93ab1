/**
 * The admin's catalog subscriptions panel: the addresses load, then the administrator may download
 * them all as a CSV file.
 *
 * States: loading → loaded | failed (try again: loading); loaded.idle → loaded.exporting →
 * loaded.idle (the file saved) | loaded.exportFailed (export again).
 * Events: retry.requested, export.requested.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import type { SubscriptionList } from '../src/api/subscriptions';
import { missingAction, missingPromiseActor } from './not-provided';

/** The CSV the server wrote, and the file name it gave it. */
export interface SubscriptionExport {
  csv: Blob;
  filename: string;
}

export const subscriptionListMachine = setup({
  types: {
    context: {} as { list: SubscriptionList | null; failure: Message | null },
    events: {} as { type: 'retry.requested' } | { type: 'export.requested' },
    tags: {} as 'busy' | 'exporting',
  },
  actors: {
    fetchSubscriptions: missingPromiseActor<SubscriptionList>('fetchSubscriptions'),
    exportSubscriptions: missingPromiseActor<SubscriptionExport>('exportSubscriptions'),
  },
  actions: {
    saveFile: missingAction('saveFile') as (_: unknown, params: SubscriptionExport) => void,
  },
}).createMachine({
  id: 'subscriptionList',
  context: { list: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchSubscriptions',
        src: 'fetchSubscriptions',
        onDone: { target: 'loaded', actions: assign({ list: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'subscriptionsLoadFailed', 'networkError'),
          }),
        },
      },
    },
    failed: { on: { 'retry.requested': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.requested': 'exporting' } },
        exporting: {
          tags: 'exporting',
          invoke: {
            id: 'exportSubscriptions',
            src: 'exportSubscriptions',
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'exportFailed',
              actions: assign({
                failure: ({ event }) =>
                  failureMessage(event.error, 'subscriptionsExportFailed', 'networkError'),
              }),
            },
          },
        },
        exportFailed: { on: { 'export.requested': 'exporting' } },
      },
    },
  },
});
