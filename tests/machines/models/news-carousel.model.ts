import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { newsCarouselMachine } from '../../../machines/news-carousel.machine';
import type { MachineModel } from '../model';
import { sightLosses } from '../sight-drivers';

// The sight and reduced-motion watchers stay silent: the model sends their events itself. Three
// pictures slide and loop; a single picture has nowhere to go. The harness sends
// `xstate.after.advance.newsCarousel.motion.playing` itself.
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ sight: 'seen' }) ? [{}] : []);
/** With one picture its buttons are disabled: nothing in it takes focus or a click. */
const withPictures = (snapshot: AnyMachineSnapshot) =>
  snapshot.context.count > 1 ? whileShown(snapshot) : [];
const silent = fromCallback(() => {});

export const newsCarouselModel: MachineModel = {
  machine: newsCarouselMachine.provide({ actors: { watchSight: silent, watchReducedMotion: silent } }),
  inputs: [{ count: 3 }, { count: 1 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
    'pointer.entered': whileShown,
    'pointer.left': whileShown,
    'focus.entered': withPictures,
    'focus.left': whileShown,
    'sight.lost': sightLosses,
    'sight.regained': [{}],
    'playback.toggled': withPictures,
    'motion.reduced': [{}],
  },
};
