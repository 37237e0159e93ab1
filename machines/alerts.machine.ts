/**
 * Alerts: newest on top, each removed 5000 ms after it came or when closed.
 *
 * States: active.
 * Events: alert.added { alert }, alert.dismissed { id }.
 */
import { assign, cancel, enqueueActions, setup } from 'xstate';
import { alertDismissMs } from '../src/api/limits';
import type { Message } from '../src/api/messages';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface Alert {
  /** Chosen by the sender, so the machine stays free of randomness. */
  id: string;
  type: AlertType;
  title: Message;
  message: Message;
}

export const alertsMachine = setup({
  types: {
    context: {} as { alerts: Alert[] },
    events: {} as { type: 'alert.added'; alert: Alert } | { type: 'alert.dismissed'; id: string },
  },
  delays: { alertDismiss: alertDismissMs },
}).createMachine({
  id: 'alerts',
  context: { alerts: [] },
  initial: 'active',
  states: {
    active: {
      on: {
        'alert.added': {
          actions: [
            assign({ alerts: ({ context, event }) => [event.alert, ...context.alerts] }),
            // One timer per alert, named by its id so closing it early cancels the timer.
            enqueueActions(({ event, enqueue }) => {
              if (event.type !== 'alert.added') return;
              const { id } = event.alert;
              enqueue.raise({ type: 'alert.dismissed', id }, { delay: 'alertDismiss', id });
            }),
          ],
        },
        'alert.dismissed': {
          actions: [
            cancel(({ event }) => event.id),
            assign({ alerts: ({ context, event }) => context.alerts.filter((a) => a.id !== event.id) }),
          ],
        },
      },
    },
  },
});
