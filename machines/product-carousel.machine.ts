/**
 * Featured-products carousel on the home page (spec §2 "/", §4 "Product carousel", §9
 * "Carousels"): shows `perView` products (by breakpoint, chosen by the view), advances one product
 * every `productCarouselMs`, loops from the last position back to the first, and holds still while the
 * pointer is over it, keyboard focus is inside it, or the tab is hidden.
 *
 * States: four parallel regions: pointer (outside | inside), focus (outside | inside), tab
 * (visible | hidden) and motion (playing | paused, tag `paused`), which follows the other three.
 * Events: next.clicked, previous.clicked (both loop), perView.changed { perView } (keeps the index
 * in range), pointer.entered, pointer.left, focus.entered, focus.left, tab.hidden, tab.shown.
 */
import { assign, not, or, setup, stateIn } from 'xstate';
import { productCarouselMs } from '../src/api/limits';

export interface ProductCarouselInput {
  count: number;
  perView: number;
}

/** The index of the first product on screen at the last position. */
export const lastIndex = (count: number, perView: number) => Math.max(0, count - perView);

const perViewOf = (perView: number) => Math.max(1, Math.floor(perView));

type CarouselContext = { index: number; count: number; perView: number };
const last = ({ context }: { context: CarouselContext }) => lastIndex(context.count, context.perView);

export const productCarouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as ProductCarouselInput,
    events: {} as
      | { type: 'next.clicked' }
      | { type: 'previous.clicked' }
      | { type: 'perView.changed'; perView: number }
      | { type: 'pointer.entered' }
      | { type: 'pointer.left' }
      | { type: 'focus.entered' }
      | { type: 'focus.left' }
      | { type: 'tab.hidden' }
      | { type: 'tab.shown' },
    tags: {} as 'paused',
  },
  delays: { advance: productCarouselMs },
  guards: {
    /** More products than fit on screen: there is somewhere to move to. */
    hasMore: (args) => last(args) > 0,
    isHeld: or([
      stateIn('#productCarousel.pointer.inside'),
      stateIn('#productCarousel.focus.inside'),
      stateIn('#productCarousel.tab.hidden'),
    ]),
  },
  actions: {
    stepForward: assign({ index: (args) => (args.context.index >= last(args) ? 0 : args.context.index + 1) }),
    stepBack: assign({ index: (args) => (args.context.index <= 0 ? last(args) : args.context.index - 1) }),
  },
}).createMachine({
  id: 'productCarousel',
  type: 'parallel',
  context: ({ input }) => ({ index: 0, count: input.count, perView: perViewOf(input.perView) }),
  on: {
    'perView.changed': {
      actions: assign(({ context, event }) => {
        const perView = perViewOf(event.perView);
        return { perView, index: Math.min(context.index, lastIndex(context.count, perView)) };
      }),
    },
  },
  states: {
    pointer: {
      initial: 'outside',
      states: {
        outside: { on: { 'pointer.entered': { target: 'inside' } } },
        inside: { on: { 'pointer.left': { target: 'outside' } } },
      },
    },
    focus: {
      initial: 'outside',
      states: {
        outside: { on: { 'focus.entered': { target: 'inside' } } },
        inside: { on: { 'focus.left': { target: 'outside' } } },
      },
    },
    tab: {
      initial: 'visible',
      states: {
        visible: { on: { 'tab.hidden': { target: 'hidden' } } },
        hidden: { on: { 'tab.shown': { target: 'visible' } } },
      },
    },
    motion: {
      initial: 'playing',
      states: {
        playing: {
          always: { guard: 'isHeld', target: 'paused' },
          // Re-entering restarts the wait, so a manual step is not followed at once by another. With
          // nothing to move the wait still restarts: a narrower breakpoint may bring more positions.
          after: {
            advance: [
              { guard: 'hasMore', target: 'playing', reenter: true, actions: 'stepForward' },
              { target: 'playing', reenter: true },
            ],
          },
          on: {
            'next.clicked': { guard: 'hasMore', target: 'playing', reenter: true, actions: 'stepForward' },
            'previous.clicked': { guard: 'hasMore', target: 'playing', reenter: true, actions: 'stepBack' },
          },
        },
        paused: {
          tags: 'paused',
          always: { guard: not('isHeld'), target: 'playing' },
          on: {
            'next.clicked': { guard: 'hasMore', actions: 'stepForward' },
            'previous.clicked': { guard: 'hasMore', actions: 'stepBack' },
          },
        },
      },
    },
  },
});
