/**
 * Partner-brand marquee: scrolls continuously and pauses while the pointer is over it
 * or keyboard focus is on it.
 *
 * States: two parallel regions, pointer (outside | inside) and focus (outside | inside); the
 * `paused` tag is on while either is inside.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left.
 */
import { setup } from 'xstate';
import { type PointerFocusEvent, pointerFocusRegions } from './pointer-focus';

export const marqueeMachine = setup({
  types: {
    events: {} as PointerFocusEvent,
    tags: {} as 'paused',
  },
}).createMachine({
  id: 'marquee',
  type: 'parallel',
  states: pointerFocusRegions,
});
