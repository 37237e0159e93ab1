/**
 * The one-button status switch a row of an admin table may have (a news item's eye button, a
 * contact message's read button): sends the other status for the row, then a success alert naming
 * the change or an 'Error' alert; after a change the table loads its rows afresh.
 *
 * States: idle → updating → idle.
 * Events: the flow's own `<subject>.toggled` { item }.
 */
import { assign, setup } from 'xstate';
import type { MessageId } from '../src/api/messages';
import type { Result } from '../src/api/result';
import { chartPart } from './chart-part';
import { missingAction, missingPromiseActor } from './not-provided';
import { failureNotice, type Notice, successNotice } from './notice';

export interface RowStatusOptions<TItem> {
  /** The event a row's button sends, with its item. */
  event: string;
  /** Whether the row's status is on now (active, read): the button asks for the other one. */
  isOn: (item: TItem) => boolean;
  /** The success alert's message after switching on and off, and the failure's when the server gave none. */
  messages: { switchedOn: MessageId; switchedOff: MessageId; failed: MessageId };
}

export function rowStatusMachine<TItem extends { id: number }, const TEvent extends string>(
  id: string,
  { event, isOn, messages }: RowStatusOptions<TItem> & { event: TEvent },
) {
  // A row's button: the row's item is kept while its new status is saved.
  const toggled = chartPart({ target: 'updating', actions: 'storeItem' });
  return setup({
    types: {
      context: {} as { item: TItem | null },
      events: {} as { type: TEvent; item: TItem },
      tags: {} as 'busy',
    },
    actors: {
      /** Saves the row's new status: `on` is the status asked for. */
      updateStatus: missingPromiseActor<Result, { id: number; on: boolean }>('updateStatus'),
    },
    actions: {
      storeItem: assign({ item: ({ event: toggled }) => toggled.item }),
      notify: missingAction('notify') as (_: unknown, params: Notice) => void,
      /** Tells the table its rows changed. */
      changed: missingAction('changed'),
    },
  }).createMachine({
    id,
    context: { item: null },
    initial: 'idle',
    states: {
      idle: {
        // Keyed by the flow's own event name: TypeScript cannot match a generic key to XState's
        // event descriptors, so the transition is checked by the walks instead.
        on: { [event]: toggled } as never,
      },
      updating: {
        tags: 'busy',
        invoke: {
          id: 'updateStatus',
          src: 'updateStatus',
          // Only a row's button leads here, with its item.
          input: ({ context }) => ({ id: context.item?.id ?? 0, on: !(context.item && isOn(context.item)) }),
          // The server answers a refusal with an error status, never a 2xx with `success: false`.
          onDone: {
            target: 'idle',
            actions: [
              {
                type: 'notify',
                params: ({ context, event: done }) =>
                  successNotice(
                    'successTitle',
                    context.item && isOn(context.item) ? messages.switchedOff : messages.switchedOn,
                  )({ event: done }),
              },
              'changed',
            ],
          },
          onError: { target: 'idle', actions: { type: 'notify', params: failureNotice(messages.failed) } },
        },
      },
    },
  });
}
