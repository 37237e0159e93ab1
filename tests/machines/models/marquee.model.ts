import { marqueeMachine } from '../../../machines/marquee.machine';
import type { MachineModel } from '../model';

// No named side effects: the view reads `paused` from the snapshot.
export const marqueeModel: MachineModel = {
  machine: marqueeMachine,
  inputs: [undefined],
  events: {
    'pointer.entered': [{}],
    'pointer.left': [{}],
    'focus.entered': [{}],
    'focus.left': [{}],
  },
};
