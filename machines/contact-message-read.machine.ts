/**
 * The read/unread button of the contact messages table (/admin/messages): marks a message read,
 * or unread again, with a success alert naming the change or an 'Error' alert; after a change the
 * table loads its rows afresh (and the dashboard's unread count follows the server).
 *
 * States: idle → updating → idle.
 * Events: read.toggled { item }.
 */
import { assign, setup } from 'xstate';
import type { ContactMessageItem } from '../src/api/contact';
import type { Result } from '../src/api/result';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, successNotice } from './notice';

export const contactMessageReadMachine = setup({
  types: {
    context: {} as { item: ContactMessageItem | null },
    events: {} as { type: 'read.toggled'; item: ContactMessageItem },
    tags: {} as 'busy',
  },
  actors: {
    markMessage: missingPromiseActor<Result, { id: number; read: boolean }>('markMessage'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    /** Tells the table its rows changed. */
    changed: missingAction('changed'),
  },
}).createMachine({
  id: 'contactMessageRead',
  context: { item: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'read.toggled': { target: 'updating', actions: assign({ item: ({ event }) => event.item }) } },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'markMessage',
        src: 'markMessage',
        // Only a row's button leads here, with its item.
        input: ({ context }) => ({ id: context.item?.id ?? 0, read: !context.item?.read }),
        // The server answers a refusal with an error status, never a 2xx with `success: false`.
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context, event }) =>
                successNotice(
                  'successTitle',
                  context.item?.read ? 'contactMarkedUnread' : 'contactMarkedRead',
                )({ event }),
            },
            'changed',
          ],
        },
        onError: { target: 'idle', actions: { type: 'notify', params: failureNotice('contactReadFailed') } },
      },
    },
  },
});
