import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { CertificatesCarousel } from '../../src/components/home/certificates-carousel';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { arrowAndViewDrivers, pointerAndFocusDrivers } from './carousel-drivers';
import {
  autoplayDriver,
  carouselChecks,
  holdTheClock,
  movingCarousel,
  slideshowToggle,
} from './carousel-walk';
import { certificatesCarouselModel } from './models/certificates-carousel.model';
import { playbackDrivers, stoppedAfter } from './playback-drivers';
import { showing as drawn } from './screen';
import { itWalksTheScreen } from './view-walk';

// An 8 s autoplay.
holdTheClock();

/** The home page's four certificates, in order. */
const certificates = [
  'Water Networks Project',
  'Air Force Base Project',
  'Amman Water Network',
  'National Poultry',
];

/**
 * Which certificate is on screen after what the person did, by the spec's rules: every 8 s the
 * next one, looping from the last back to the first; previous and next stop at the ends. And
 * whether the one on screen is announced: after the person's own step, not the clock's.
 */
function position(performed: readonly EventObject[]): { index: number; announced: boolean } {
  let index = 0;
  let announced = false;
  for (const event of performed) {
    if (event.type.startsWith('xstate.after.')) {
      index = (index + 1) % certificates.length;
      announced = false;
    }
    if (event.type === 'next.clicked' && index < certificates.length - 1) {
      index += 1;
      announced = true;
    }
    if (event.type === 'previous.clicked' && index > 0) {
      index -= 1;
      announced = true;
    }
  }
  return { index, announced };
}

const carousel = () => screen.getByRole('region', { name: 'Certificates' });
const arrow = (name: 'Previous certificate' | 'Next certificate', region = carousel()) =>
  within(region).getByRole('button', { name });
const toggle = slideshowToggle(carousel);

function expectShowing(performed: readonly EventObject[]) {
  const { index, announced } = position(performed);
  const region = carousel();
  // Only the certificate on screen is reachable: the others are hidden from assistive technology.
  const headings = within(region).getAllByRole('heading', { level: 3 });
  expect(headings.map((h) => h.textContent)).toEqual([certificates[index]]);
  expect(within(region).getByRole('img')).toHaveAccessibleName(certificates[index]);
  expect(within(region).getByText(`${index + 1} of 4`)).toBeInTheDocument();
  const list = headings[0]?.closest('ul');
  expect(list).toHaveStyle({ transform: `translateX(-${index * 100}%)` });
  expect(list).toHaveAttribute('aria-live', announced ? 'polite' : 'off');
  const previous = arrow('Previous certificate', region);
  const next = arrow('Next certificate', region);
  if (index === 0) expect(previous).toBeDisabled();
  else expect(previous).toBeEnabled();
  if (index === 3) expect(next).toBeDisabled();
  else expect(next).toBeEnabled();
  // Its button names what pressing it does.
  expect(toggle()).toHaveAccessibleName(stoppedAfter(performed) ? 'Play slideshow' : 'Pause slideshow');
  expect(toggle()).toBeEnabled();
}

const shown = (_: unknown, performed: readonly EventObject[]) => expectShowing(performed);
const stopped = { ...movingCarousel, playback: 'stopped', motion: 'paused' };
const after = 'xstate.after.advance.certificatesCarousel.motion.playing';

function renderCarousel(url = '/', inspect?: Parameters<typeof renderInBrowser>[0]['inspect']) {
  return renderInBrowser({ url, routes: { [url]: CertificatesCarousel }, inspect, fakeTimers: true });
}

describe('the certificates carousel', () => {
  itWalksTheScreen<BrowserScreen>({
    model: certificatesCarouselModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (_path, inspect) => renderCarousel('/', inspect),
    drivers: {
      ...arrowAndViewDrivers(carousel, { previous: 'Previous certificate', next: 'Next certificate' }),
      ...pointerAndFocusDrivers(carousel, toggle),
      ...playbackDrivers(toggle),
      [after]: autoplayDriver(8000, shown),
    },
    scenarios: [
      // The arrows stop at both ends (a click on a disabled one does nothing), the timer loops.
      {
        input: { count: 4 },
        initial: movingCarousel,
        steps: [
          'previous.clicked',
          'next.clicked',
          'next.clicked',
          'next.clicked',
          'next.clicked',
          after,
        ].map((type) => ({ event: { type }, state: movingCarousel })),
      },
      // Paused by its button, it stays on the certificate shown and still steps by hand; Play
      // starts it again.
      {
        input: { count: 4 },
        initial: movingCarousel,
        steps: [
          { event: { type: 'playback.toggled' }, state: stopped },
          { event: { type: 'next.clicked' }, state: stopped },
          { event: { type: 'playback.toggled' }, state: movingCarousel },
          { event: { type: after }, state: movingCarousel },
        ],
      },
    ],
    checks: carouselChecks(shown, { waitMs: 60_000 }),
  });
});

it('hands focus to Previous when Next, pressed to the last certificate, can go no further', async () => {
  const app = renderCarousel();
  try {
    const next = await drawn(() => screen.queryByRole('button', { name: 'Next certificate' }));
    next.focus();
    for (let step = 0; step < 3; step += 1) fireEvent.click(next);
    expect(within(carousel()).getByText('4 of 4')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(arrow('Previous certificate')).toHaveFocus();
  } finally {
    app.unmount();
  }
});
