import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { newsCarouselMachine } from '../../../machines/news-carousel.machine';
import { viewLosses } from '../in-view-drivers';
import type { MachineModel } from '../model';

// The in-view and reduced-motion watchers stay silent: the model sends their events itself. Three
// pictures slide and loop; a single picture has nowhere to go. The harness sends
// `xstate.after.advance.newsCarousel.motion.playing` itself.
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ view: 'seen' }) ? [{}] : []);
/** With one picture its buttons are disabled: nothing in it takes focus or a click. */
const withPictures = (snapshot: AnyMachineSnapshot) =>
  snapshot.context.count > 1 ? whileShown(snapshot) : [];
const silent = fromCallback(() => {});

export const newsCarouselModel: MachineModel = {
  machine: newsCarouselMachine.provide({ actors: { watchInView: silent, watchReducedMotion: silent } }),
  inputs: [{ count: 3 }, { count: 1 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
    'pointer.entered': whileShown,
    'pointer.left': whileShown,
    'focus.entered': withPictures,
    'focus.left': whileShown,
    'view.lost': viewLosses,
    'view.regained': [{}],
    'playback.toggled': withPictures,
    'motion.reduced': [{}],
  },
};
