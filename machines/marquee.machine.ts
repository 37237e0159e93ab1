/**
 * Partner-brand marquee: scrolls continuously and pauses while the pointer is over it, while
 * keyboard focus is on it (its Pause button), while nobody can see it (a background tab, or
 * scrolled out of view), and from its Pause button or a wish for reduced motion until its Play
 * button.
 *
 * States: four parallel regions, pointer and focus (outside | inside), sight (seen | unseen) and
 * playback (running | stopped); the `paused` tag is on while either of the first two is inside,
 * it is unseen or stopped.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left, sight.lost, sight.regained
 * (from the `watchSight` actor), playback.toggled, motion.reduced (from the `watchReducedMotion`
 * actor).
 */
import { setup } from 'xstate';
import { missingCallbackActor } from './not-provided';
import { type PlaybackEvent, playbackRegion } from './playback';
import { type PointerFocusEvent, pointerFocusRegions } from './pointer-focus';
import { type SightEvent, sightRegion } from './sight';

export const marqueeMachine = setup({
  types: {
    events: {} as PointerFocusEvent | SightEvent | PlaybackEvent,
    tags: {} as 'paused',
  },
  actors: {
    watchSight: missingCallbackActor('watchSight'),
    watchReducedMotion: missingCallbackActor('watchReducedMotion'),
  },
}).createMachine({
  id: 'marquee',
  type: 'parallel',
  invoke: [{ src: 'watchSight' }, { src: 'watchReducedMotion' }],
  states: { ...pointerFocusRegions, sight: sightRegion, playback: playbackRegion },
});
