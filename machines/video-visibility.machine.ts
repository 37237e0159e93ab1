/**
 * Background video that plays only while enough of it is on screen (the home page's hero video,
 * and the /about intro video at 30% or more).
 *
 * States: hidden (paused), visible (playing).
 * Events: visibility.changed { ratio } — the share of the video on screen, from the
 * `watchVisibility` actor; it plays from `threshold` (input, a share from 0 to 1) up.
 */
import { not, setup } from 'xstate';
import { missingAction, missingCallbackActor } from './not-provided';

export interface VideoVisibilityInput {
  threshold: number;
}

export const videoVisibilityMachine = setup({
  types: {
    context: {} as { threshold: number },
    input: {} as VideoVisibilityInput,
    events: {} as { type: 'visibility.changed'; ratio: number },
  },
  actors: {
    watchVisibility: missingCallbackActor<{ threshold: number }>('watchVisibility'),
  },
  actions: {
    play: missingAction('play'),
    pause: missingAction('pause'),
  },
  guards: {
    isEnoughOnScreen: ({ context, event }) => event.ratio >= context.threshold,
  },
}).createMachine({
  id: 'videoVisibility',
  context: ({ input }) => ({ threshold: input.threshold }),
  invoke: { src: 'watchVisibility', input: ({ context }) => ({ threshold: context.threshold }) },
  // Paused until the page reports where the video is: nothing plays off screen or on the server.
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'pause',
      on: { 'visibility.changed': { guard: 'isEnoughOnScreen', target: 'visible' } },
    },
    visible: {
      entry: 'play',
      on: { 'visibility.changed': { guard: not('isEnoughOnScreen'), target: 'hidden' } },
    },
  },
});
