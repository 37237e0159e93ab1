import { productCarouselMachine } from '../../../machines/product-carousel.machine';
import type { MachineModel } from '../model';

// Every action is an `assign`: there are no side effects to double. Four products two at a time
// reach the loop at both ends, and four at a time pull the index back into range; two products
// four at a time take the branches where nothing moves.
// The harness sends `xstate.after.advance.productCarousel.motion.playing` itself.
export const productCarouselModel: MachineModel = {
  machine: productCarouselMachine,
  inputs: [
    { count: 4, perView: 2 },
    { count: 2, perView: 4 },
  ],
  events: {
    'next.clicked': [{}],
    'previous.clicked': [{}],
    'perView.changed': [{ perView: 4 }],
    'pointer.entered': [{}],
    'pointer.left': [{}],
    'focus.entered': [{}],
    'focus.left': [{}],
    'tab.hidden': [{}],
    'tab.shown': [{}],
  },
};
