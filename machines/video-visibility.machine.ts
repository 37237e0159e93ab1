/**
 * Background video that plays only while enough of it is on screen (the home page's hero video,
 * its news video, and the /about intro video at 30% or more) and the visitor has not stopped it:
 * its Pause button stops it until its Play button, and a wish for reduced motion keeps it on its
 * first picture until then.
 *
 * States: three parallel regions: screen (hidden | visible), playback (running | stopped) and
 * motion (paused | playing), which plays only while visible and running.
 * Events: visibility.changed { ratio } — the share of the video on screen, from the
 * `watchVisibility` actor; it counts as visible from `threshold` (input, a share from 0 to 1) up;
 * playback.toggled, motion.reduced (from the `watchReducedMotion` actor).
 */
import { and, not, setup, stateIn } from 'xstate';
import { missingAction, missingCallbackActor } from './not-provided';
import { type PlaybackEvent, playbackRegion } from './playback';

export interface VideoVisibilityInput {
  threshold: number;
}

export const videoVisibilityMachine = setup({
  types: {
    context: {} as { threshold: number },
    input: {} as VideoVisibilityInput,
    events: {} as { type: 'visibility.changed'; ratio: number } | PlaybackEvent,
  },
  actors: {
    watchVisibility: missingCallbackActor<{ threshold: number }>('watchVisibility'),
    watchReducedMotion: missingCallbackActor('watchReducedMotion'),
  },
  actions: {
    play: missingAction('play'),
    pause: missingAction('pause'),
  },
  guards: {
    isEnoughOnScreen: ({ context, event }) =>
      event.type === 'visibility.changed' && event.ratio >= context.threshold,
    canPlay: and([stateIn('#videoVisibility.screen.visible'), stateIn('#videoVisibility.playback.running')]),
  },
}).createMachine({
  id: 'videoVisibility',
  type: 'parallel',
  context: ({ input }) => ({ threshold: input.threshold }),
  invoke: [
    { src: 'watchVisibility', input: ({ context }) => ({ threshold: context.threshold }) },
    { src: 'watchReducedMotion' },
  ],
  states: {
    // Hidden until the page reports where the video is: nothing plays off screen or on the server.
    screen: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'visibility.changed': { guard: 'isEnoughOnScreen', target: 'visible' } } },
        visible: { on: { 'visibility.changed': { guard: not('isEnoughOnScreen'), target: 'hidden' } } },
      },
    },
    playback: playbackRegion,
    motion: {
      initial: 'paused',
      states: {
        paused: { entry: 'pause', always: { guard: 'canPlay', target: 'playing' } },
        playing: { entry: 'play', always: { guard: not('canPlay'), target: 'paused' } },
      },
    },
  },
});
