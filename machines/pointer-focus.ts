/**
 * The pointer over an element and keyboard focus inside it, as two parallel regions (outside |
 * inside) tagged `paused` while inside: what holds the partner marquee and the carousels still.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left.
 */
import { chartPart } from './chart-part';

export type PointerFocusEvent =
  | { type: 'pointer.entered' }
  | { type: 'pointer.left' }
  | { type: 'focus.entered' }
  | { type: 'focus.left' };

export const pointerFocusRegions = chartPart({
  pointer: {
    initial: 'outside',
    states: {
      outside: { on: { 'pointer.entered': { target: 'inside' } } },
      inside: { tags: 'paused', on: { 'pointer.left': { target: 'outside' } } },
    },
  },
  focus: {
    initial: 'outside',
    states: {
      outside: { on: { 'focus.entered': { target: 'inside' } } },
      inside: { tags: 'paused', on: { 'focus.left': { target: 'outside' } } },
    },
  },
});
