/**
 * Featured-products carousel on the home page: shows `perView` products (1/2/3/4 by width),
 * advances one product every `productCarouselMs`, loops both ways, and holds still while the
 * pointer is over it, keyboard focus is inside it, or the tab is hidden. The carousel shell of
 * ./carousel.ts.
 *
 * States: four parallel regions: tab (visible | hidden), pointer (outside | inside), focus
 * (outside | inside) and motion (playing | paused, tag `paused`), which follows the other three.
 * Events: next.clicked, previous.clicked (both loop), perView.changed { perView } (keeps the index
 * in range), pointer.entered, pointer.left, focus.entered, focus.left, tab.hidden, tab.shown.
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
