import { fromCallback } from 'xstate';
import { certificatesCarouselMachine } from '../../../machines/certificates-carousel.machine';
import type { MachineModel } from '../model';
import { sightLosses } from '../sight-drivers';

// The sight watcher stays silent: the model sends its events itself. The home page has four
// certificates, which reach both ends and the loop back. The harness sends
// `xstate.after.advance.certificatesCarousel.motion.playing` itself.
export const certificatesCarouselModel: MachineModel = {
  machine: certificatesCarouselMachine.provide({ actors: { watchSight: fromCallback(() => {}) } }),
  inputs: [{ count: 4 }],
  events: {
    'next.clicked': [{}],
    'previous.clicked': [{}],
    'sight.lost': sightLosses,
    'sight.regained': [{}],
  },
};
