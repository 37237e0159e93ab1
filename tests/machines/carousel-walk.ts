/**
 * What the home carousels' walks share besides their drivers (./carousel-drivers.ts): a clock that
 * moves only when the walk moves it, the Pause/Play button, the states as the walks name them, what
 * each state means on screen, and the autoplay's step.
 */
import { within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { BrowserScreen } from './browser-fakes';
import type { Step } from './view-walk';

/**
 * The clock moves only when the walk moves it: an autoplay must not fire on its own while a slow
 * machine runs a check. (Testing Library's user-event waits on a real timeout, which a clock that
 * stands still never fires: gestures are dispatched as the DOM events they consist of.) Generating
 * a carousel's paths takes a few seconds.
 */
export function holdTheClock() {
  vi.setConfig({ testTimeout: 60_000 });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The carousel's Pause/Play button, named for what pressing it does. */
export const slideshowToggle = (region: () => HTMLElement) => () =>
  within(region()).getByRole('button', { name: /^(Pause|Play) slideshow$/ });

/**
 * The carousels' parallel regions as their walks name states: in sight or not, the pointer and
 * focus inside or not, the visitor's Pause/Play running or stopped.
 */
export const carouselRegions = ['seen', 'unseen'].flatMap((view) =>
  ['outside', 'inside'].flatMap((pointer) =>
    ['outside', 'inside'].flatMap((focus) =>
      ['running', 'stopped'].map(
        (playback) => `view.${view} & pointer.${pointer} & focus.${focus} & playback.${playback}`,
      ),
    ),
  ),
);

/** The one combination in which a carousel moves by itself. */
export const freeCarouselRegions = 'view.seen & pointer.outside & focus.outside & playback.running';

/** A carousel's state while it moves by itself. */
export const movingCarousel = {
  view: 'seen',
  pointer: 'outside',
  focus: 'outside',
  playback: 'running',
  motion: 'playing',
};

/** What the person finds after the events `performed` (the walk's record up to `step`, or fewer). */
type ExpectShown = (step: Step, performed: readonly EventObject[]) => void;

/**
 * What each state means on screen. Playing: moving on by itself, in the one free combination (the
 * autoplay driver times it). Held (unseen, pointer over it, focus inside, or stopped): nothing
 * moves, however long it waits (`waitMs`). `holdsWhenFree`: a carousel that can be held with
 * nothing holding it (a single picture).
 */
export function carouselChecks(
  expectShown: ExpectShown,
  { waitMs, holdsWhenFree = false }: { waitMs: number; holdsWhenFree?: boolean },
) {
  const playing = (_: BrowserScreen, step: Step) => expectShown(step, step.performed);
  const held = async (_: BrowserScreen, step: Step) => {
    expectShown(step, step.performed);
    await vi.advanceTimersByTimeAsync(waitMs);
    expectShown(step, step.performed);
  };
  return Object.fromEntries([
    [`${freeCarouselRegions} & motion.playing`, playing],
    ...carouselRegions
      .filter((key) => holdsWhenFree || key !== freeCarouselRegions)
      .map((key) => [`${key} & motion.paused`, held]),
  ]);
}

/** The autoplay's step, every `everyMs`: nothing has moved a moment before it, then it moves. */
export function autoplayDriver(everyMs: number, expectShown: ExpectShown) {
  return async (_: BrowserScreen, _event: EventObject, step: Step) => {
    await vi.advanceTimersByTimeAsync(everyMs - 1);
    expectShown(step, step.performed.slice(0, -1));
    await vi.advanceTimersByTimeAsync(1);
  };
}
