import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { CertificatesCarousel } from '../../src/components/home/certificates-carousel';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { arrowAndSightDrivers } from './carousel-drivers';
import { certificatesCarouselModel } from './models/certificates-carousel.model';
import { itWalksTheScreen, type Step } from './view-walk';

// The clock moves only when the walk moves it: an 8 s autoplay must not fire on its own while a
// slow machine runs a check. Clicks are dispatched as DOM events (user-event waits on a real
// timeout, which a clock that stands still never fires).
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The home page's four certificates, in order. */
const certificates = [
  'Water Networks Project',
  'Air Force Base Project',
  'Amman Water Network',
  'National Poultry',
];

/**
 * Which certificate is on screen after what the person did, by the spec's rules: every 8 s the
 * next one, looping from the last back to the first; previous and next stop at the ends.
 */
function position(performed: readonly EventObject[]): number {
  let index = 0;
  for (const event of performed) {
    if (event.type.startsWith('xstate.after.')) index = (index + 1) % certificates.length;
    if (event.type === 'next.clicked') index = Math.min(index + 1, certificates.length - 1);
    if (event.type === 'previous.clicked') index = Math.max(index - 1, 0);
  }
  return index;
}

const carousel = () => screen.getByRole('region', { name: 'Certificates' });
const arrow = (name: 'Previous certificate' | 'Next certificate', region = carousel()) =>
  within(region).getByRole('button', { name });

function expectShowing(index: number, { arrows = true } = {}) {
  const region = carousel();
  // Only the certificate on screen is reachable: the others are hidden from assistive technology.
  const headings = within(region).getAllByRole('heading', { level: 3 });
  expect(headings.map((h) => h.textContent)).toEqual([certificates[index]]);
  expect(within(region).getByRole('img')).toHaveAccessibleName(certificates[index]);
  expect(within(region).getByText(`${index + 1} of 4`)).toBeInTheDocument();
  expect(headings[0]?.closest('ul')).toHaveStyle({ transform: `translateX(-${index * 100}%)` });
  if (!arrows) return;
  const previous = arrow('Previous certificate', region);
  const next = arrow('Next certificate', region);
  if (index === 0) expect(previous).toBeDisabled();
  else expect(previous).toBeEnabled();
  if (index === 3) expect(next).toBeDisabled();
  else expect(next).toBeEnabled();
}

const playing = { sight: 'seen', motion: 'playing' };
const after = 'xstate.after.advance.certificatesCarousel.motion.playing';

describe('the certificates carousel', () => {
  itWalksTheScreen<BrowserScreen>({
    model: certificatesCarouselModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (_path, inspect) =>
      renderInBrowser({ url: '/', routes: { '/': CertificatesCarousel }, inspect, fakeTimers: true }),
    drivers: {
      ...arrowAndSightDrivers(carousel, { previous: 'Previous certificate', next: 'Next certificate' }),
      'xstate.after.advance.certificatesCarousel.motion.playing': async (_, _event, step) => {
        await vi.advanceTimersByTimeAsync(7999);
        expectShowing(position(step.performed.slice(0, -1)));
        await vi.advanceTimersByTimeAsync(1);
      },
    },
    scenarios: [
      // The arrows stop at both ends (a click on a disabled one does nothing), the timer loops.
      {
        input: { count: 4 },
        initial: playing,
        steps: [
          'previous.clicked',
          'next.clicked',
          'next.clicked',
          'next.clicked',
          'next.clicked',
          after,
        ].map((type) => ({ event: { type }, state: playing })),
      },
    ],
    checks: {
      // Moving on by itself every 8 s: the autoplay driver times it.
      'sight.seen & motion.playing': (_, step: Step) => expectShowing(position(step.performed)),
      // Unseen (a hidden tab, or scrolled away), nothing moves, however long (and nobody can click).
      'sight.unseen & motion.paused': async (_, step: Step) => {
        expectShowing(position(step.performed), { arrows: false });
        await vi.advanceTimersByTimeAsync(60_000);
        expectShowing(position(step.performed), { arrows: false });
      },
    },
  });
});
