/**
 * Featured-products carousel on the home page: shows `perView` products (1/2/3/4 by width),
 * advances one product every `productCarouselMs`, loops both ways, and holds still while the
 * pointer is over it, keyboard focus is inside it, nobody can see it, or it is stopped (its Pause
 * button, a wish for reduced motion). The carousel shell of ./carousel.ts.
 *
 * States: five parallel regions: view (seen | unseen), pointer (outside | inside), focus
 * (outside | inside), playback (running | stopped) and motion (playing | paused, tag `paused`),
 * which follows the other four.
 * Events: next.clicked, previous.clicked (both loop), perView.changed { perView } (keeps the index
 * in range), pointer.entered, pointer.left, focus.entered, focus.left, view.lost, view.regained,
 * playback.toggled, motion.reduced.
 */
import { productCarouselMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const productCarouselMachine = carouselMachine({
  id: 'productCarousel',
  advanceMs: productCarouselMs,
  arrowsStopAtEnds: false,
  followsWidth: true,
});
