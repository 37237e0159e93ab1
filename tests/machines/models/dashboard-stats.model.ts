import { dashboardStatsMachine } from '../../../machines/dashboard-stats.machine';
import { ApiError } from '../../../src/api/errors';
import type { SystemStats } from '../../../src/api/stats';
import { noop, sampleStats } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

const gib = 1024 ** 3;

/**
 * What a refresh measures later: more users, a longer uptime, a backup and one refused since for
 * want of room, memory nearly full.
 */
export const laterStats: SystemStats = {
  totalUsers: 4,
  activeUsers: 2,
  uptimeSeconds: 3 * 86_400 + 5 * 3600 + 7 * 60,
  disk: { usedBytes: 120 * gib, totalBytes: 480 * gib },
  memory: { usedBytes: Math.round(3.6 * gib), totalBytes: 4 * gib },
  lastBackup: '2026-03-01T12:00:00.000Z',
  lastBackupSize: { ownBytes: 40 * 1024 ** 2, totalBytes: Math.round(1.2 * gib) },
  backupRefusedAt: '2026-03-02T12:00:00.000Z',
  unreadMessages: 0,
};

export const dashboardStatsModel: MachineModel = {
  machine: dashboardStatsMachine.provide({
    actors: { fetchStats: pendingActor() },
    actions: { notify: noop },
  }),
  inputs: [undefined],
  events: {
    // The first figures, then (on a refresh) later ones.
    'xstate.done.actor.fetchStats': (snapshot) => [
      { output: snapshot.context.stats ? laterStats : sampleStats },
    ],
    // A first load that fails, and a refresh that fails while earlier figures are on screen.
    'xstate.error.actor.fetchStats': (snapshot) =>
      snapshot.context.stats
        ? [{ error: new ApiError('timeout', 'timeout exceeded') }]
        : [
            { error: new ApiError('response', 'Request failed with status code 502', 502) },
            { error: new ApiError('noResponse', 'Network Error') },
          ],
    'refresh.requested': [{}],
  },
};
