/**
 * Featured-products carousel on the home page: shows `perView` products (1/2/3/4 by width),
 * advances one product every `productCarouselMs`, loops both ways, and holds still while the
 * pointer is over it, keyboard focus is inside it, or nobody can see it. The carousel shell of
 * ./carousel.ts.
 *
 * States: four parallel regions: sight (seen | unseen), pointer (outside | inside), focus
 * (outside | inside) and motion (playing | paused, tag `paused`), which follows the other three.
 * Events: next.clicked, previous.clicked (both loop), perView.changed { perView } (keeps the index
 * in range), pointer.entered, pointer.left, focus.entered, focus.left, sight.lost, sight.regained.
 */
import { productCarouselMs } from '../src/api/limits';
import { carouselMachine } from './carousel';

export const productCarouselMachine = carouselMachine({
  id: 'productCarousel',
  advanceMs: productCarouselMs,
  arrowsStopAtEnds: false,
  holdsUnderPointerAndFocus: true,
  followsWidth: true,
});
