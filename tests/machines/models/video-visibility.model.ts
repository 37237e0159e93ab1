import { fromCallback } from 'xstate';
import { videoVisibilityMachine } from '../../../machines/video-visibility.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

// The shares of the hero video an IntersectionObserver watching 0%, 30% and 100% reports: all of
// it, exactly the 30% from which it plays, just under that, and none. The watchers stay silent:
// the model sends their events itself.
export const videoVisibilityModel: MachineModel = {
  machine: videoVisibilityMachine.provide({
    actors: { watchVisibility: fromCallback(() => {}), watchReducedMotion: fromCallback(() => {}) },
    actions: { play: noop, pause: noop },
  }),
  inputs: [{ threshold: 0.3 }],
  events: {
    'visibility.changed': [{ ratio: 1 }, { ratio: 0.3 }, { ratio: 0.29 }, { ratio: 0 }],
    'playback.toggled': [{}],
    'motion.reduced': [{}],
  },
};
