import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dashboardStatsMachine } from '../../machines/dashboard-stats.machine';
import type { Notice } from '../../machines/notice';
import { ApiError } from '../../src/api/errors';
import { sampleStats } from './fixtures';
import { pendingActor } from './model';
import { dashboardStatsModel } from './models/dashboard-stats.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const notify = vi.fn<(notice: Notice) => void>();
  const actor = createActor(
    dashboardStatsMachine.provide({
      actors: { fetchStats: pendingActor() },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  ).start();
  return { actor, notify };
}

describe('dashboard stats machine', () => {
  itWalksEveryTransition(dashboardStatsModel);

  it('shows placeholders while loading, then the measured figures', () => {
    const { actor, notify } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.stats).toBeNull();
    actor.send({ type: 'xstate.done.actor.fetchStats', output: sampleStats } as never);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.stats).toEqual(sampleStats);
    expect(notify).not.toHaveBeenCalled();
  });

  it("alerts 'Error' / 'Failed to load system statistics' when the figures cannot load", () => {
    const { actor, notify } = start();
    actor.send({
      type: 'xstate.error.actor.fetchStats',
      error: new ApiError('response', 'Request failed', 500, 'Internal Server Error'),
    } as never);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      title: 'Error',
      message: 'Failed to load system statistics',
    });
  });

  it('loads again on refresh, after a failure or a success', () => {
    const { actor } = start();
    actor.send({ type: 'xstate.error.actor.fetchStats', error: new Error('down') } as never);
    actor.send({ type: 'refresh.requested' });
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'xstate.done.actor.fetchStats', output: sampleStats } as never);
    actor.send({ type: 'refresh.requested' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
