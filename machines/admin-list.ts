/**
 * The shape of the admin tables that load all their rows at once (/admin/users, /admin/news): load
 * the rows, then delete one after a confirmation; a failed load or delete raises an 'Error' alert with the
 * server's message when it gave one, a delete that worked a success alert. A table may load its
 * rows afresh after each change instead of changing them on screen.
 *
 * States: loading → loaded | failed; loaded → confirmingDelete → deleting → loaded (loading when it
 * reloads after changes).
 * Events: item.updated { item } (only for a table whose rows are edited on its own page: a saved
 * edit or status), delete.requested { item }, delete.confirmed, delete.cancelled, retry.requested.
 */
import { assign, setup } from 'xstate';
import type { MessageId } from '../src/api/messages';
import type { Result } from '../src/api/users';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, successNotice } from './notice';

export interface AdminListMessages {
  loadFailed: MessageId;
  deletedTitle: MessageId;
  /** When the delete succeeded and the answer names no message of its own. */
  deleted: MessageId;
  /** When the delete failed without a message from the server. */
  deleteError: MessageId;
}

export interface AdminListOptions {
  /**
   * The rows are edited on the table's own page (the users' edit dialog), so a saved edit replaces
   * its row; a table edited on another page loads afresh when the person comes back.
   */
  editsInPlace?: boolean;
  /**
   * After a saved edit, a delete or a status change the rows are loaded afresh, so the table shows
   * what the server now holds (its order and any change made elsewhere) rather than a local guess.
   */
  reloadsAfterChange?: boolean;
}

export function adminListMachine<TItem extends { id: number }>(
  id: string,
  messages: AdminListMessages,
  { editsInPlace = false, reloadsAfterChange = false }: AdminListOptions = {},
) {
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
      replaceItem: assign({
        items: ({ context }, params: { item: TItem }) =>
          context.items.map((item) => (item.id === params.item.id ? params.item : item)),
      }),
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
          ...(editsInPlace && {
            'item.updated': reloadsAfterChange
              ? { target: 'loading' }
              : { actions: { type: 'replaceItem', params: ({ event }) => ({ item: event.item }) } },
          }),
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
          // The server answers a refusal with an error status, never a 2xx with `success: false`.
          onDone: {
            target: reloadsAfterChange ? 'loading' : 'loaded',
            actions: [
              assign({
                items: ({ context }) => context.items.filter((item) => item.id !== context.pendingDelete?.id),
                pendingDelete: null,
              }),
              { type: 'notify', params: successNotice(messages.deletedTitle, messages.deleted) },
            ],
          },
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
