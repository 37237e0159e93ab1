import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { FeaturedCarousel } from '../../src/components/home/featured-carousel';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { arrowAndViewDrivers, pointerAndFocusDrivers } from './carousel-drivers';
import {
  autoplayDriver,
  carouselChecks,
  holdTheClock,
  movingCarousel,
  slideshowToggle,
} from './carousel-walk';
import { productCarouselModel } from './models/product-carousel.model';
import { playbackDrivers, stoppedAfter } from './playback-drivers';
import { showing as drawn } from './screen';
import { itWalksTheScreen } from './view-walk';

// A 4 s autoplay; five products, two widths, three holds.
holdTheClock();

/** The five featured product lines, in the spec's order. */
const products = ['CPVC Pipes', 'PPR Pipes', 'UPVC Pipes', 'Solvent Cement (Glue)', 'Cleaner'];

/** Window widths that fit one product (a phone) and four (an extra-large screen). */
const widthFor: Record<number, number> = { 1: 375, 4: 1280 };

/**
 * Which products are on screen after what the person did, by the spec's rules: one step every
 * 4 s or per arrow, looping at both ends; a wider screen shows more and never runs past the last.
 */
function showing(performed: readonly EventObject[]): string[] {
  let index = 0;
  let perView = 1;
  for (const event of performed) {
    const last = products.length - perView;
    if (event.type === 'next.clicked' || event.type.startsWith('xstate.after.'))
      index = index === last ? 0 : index + 1;
    if (event.type === 'previous.clicked') index = index === 0 ? last : index - 1;
    if (event.type === 'perView.changed') {
      perView = (event as EventObject & { perView: number }).perView;
      index = Math.min(index, products.length - perView);
    }
  }
  return products.slice(index, index + perView);
}

/** Whether the products on screen are announced: after the person's own step, not the clock's. */
function announced(performed: readonly EventObject[]): boolean {
  const moves = performed.filter(
    (event) => event.type.endsWith('.clicked') || event.type.startsWith('xstate.after.'),
  );
  return moves.at(-1)?.type.endsWith('.clicked') ?? false;
}

const carousel = () => screen.getByRole('region', { name: 'Featured Products' });
const arrow = (name: 'Previous products' | 'Next products', region = carousel()) =>
  within(region).getByRole('button', { name });
const toggle = slideshowToggle(carousel);

/**
 * What the person finds after `performed`: the products on screen, announced or not, and the
 * Pause/Play button naming what pressing it does.
 */
function expectAfter(performed: readonly EventObject[]) {
  expectShowing(showing(performed));
  expect(carousel().querySelector('ul')).toHaveAttribute(
    'aria-live',
    announced(performed) ? 'polite' : 'off',
  );
  expect(toggle()).toHaveAccessibleName(stoppedAfter(performed) ? 'Play slideshow' : 'Pause slideshow');
  expect(toggle()).toBeEnabled();
}

/** The product cards a person (and assistive technology) can reach: the others are hidden. */
function expectShowing(expected: string[]) {
  const region = carousel();
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  // The cards off screen are hidden from assistive technology and out of the keyboard's reach.
  const slides = [...region.querySelectorAll(':scope ul:first-of-type > li')];
  const reachable = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  for (const slide of slides) {
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide.hasAttribute('inert')).toBe(!reachable.includes(slide));
  }
  expect(reachable.map((slide) => slide.querySelector('a')?.textContent)).toEqual(
    expected.map((title) =>
      expect.stringMatching(new RegExp(`^${title.replace(/[()]/g, '\\$&')}.*View products$`)),
    ),
  );
  const first = products.indexOf(expected[0] ?? '');
  expect(slides[0]?.parentElement).toHaveStyle({
    transform: `translateX(-${(first * 100) / expected.length}%)`,
  });
  expect(arrow('Previous products', region)).toBeEnabled();
  expect(arrow('Next products', region)).toBeEnabled();
}

const shown = (_: unknown, performed: readonly EventObject[]) => expectAfter(performed);
const after = { type: 'xstate.after.advance.productCarousel.motion.playing' };

describe('the featured products carousel', () => {
  itWalksTheScreen<BrowserScreen>({
    model: productCarouselModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (_path, inspect) =>
      renderInBrowser({ url: '/', routes: { '/': FeaturedCarousel }, inspect, fakeTimers: true }),
    drivers: {
      ...arrowAndViewDrivers(carousel, { previous: 'Previous products', next: 'Next products' }),
      'perView.changed': ({ browser }, event) => {
        browser.resize(widthFor[(event as EventObject & { perView: number }).perView] ?? 375);
      },
      ...pointerAndFocusDrivers(carousel, () => arrow('Next products')),
      ...playbackDrivers(toggle),
      'xstate.after.advance.productCarousel.motion.playing': autoplayDriver(4000, shown),
    },
    scenarios: [
      // Both arrows and the timer loop; a wider screen pulls the last position back into range.
      {
        input: { count: 5 },
        initial: movingCarousel,
        steps: [
          { type: 'previous.clicked' },
          after,
          { type: 'previous.clicked' },
          { type: 'perView.changed', perView: 4 },
          { type: 'next.clicked' },
          { type: 'previous.clicked' },
          after,
          { type: 'perView.changed', perView: 1 },
        ].map((event) => ({ event, state: movingCarousel })),
      },
    ],
    checks: carouselChecks(shown, { waitMs: 12_000 }),
  });
});

it('keeps the product card that has focus reachable when the window narrows', async () => {
  const app = renderInBrowser(
    { url: '/', routes: { '/': FeaturedCarousel }, fakeTimers: true },
    { width: 1280 },
  );
  try {
    const card = await drawn(() => screen.queryByRole('link', { name: /^Solvent Cement \(Glue\)/ }));
    card.focus();
    // One product on screen now: the fourth, with focus, is off screen but not out of reach.
    await act(() => app.browser.resize(375));
    expect(carousel().querySelector('ul')).toHaveStyle({ transform: 'translateX(-0%)' });
    expect(card).toHaveFocus();
    const slide = card.closest('li');
    expect(slide).not.toHaveAttribute('inert');
    expect(slide).toHaveAttribute('aria-hidden', 'false');
    // Once focus leaves it, it is hidden like the other cards off screen.
    await act(() => card.blur());
    expect(slide).toHaveAttribute('inert');
    expect(slide).toHaveAttribute('aria-hidden', 'true');
  } finally {
    app.unmount();
  }
});

it('slides toward the start of the text in Arabic, to the right', async () => {
  const app = renderInBrowser({ url: '/ar', routes: { '/ar': FeaturedCarousel }, fakeTimers: true });
  try {
    const region = await drawn(() => screen.queryByRole('region', { name: 'أبرز منتجاتنا' }));
    expect(region).toHaveAttribute('aria-roledescription', 'عرض متتابع');
    fireEvent.click(within(region).getByRole('button', { name: 'المنتجات التالية' }));
    expect(region.querySelector('ul')).toHaveStyle({ transform: 'translateX(100%)' });
  } finally {
    app.unmount();
  }
});
