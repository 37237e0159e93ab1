import { videoVisibilityMachine } from '../../../machines/video-visibility.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

export const videoVisibilityModel: MachineModel = {
  machine: videoVisibilityMachine.provide({
    actions: { play: noop, pause: noop },
  }),
  inputs: [undefined],
  events: {
    'visibility.changed': [{ visible: true }, { visible: false }],
  },
};
