import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { videoVisibilityMachine } from '../../machines/video-visibility.machine';
import { videoVisibilityModel } from './models/video-visibility.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const effects = { play: vi.fn(), pause: vi.fn() };
  const actor = createActor(
    videoVisibilityMachine.provide({
      actions: { play: () => effects.play(), pause: () => effects.pause() },
    }),
  ).start();
  const report = (visible: boolean) => actor.send({ type: 'visibility.changed', visible });
  return { actor, effects, report };
}

describe('video visibility machine', () => {
  itWalksEveryTransition(videoVisibilityModel);

  it('starts paused until the page reports the video on screen', () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(effects.pause).toHaveBeenCalledTimes(1);
    expect(effects.play).not.toHaveBeenCalled();
  });

  it('plays when visible and pauses when hidden again', () => {
    const { actor, effects, report } = start();
    report(true);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(effects.play).toHaveBeenCalledTimes(1);
    report(false);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(effects.pause).toHaveBeenCalledTimes(2);
    expect(effects.play).toHaveBeenCalledTimes(1);
  });

  it('does not play or pause again on repeated reports of the same visibility', () => {
    const { effects, report } = start();
    report(false);
    report(false);
    expect(effects.pause).toHaveBeenCalledTimes(1);
    report(true);
    report(true);
    report(true);
    expect(effects.play).toHaveBeenCalledTimes(1);
    report(false);
    report(false);
    expect(effects.pause).toHaveBeenCalledTimes(2);
    expect(effects.play).toHaveBeenCalledTimes(1);
  });
});
