/**
 * Certificates carousel: one certificate at a time, advancing every 8 s and looping back to the
 * first; held while nobody can see it, while the pointer is over it or keyboard focus is inside
 * it, and while stopped (its Pause button, a wish for reduced motion); previous and next step one
 * certificate and are refused at the ends. The carousel shell of ./carousel.ts.
 *
 * States: five parallel regions: view (seen | unseen), pointer (outside | inside), focus
 * (outside | inside), playback (running | stopped) and motion (playing | paused, tag `paused`),
 * which follows the other four.
 * Events: next.clicked, previous.clicked, view.lost, view.regained, pointer.entered,
 * pointer.left, focus.entered, focus.left, playback.toggled, motion.reduced.
 */
import { certificatesCarouselMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const certificatesCarouselMachine = carouselMachine({
  id: 'certificatesCarousel',
  advanceMs: certificatesCarouselMs,
  arrowsStopAtEnds: true,
  followsWidth: false,
});
