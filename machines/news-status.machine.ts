/**
 * The eye button of the news table (/admin/news): switches an item between active (shown on the
 * home page) and inactive, with a success alert naming the new status or an 'Error' alert; after a
 * change the table loads its rows afresh.
 *
 * States: idle → updating → idle.
 * Events: status.toggled { item }.
 */
import { assign, setup } from 'xstate';
import type { NewsItem } from '../src/api/news';
import type { Result } from '../src/api/result';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, successNotice } from './notice';

export const newsStatusMachine = setup({
  types: {
    context: {} as { item: NewsItem | null },
    events: {} as { type: 'status.toggled'; item: NewsItem },
    tags: {} as 'busy',
  },
  actors: {
    updateStatus: missingPromiseActor<Result, { id: number; active: boolean }>('updateStatus'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Tells the table its rows changed. */
    changed: missingAction('changed'),
  },
}).createMachine({
  id: 'newsStatus',
  context: { item: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'status.toggled': { target: 'updating', actions: assign({ item: ({ event }) => event.item }) } },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updateStatus',
        src: 'updateStatus',
        // Only a row's button leads here, with its item.
        input: ({ context }) => ({ id: context.item?.id ?? 0, active: !context.item?.active }),
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context, event }) =>
                successNotice(
                  'successTitle',
                  context.item?.active ? 'newsDeactivated' : 'newsActivated',
                )({
                  event,
                }),
            },
            'changed',
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: failureNotice('newsStatusFailed') } },
      },
    },
  },
});
