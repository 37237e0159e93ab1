/**
 * What the home carousels' walks do alike: click previous or next, and take the carousel out of
 * sight and back. An arrow is activated without moving the pointer or focus (a screen reader's
 * activation, or a tap): the pointer and focus have drivers of their own in the walks that care
 * about them.
 */
import { fireEvent, within } from '@testing-library/react';
import { viewDrivers } from './in-view-drivers';

export function arrowAndViewDrivers(region: () => HTMLElement, labels: { previous: string; next: string }) {
  const click = (name: string) => {
    fireEvent.click(within(region()).getByRole('button', { name }));
  };
  return {
    'next.clicked': () => click(labels.next),
    'previous.clicked': () => click(labels.previous),
    ...viewDrivers(region),
  };
}

/**
 * The pointer moving over and off a carousel, and keyboard focus going into it (onto an arrow) and
 * leaving it, for the walks of carousels that hold still for them.
 */
export function pointerAndFocusDrivers(region: () => HTMLElement, focusTarget: () => HTMLElement) {
  return {
    'pointer.entered': () => {
      fireEvent.pointerOver(region());
    },
    'pointer.left': () => {
      fireEvent.pointerOut(region(), { relatedTarget: document.body });
    },
    'focus.entered': () => focusTarget().focus(),
    'focus.left': () => (document.activeElement as HTMLElement).blur(),
  };
}

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
