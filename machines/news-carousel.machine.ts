/**
 * News pictures on the home page: one at a time, the next every 25 s, looping back to the first;
 * it holds still while nobody can see it, while the pointer is over it or keyboard focus is inside
 * it (someone is reading an item), and with a single picture, which has nowhere to slide. Previous
 * and next loop too. The carousel shell of ./carousel.ts; the news section shows it only when
 * there is no video.
 *
 * States: four parallel regions: sight (seen | unseen), pointer (outside | inside), focus
 * (outside | inside) and motion (playing | paused, tag `paused`), which follows the other three
 * and the number of pictures.
 * Events: next.clicked, previous.clicked, pointer.entered, pointer.left, focus.entered,
 * focus.left, sight.lost, sight.regained.
 */
import { newsSlideMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const newsCarouselMachine = carouselMachine({
  id: 'newsCarousel',
  advanceMs: newsSlideMs,
  arrowsStopAtEnds: false,
  holdsUnderPointerAndFocus: true,
  followsWidth: false,
});
