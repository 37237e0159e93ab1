/**
 * Certificates carousel (spec §4): advances every 8 s and loops back to the first slide; paused
 * while the tab is hidden; previous and next step one slide and stop at the ends.
 *
 * States: playing, paused.
 * Events: next.clicked, previous.clicked, tab.hidden, tab.shown.
 */
import { assign, setup } from 'xstate';
import { certificatesCarouselMs } from '../src/api/limits';

export interface CarouselInput {
  count: number;
}

export const certificatesCarouselMachine = setup({
  types: {
    context: {} as { index: number; count: number },
    input: {} as CarouselInput,
    events: {} as
      | { type: 'next.clicked' }
      | { type: 'previous.clicked' }
      | { type: 'tab.hidden' }
      | { type: 'tab.shown' },
  },
  delays: { advance: certificatesCarouselMs },
  guards: {
    hasNext: ({ context }) => context.index < context.count - 1,
    hasPrevious: ({ context }) => context.index > 0,
    hasSlides: ({ context }) => context.count > 1,
  },
  actions: {
    advanceLooping: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    stepForward: assign({ index: ({ context }) => context.index + 1 }),
    stepBack: assign({ index: ({ context }) => context.index - 1 }),
  },
}).createMachine({
  id: 'certificatesCarousel',
  context: ({ input }) => ({ index: 0, count: input.count }),
  initial: 'playing',
  on: {
    'next.clicked': { guard: 'hasNext', actions: 'stepForward' },
    'previous.clicked': { guard: 'hasPrevious', actions: 'stepBack' },
  },
  states: {
    playing: {
      // Re-entering restarts the 8 s wait, so a manual step is not followed at once by another.
      after: { advance: { guard: 'hasSlides', target: 'playing', reenter: true, actions: 'advanceLooping' } },
      on: {
        'tab.hidden': { target: 'paused' },
        'next.clicked': { guard: 'hasNext', target: 'playing', reenter: true, actions: 'stepForward' },
        'previous.clicked': { guard: 'hasPrevious', target: 'playing', reenter: true, actions: 'stepBack' },
      },
    },
    paused: {
      on: { 'tab.shown': { target: 'playing' } },
    },
  },
});
