/**
 * Partner-brand marquee: scrolls continuously and pauses while the pointer is over it, while
 * keyboard focus is on it, and while nobody can see it (a background tab, or scrolled out of view).
 *
 * States: three parallel regions, pointer and focus (outside | inside) and sight (seen | unseen);
 * the `paused` tag is on while either of the first two is inside or it is unseen.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left, sight.lost, sight.regained
 * (from the `watchSight` actor).
 */
import { setup } from 'xstate';
import { missingCallbackActor } from './not-provided';
import { type PointerFocusEvent, pointerFocusRegions } from './pointer-focus';
import { type SightEvent, sightRegion } from './sight';

export const marqueeMachine = setup({
  types: {
    events: {} as PointerFocusEvent | SightEvent,
    tags: {} as 'paused',
  },
  actors: {
    watchSight: missingCallbackActor('watchSight'),
  },
}).createMachine({
  id: 'marquee',
  type: 'parallel',
  invoke: { src: 'watchSight' },
  states: { ...pointerFocusRegions, sight: sightRegion },
});
