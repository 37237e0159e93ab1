/**
 * Dashboard figures on the admin dashboard: placeholders while
 * loading, then the server's measured figures, or the 'Error' alert.
 *
 * States: loading → loaded | failed.
 * Events: refresh.requested.
 */
import { assign, setup } from 'xstate';
import type { SystemStats } from '../src/api/stats';
import { missingAction, missingPromiseActor } from './not-provided';
import { errorNotice, type Notice } from './notice';

export const dashboardStatsMachine = setup({
  types: {
    context: {} as { stats: SystemStats | null },
    events: {} as { type: 'refresh.requested' },
  },
  actors: {
    fetchStats: missingPromiseActor<SystemStats>('fetchStats'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
  },
}).createMachine({
  id: 'dashboardStats',
  context: { stats: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchStats',
        src: 'fetchStats',
        onDone: { target: 'loaded', actions: assign({ stats: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: {
            type: 'notify',
            params: errorNotice('statsFailed'),
          },
        },
      },
    },
    loaded: { on: { 'refresh.requested': { target: 'loading' } } },
    failed: { on: { 'refresh.requested': { target: 'loading' } } },
  },
});
