import { certificatesCarouselMachine } from '../../../machines/certificates-carousel.machine';
import type { MachineModel } from '../model';

// Every action is an `assign`: there are no side effects to double. Four slides reach both ends
// and the loop back; a single slide takes the branch where the timer fires and nothing moves.
// The harness sends `xstate.after.advance.certificatesCarousel.playing` itself.
export const certificatesCarouselModel: MachineModel = {
  machine: certificatesCarouselMachine,
  inputs: [{ count: 4 }, { count: 1 }],
  events: {
    'next.clicked': [{}],
    'previous.clicked': [{}],
    'tab.hidden': [{}],
    'tab.shown': [{}],
  },
};
