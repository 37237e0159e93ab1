import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { NewsSection } from '../../src/components/home/news-section';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { arrowAndViewDrivers, pointerAndFocusDrivers } from './carousel-drivers';
import {
  autoplayDriver,
  carouselChecks,
  holdTheClock,
  movingCarousel,
  slideshowToggle,
} from './carousel-walk';
import { newsCarouselModel } from './models/news-carousel.model';
import { branchNews, certificateNews, fairNews } from './news-fixtures';
import { playbackDrivers, stoppedAfter } from './playback-drivers';
import { showing as drawn, type ScreenOptions } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

// A 25 s autoplay.
holdTheClock();

/** The home page's pictures, newest first: three slide, one stays. */
const picturesFor: Record<number, (typeof branchNews)[]> = {
  3: [branchNews, fairNews, certificateNews],
  1: [branchNews],
};

/**
 * Which picture is on screen after what the person did, by the spec's rules: every 25 s the next
 * one, looping back to the first; previous and next loop too. And whether it is announced: after
 * the person's own step, not the clock's.
 */
function position(performed: readonly EventObject[], count: number): { index: number; announced: boolean } {
  let index = 0;
  let announced = false;
  for (const event of performed) {
    if (event.type === 'next.clicked' || event.type.startsWith('xstate.after.')) index = (index + 1) % count;
    if (event.type === 'previous.clicked') index = (index - 1 + count) % count;
    if (event.type.endsWith('.clicked') || event.type.startsWith('xstate.after.'))
      announced = event.type.endsWith('.clicked');
  }
  return { index, announced };
}

const countOf = (step: Step) => (step.input as { count: number }).count;
const carousel = () => screen.getByRole('region', { name: 'Latest News' });
const arrow = (name: 'Previous news item' | 'Next news item') =>
  within(carousel()).getByRole('button', { name });
const toggle = slideshowToggle(carousel);

function expectShowing(step: Step, performed: readonly EventObject[] = step.performed) {
  const count = countOf(step);
  const pictures = picturesFor[count] ?? [];
  const { index, announced } = position(performed, count);
  const region = carousel();
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  // Only the picture on screen is reachable: the others are hidden from assistive technology.
  const slides = [...region.querySelectorAll('li')];
  expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(
    pictures.map((_, i) => String(i !== index)),
  );
  const shown = pictures[index];
  expect(slides[index]?.querySelector('h3')).toHaveTextContent(shown?.title ?? '');
  expect(slides[index]?.querySelector('img')).toHaveAttribute('alt', shown?.alt_text || shown?.title);
  expect(within(region).getByText(`${index + 1} of ${count}`)).toBeInTheDocument();
  expect(region.querySelector('ul')).toHaveStyle({ transform: `translateX(-${index * 100}%)` });
  expect(region.querySelector('ul')).toHaveAttribute('aria-live', announced ? 'polite' : 'off');
  // Its button names what pressing it does.
  expect(toggle()).toHaveAccessibleName(stoppedAfter(performed) ? 'Play slideshow' : 'Pause slideshow');
  // A single picture has nowhere to go, and nothing to pause.
  for (const button of [arrow('Previous news item'), arrow('Next news item'), toggle()]) {
    if (count > 1) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
}

const after = { type: 'xstate.after.advance.newsCarousel.motion.playing' };

function renderPictures(count: number, url = '/', inspect?: ScreenOptions['inspect']) {
  const items = picturesFor[count] ?? [];
  return renderInBrowser({
    url,
    routes: { [url]: () => <NewsSection loaded={{ status: 'loaded', items }} /> },
    inspect,
    fakeTimers: true,
  });
}

describe('the home news carousel', () => {
  itWalksTheScreen<BrowserScreen>({
    model: newsCarouselModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (path, inspect) => renderPictures((path.input as { count: number }).count, '/', inspect),
    drivers: {
      ...arrowAndViewDrivers(carousel, { previous: 'Previous news item', next: 'Next news item' }),
      ...pointerAndFocusDrivers(carousel, () => arrow('Next news item')),
      ...playbackDrivers(toggle),
      'xstate.after.advance.newsCarousel.motion.playing': autoplayDriver(25_000, expectShowing),
    },
    scenarios: [
      // Both arrows and the timer loop round the three pictures.
      {
        input: { count: 3 },
        initial: movingCarousel,
        steps: [
          { type: 'previous.clicked' },
          after,
          { type: 'next.clicked' },
          { type: 'next.clicked' },
          after,
        ].map((event) => ({ event, state: movingCarousel })),
      },
    ],
    // One picture holds still with nothing holding it.
    checks: carouselChecks(expectShowing, { waitMs: 60_000, holdsWhenFree: true }),
  });
});

it('slides toward the start of the text in Arabic, to the right', async () => {
  const app = renderPictures(3, '/ar');
  try {
    const region = await drawn(() => screen.queryByRole('region', { name: 'آخر الأخبار' }));
    expect(region).toHaveAttribute('aria-roledescription', 'عرض متتابع');
    fireEvent.click(within(region).getByRole('button', { name: 'الخبر التالي' }));
    expect(region.querySelector('ul')).toHaveStyle({ transform: 'translateX(100%)' });
    expect(within(region).getByText('2 من 3')).toBeInTheDocument();
  } finally {
    app.unmount();
  }
});
