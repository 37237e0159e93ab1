/**
 * Background video that plays only while enough of it is on screen (spec §4 "Hero video", §2
 * /about intro video at 30%).
 *
 * States: hidden (paused), visible (playing).
 * Events: visibility.changed { visible }.
 */
import { setup } from 'xstate';
import { missingAction } from './not-provided';

export const videoVisibilityMachine = setup({
  types: {
    events: {} as { type: 'visibility.changed'; visible: boolean },
  },
  actions: {
    play: missingAction('play'),
    pause: missingAction('pause'),
  },
  guards: {
    isVisible: ({ event }) => event.visible,
    isHidden: ({ event }) => !event.visible,
  },
}).createMachine({
  id: 'videoVisibility',
  // Paused until the page reports where the video is: nothing plays off screen or on the server.
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'pause',
      on: { 'visibility.changed': { guard: 'isVisible', target: 'visible' } },
    },
    visible: {
      entry: 'play',
      on: { 'visibility.changed': { guard: 'isHidden', target: 'hidden' } },
    },
  },
});
