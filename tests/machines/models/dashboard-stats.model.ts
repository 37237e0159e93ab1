import { dashboardStatsMachine } from '../../../machines/dashboard-stats.machine';
import { ApiError } from '../../../src/api/errors';
import { noop, sampleStats } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

export const dashboardStatsModel: MachineModel = {
  machine: dashboardStatsMachine.provide({
    actors: { fetchStats: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    'xstate.done.actor.fetchStats': [{ output: sampleStats }],
    'xstate.error.actor.fetchStats': [{ error: new ApiError('response', 'Request failed', 500) }],
    'refresh.requested': [{}],
  },
};
