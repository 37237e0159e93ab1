/**
 * News pictures on the home page: one at a time, the next every 25 s, looping back to the first;
 * it holds still while nobody can see it, while the pointer is over it or keyboard focus is inside
 * it (someone is reading an item), while stopped (its Pause button, a wish for reduced motion),
 * and with a single picture, which has nowhere to slide. Previous and next loop too. The carousel
 * shell of ./carousel.ts; the news section shows it only when there is no video.
 *
 * States: five parallel regions: view (seen | unseen), pointer (outside | inside), focus
 * (outside | inside), playback (running | stopped) and motion (playing | paused, tag `paused`),
 * which follows the other four and the number of pictures.
 * Events: next.clicked, previous.clicked, pointer.entered, pointer.left, focus.entered,
 * focus.left, view.lost, view.regained, playback.toggled, motion.reduced.
 */
import { newsSlideMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const newsCarouselMachine = carouselMachine({
  id: 'newsCarousel',
  advanceMs: newsSlideMs,
  arrowsStopAtEnds: false,
  followsWidth: false,
});
