import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { productCarouselMachine } from '../../../machines/product-carousel.machine';
import type { MachineModel } from '../model';

// The browser watchers stay silent: the model sends their events itself. The home page has five
// featured products, one per view on a phone; a wide screen shows four (the walk's scenario goes
// back to one, and round both ends of the loop). The harness sends
// `xstate.after.advance.productCarousel.motion.playing` itself.
const silent = fromCallback(() => {});

/** Nobody clicks, points or resizes in a hidden tab: there, only showing it again is possible. */
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ tab: 'visible' }) ? [{}] : []);

export const productCarouselModel: MachineModel = {
  machine: productCarouselMachine.provide({ actors: { watchTab: silent, watchWidth: silent } }),
  inputs: [{ count: 5 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
    // The window is resized with the pointer at its edge, not over the carousel.
    'perView.changed': (snapshot) =>
      snapshot.matches({ tab: 'visible', pointer: 'outside' }) ? [{ perView: 4 }] : [],
    'pointer.entered': whileShown,
    'pointer.left': whileShown,
    'focus.entered': whileShown,
    'focus.left': whileShown,
    'tab.hidden': [{}],
    'tab.shown': [{}],
  },
};
