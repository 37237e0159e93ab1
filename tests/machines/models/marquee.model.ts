import { fromCallback } from 'xstate';
import { marqueeMachine } from '../../../machines/marquee.machine';
import type { MachineModel } from '../model';
import { sightLosses } from '../sight-drivers';

// The sight and reduced-motion watchers stay silent: the model sends their events itself. The view
// reads `paused` from the snapshot.
const silent = fromCallback(() => {});

export const marqueeModel: MachineModel = {
  machine: marqueeMachine.provide({ actors: { watchSight: silent, watchReducedMotion: silent } }),
  inputs: [undefined],
  events: {
    'pointer.entered': [{}],
    'pointer.left': [{}],
    'focus.entered': [{}],
    'focus.left': [{}],
    'sight.lost': sightLosses,
    'sight.regained': [{}],
    'playback.toggled': [{}],
    'motion.reduced': [{}],
  },
};
