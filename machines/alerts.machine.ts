/**
 * Alerts: newest on top, each removed 5000 ms after it came or when closed. The countdown holds
 * while the pointer or the keyboard focus is on an alert (someone is reading it or about to close
 * it), and starts over, a full 5000 ms, once both have left.
 *
 * States: active.
 * Events: alert.added { alert }, alert.dismissed { id }, alert.held { id, by },
 * alert.released { id, by }.
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

/** What keeps an alert on screen: the pointer over it, or the focus in it. */
export type AlertHold = 'pointer' | 'focus';

interface AlertsContext {
  alerts: Alert[];
  /** The holds on each alert that has any. */
  holds: Record<string, AlertHold[]>;
}

type HoldEvent = { type: 'alert.held' | 'alert.released'; id: string; by: AlertHold };

const holdsOf = (context: AlertsContext, id: string) => context.holds[id] ?? [];

export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as { type: 'alert.added'; alert: Alert } | { type: 'alert.dismissed'; id: string } | HoldEvent,
  },
  delays: { alertDismiss: alertDismissMs },
  guards: {
    shownAndNotHeldThisWay: ({ context, event }) =>
      event.type === 'alert.held' &&
      context.alerts.some((a) => a.id === event.id) &&
      !holdsOf(context, event.id).includes(event.by),
    heldThisWay: ({ context, event }) =>
      event.type === 'alert.released' && holdsOf(context, event.id).includes(event.by),
  },
  actions: {
    /** The countdown, named by the alert's id so closing or holding it cancels it. */
    startCountdown: enqueueActions(({ enqueue }, params: { id: string }) => {
      enqueue.raise({ type: 'alert.dismissed', id: params.id }, { delay: 'alertDismiss', id: params.id });
    }),
  },
}).createMachine({
  id: 'alerts',
  context: { alerts: [], holds: {} },
  initial: 'active',
  states: {
    active: {
      on: {
        'alert.added': {
          actions: [
            assign({ alerts: ({ context, event }) => [event.alert, ...context.alerts] }),
            { type: 'startCountdown', params: ({ event }) => ({ id: event.alert.id }) },
          ],
        },
        'alert.dismissed': {
          actions: [
            cancel(({ event }) => event.id),
            assign({
              alerts: ({ context, event }) => context.alerts.filter((a) => a.id !== event.id),
              holds: ({ context, event }) => {
                const { [event.id]: _, ...others } = context.holds;
                return others;
              },
            }),
          ],
        },
        'alert.held': {
          guard: 'shownAndNotHeldThisWay',
          actions: [
            cancel(({ event }) => event.id),
            assign({
              holds: ({ context, event }) => ({
                ...context.holds,
                [event.id]: [...holdsOf(context, event.id), event.by],
              }),
            }),
          ],
        },
        'alert.released': {
          guard: 'heldThisWay',
          actions: [
            assign({
              holds: ({ context, event }) => ({
                ...context.holds,
                [event.id]: holdsOf(context, event.id).filter((hold) => hold !== event.by),
              }),
            }),
            enqueueActions(({ context, event, enqueue }) => {
              if (holdsOf(context, event.id).length === 0)
                enqueue({ type: 'startCountdown', params: { id: event.id } });
            }),
          ],
        },
      },
    },
  },
});
