import { describe, expect, it } from 'vitest';
import { createActor, setup, toPromise } from 'xstate';
import { missingAction, missingCallbackActor, missingPromiseActor } from '../../machines/not-provided';

/** A flow that names one of each and is started without providing them. */
function flowUsing(kind: 'action' | 'promise' | 'callback') {
  return setup({
    actions: { notify: missingAction('notify') },
    actors: { fetchStats: missingPromiseActor('fetchStats'), watch: missingCallbackActor('watch') },
  }).createMachine({
    initial: 'running',
    states: {
      running:
        kind === 'action'
          ? { entry: 'notify' }
          : { invoke: { src: kind === 'promise' ? 'fetchStats' : 'watch' } },
    },
  });
}

describe('what a flow names but a screen forgot to provide', () => {
  it('fails loudly, naming the action', async () => {
    const actor = createActor(flowUsing('action'));
    const failed = toPromise(actor);
    actor.start();
    await expect(failed).rejects.toThrow('Action "notify" not provided');
  });

  it('fails loudly, naming the actor, whether it answers once or keeps listening', async () => {
    for (const [kind, name] of [
      ['promise', 'fetchStats'],
      ['callback', 'watch'],
    ] as const) {
      const actor = createActor(flowUsing(kind));
      const failed = toPromise(actor);
      actor.start();
      await expect(failed).rejects.toThrow(`Actor "${name}" not provided`);
    }
  });
});
