import { fromCallback } from 'xstate';
import { marqueeMachine } from '../../../machines/marquee.machine';
import type { MachineModel } from '../model';
import { sightLosses } from '../sight-drivers';

// The sight watcher stays silent: the model sends its events itself. The view reads `paused` from
// the snapshot.
export const marqueeModel: MachineModel = {
  machine: marqueeMachine.provide({ actors: { watchSight: fromCallback(() => {}) } }),
  inputs: [undefined],
  events: {
    'pointer.entered': [{}],
    'pointer.left': [{}],
    'focus.entered': [{}],
    'focus.left': [{}],
    'sight.lost': sightLosses,
    'sight.regained': [{}],
  },
};
