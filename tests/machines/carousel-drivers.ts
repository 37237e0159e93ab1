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
