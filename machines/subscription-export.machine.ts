/**
 * The subscriptions table's Export CSV button: the server writes every address into a CSV file,
 * which the browser then saves; a failure says why, and the button tries again.
 *
 * States: idle → exporting → idle (the file saved) | failed (export again: exporting).
 * Events: export.requested.
 */
import { assign, setup } from 'xstate';
import { failureMessage } from '../src/api/errors';
import type { Message } from '../src/api/messages';
import { missingAction, missingPromiseActor } from './not-provided';

/** The CSV the server wrote, and the file name it gave it. */
export interface SubscriptionExport {
  csv: Blob;
  filename: string;
}

export const subscriptionExportMachine = setup({
  types: {
    context: {} as { failure: Message | null },
    events: {} as { type: 'export.requested' },
    tags: {} as 'busy',
  },
  actors: {
    exportSubscriptions: missingPromiseActor<SubscriptionExport>('exportSubscriptions'),
  },
  actions: {
    saveFile: missingAction('saveFile') as (_: unknown, params: SubscriptionExport) => void,
  },
}).createMachine({
  id: 'subscriptionExport',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.requested': 'exporting' } },
    exporting: {
      tags: 'busy',
      entry: assign({ failure: null }),
      invoke: {
        id: 'exportSubscriptions',
        src: 'exportSubscriptions',
        onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureMessage(event.error, 'subscriptionsExportFailed', 'networkError'),
          }),
        },
      },
    },
    failed: { on: { 'export.requested': 'exporting' } },
  },
});
