import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { newsCarouselMachine } from '../../../machines/news-carousel.machine';
import type { MachineModel } from '../model';
import { sightLosses } from '../sight-drivers';

// The sight watcher stays silent: the model sends its events itself. Three pictures slide and loop;
// a single picture has nowhere to go. The harness sends
// `xstate.after.advance.newsCarousel.motion.playing` itself.
const whileShown = (snapshot: AnyMachineSnapshot) => (snapshot.matches({ sight: 'seen' }) ? [{}] : []);

export const newsCarouselModel: MachineModel = {
  machine: newsCarouselMachine.provide({ actors: { watchSight: fromCallback(() => {}) } }),
  inputs: [{ count: 3 }, { count: 1 }],
  events: {
    'next.clicked': whileShown,
    'previous.clicked': whileShown,
    'pointer.entered': whileShown,
    'pointer.left': whileShown,
    // With one picture nothing in it takes focus (its arrows are disabled).
    'focus.entered': (snapshot) => (snapshot.context.count > 1 ? whileShown(snapshot) : []),
    'focus.left': whileShown,
    'sight.lost': sightLosses,
    'sight.regained': [{}],
  },
};
