import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { certificatesCarouselMachine } from '../../../machines/certificates-carousel.machine';
import { viewLosses } from '../in-view-drivers';
import type { MachineModel } from '../model';

// The in-view and reduced-motion watchers stay silent: the model sends their events itself. The home
// page has four certificates, which reach both ends and the loop back. The harness sends
// `xstate.after.advance.certificatesCarousel.motion.playing` itself.
const silent = fromCallback(() => {});

/** Nobody clicks or points at what they cannot see: there, only seeing it again is possible. */
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ view: 'seen' }) ? [{}] : []);

export const certificatesCarouselModel: MachineModel = {
  machine: certificatesCarouselMachine.provide({
    actors: { watchInView: silent, watchReducedMotion: silent },
  }),
  inputs: [{ count: 4 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
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
