import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { productCarouselMachine } from '../../../machines/product-carousel.machine';
import { viewLosses } from '../in-view-drivers';
import type { MachineModel } from '../model';

// The browser watchers stay silent: the model sends their events itself. The home page has five
// featured products, one per view on a phone; a wide screen shows four (the walk's scenario goes
// back to one, and round both ends of the loop). The harness sends
// `xstate.after.advance.productCarousel.motion.playing` itself.
const silent = fromCallback(() => {});

/** Nobody clicks, points or resizes what they cannot see: there, only seeing it again is possible. */
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ view: 'seen' }) ? [{}] : []);

export const productCarouselModel: MachineModel = {
  machine: productCarouselMachine.provide({
    actors: { watchInView: silent, watchWidth: silent, watchReducedMotion: silent },
  }),
  inputs: [{ count: 5 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
    // The window is resized with the pointer at its edge, not over the carousel.
    'perView.changed': (snapshot) =>
      snapshot.matches({ view: 'seen', pointer: 'outside' }) ? [{ perView: 4 }] : [],
    'pointer.entered': whileShown,
    'pointer.left': whileShown,
    'focus.entered': whileShown,
    'focus.left': whileShown,
    'view.lost': viewLosses,
    'view.regained': [{}],
    'playback.toggled': whileShown,
    // The system's setting changes whether or not the page is on screen.
    'motion.reduced': [{}],
  },
};
