/**
 * The shape the admin tables share (spec §2 /admin/users and /admin/products, §8 admin alerts):
 * load the rows, then delete one after a confirmation, with the spec's alerts.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded.
 * Events: item.updated { item }, delete.requested { item }, delete.confirmed, delete.cancelled,
 * retry.requested.
 */
import { assign, setup } from 'xstate';
import type { Result } from '../src/api/users';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, refusalNotice } from './notice';

export interface AdminListMessages {
  loadFailed: string;
  deletedTitle: string;
  /** When the server refuses without saying why. */
  deleteFailed: string;
  /** When the request itself failed without a message from the server. */
  deleteError: string;
}

export function adminListMachine<TItem extends { id: number }>(id: string, messages: AdminListMessages) {
  return setup({
    types: {
      context: {} as { items: TItem[]; pendingDelete: TItem | null },
      events: {} as
        | { type: 'item.updated'; item: TItem }
        | { type: 'delete.requested'; item: TItem }
        | { type: 'delete.confirmed' }
        | { type: 'delete.cancelled' }
        | { type: 'retry.requested' },
      tags: {} as 'busy',
    },
    actors: {
      fetchItems: missingPromiseActor<TItem[]>('fetchItems'),
      deleteItem: missingPromiseActor<Result, { id: number }>('deleteItem'),
    },
    actions: {
      notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    },
    guards: {
      succeeded: (_, params: { result: Result }) => params.result.success,
    },
  }).createMachine({
    id,
    context: { items: [], pendingDelete: null },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'fetchItems',
          src: 'fetchItems',
          onDone: { target: 'loaded', actions: assign({ items: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: {
              type: 'notify',
              params: failureNotice(messages.loadFailed),
            },
          },
        },
      },
      failed: {
        on: { 'retry.requested': { target: 'loading' } },
      },
      loaded: {
        on: {
          'item.updated': {
            actions: assign({
              items: ({ context, event }) =>
                context.items.map((item) => (item.id === event.item.id ? event.item : item)),
            }),
          },
          'delete.requested': {
            target: 'confirmingDelete',
            actions: assign({ pendingDelete: ({ event }) => event.item }),
          },
        },
      },
      confirmingDelete: {
        on: {
          'delete.confirmed': { target: 'deleting' },
          'delete.cancelled': { target: 'loaded', actions: assign({ pendingDelete: null }) },
        },
      },
      deleting: {
        tags: 'busy',
        invoke: {
          id: 'deleteItem',
          src: 'deleteItem',
          input: ({ context }) => ({ id: context.pendingDelete?.id ?? 0 }),
          onDone: [
            {
              guard: { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
              target: 'loaded',
              actions: [
                assign({
                  items: ({ context }) =>
                    context.items.filter((item) => item.id !== context.pendingDelete?.id),
                  pendingDelete: null,
                }),
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    type: 'success',
                    title: messages.deletedTitle,
                    message: event.output.message,
                  }),
                },
              ],
            },
            {
              target: 'loaded',
              actions: [
                assign({ pendingDelete: null }),
                {
                  type: 'notify',
                  params: refusalNotice(messages.deleteFailed),
                },
              ],
            },
          ],
          onError: {
            target: 'loaded',
            actions: [
              assign({ pendingDelete: null }),
              {
                type: 'notify',
                params: failureNotice(messages.deleteError),
              },
            ],
          },
        },
      },
    },
  });
}
