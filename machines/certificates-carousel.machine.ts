/**
 * Certificates carousel: one certificate at a time, advancing every 8 s and looping
 * back to the first; held while nobody can see it; previous and next step one certificate and are
 * refused at the ends. The carousel shell of ./carousel.ts.
 *
 * States: two parallel regions, sight (seen | unseen) and motion (playing | paused, tag `paused`).
 * Events: next.clicked, previous.clicked, sight.lost, sight.regained.
 */
import { certificatesCarouselMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const certificatesCarouselMachine = carouselMachine({
  id: 'certificatesCarousel',
  advanceMs: certificatesCarouselMs,
  arrowsStopAtEnds: true,
  holdsUnderPointerAndFocus: false,
  followsWidth: false,
});
