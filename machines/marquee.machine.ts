/**
 * Partner-brand marquee: scrolls continuously and pauses while the pointer is over it, while
 * keyboard focus is on it (its Pause button), while nobody can see it (a background tab, or
 * scrolled out of view), and from its Pause button or a wish for reduced motion until its Play
 * button.
 *
 * States: four parallel regions, pointer and focus (outside | inside), view (seen | unseen) and
 * playback (running | stopped); the `paused` tag is on while either of the first two is inside,
 * it is unseen or stopped.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left, view.lost, view.regained
 * (from the `watchInView` actor), playback.toggled, motion.reduced (from the `watchReducedMotion`
 * actor).
 */
import { setup } from 'xstate';
import { type InViewEvent, viewRegion } from './in-view';
import { missingCallbackActor } from './not-provided';
import { type PlaybackEvent, playbackRegion } from './playback';
import { type PointerFocusEvent, pointerFocusRegions } from './pointer-focus';

export const marqueeMachine = setup({
  types: {
    events: {} as PointerFocusEvent | InViewEvent | PlaybackEvent,
    tags: {} as 'paused',
  },
  actors: {
    watchInView: missingCallbackActor('watchInView'),
    watchReducedMotion: missingCallbackActor('watchReducedMotion'),
  },
}).createMachine({
  id: 'marquee',
  type: 'parallel',
  invoke: [{ src: 'watchInView' }, { src: 'watchReducedMotion' }],
  states: { ...pointerFocusRegions, view: viewRegion, playback: playbackRegion },
});
