import { fromCallback } from 'xstate';
import { marqueeMachine } from '../../../machines/marquee.machine';
import { viewLosses } from '../in-view-drivers';
import type { MachineModel } from '../model';

// The in-view and reduced-motion watchers stay silent: the model sends their events itself. The view
// reads `paused` from the snapshot.
const silent = fromCallback(() => {});

export const marqueeModel: MachineModel = {
  machine: marqueeMachine.provide({ actors: { watchInView: silent, watchReducedMotion: silent } }),
  inputs: [undefined],
  events: {
    'pointer.entered': [{}],
    'pointer.left': [{}],
    'focus.entered': [{}],
    'focus.left': [{}],
    'view.lost': viewLosses,
    'view.regained': [{}],
    'playback.toggled': [{}],
    'motion.reduced': [{}],
  },
};
