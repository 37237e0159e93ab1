/**
 * The shape the home page's carousels share (certificates, featured products and news): items shown
 * `perView` at a time from `index`, one step every `advanceMs` that loops from the last position
 * back to the first, previous and next, and a hold while nobody can see it (a background tab, or
 * scrolled out of view), while the pointer is over it or keyboard focus is inside it, from its
 * Pause button or a wish for reduced motion until its Play button, and while every item is already
 * on screen (one news picture has nowhere to slide to). Options add what only some of them do:
 * arrows that stop at the ends, and a `perView` that follows the window's width. The context's
 * `announces` says whether assistive technology reads out the slides that come on screen: after
 * the person's own step, never the clock's.
 *
 * States: parallel regions view (seen | unseen), pointer and focus (outside | inside), playback
 * (running | stopped), and motion (playing | paused, tag `paused`), which follows the others and
 * the number of positions.
 * Events: next.clicked, previous.clicked, view.lost, view.regained (from the `watchInView` actor),
 * pointer.entered, pointer.left, focus.entered, focus.left, playback.toggled, motion.reduced (from
 * the `watchReducedMotion` actor); perView.changed { perView } (from the `watchWidth` actor) when
 * it follows the width.
 */
import { assign, not, or, setup, stateIn } from 'xstate';
import { chartPart } from './chart-part';
import { type InViewEvent, viewRegion } from './in-view';
import { missingCallbackActor } from './not-provided';
import { type PlaybackEvent, playbackRegion } from './playback';
import { type PointerFocusEvent, pointerFocusRegions } from './pointer-focus';

export interface CarouselOptions {
  id: string;
  advanceMs: number;
  /** Previous and next stop at the first and last positions (and are refused there) instead of looping. */
  arrowsStopAtEnds: boolean;
  /** How many items are on screen follows the window's width (`perView.changed`). */
  followsWidth: boolean;
}

export interface CarouselInput {
  count: number;
  /** Items on screen at first; 1 when omitted. */
  perView?: number;
}

export type CarouselEvent =
  | { type: 'next.clicked' }
  | { type: 'previous.clicked' }
  | InViewEvent
  | { type: 'perView.changed'; perView: number }
  | PointerFocusEvent
  | PlaybackEvent;

type CarouselContext = { index: number; count: number; perView: number; announces: boolean };

/** The index of the first item on screen at the last position. */
const lastIndex = (count: number, perView: number) => Math.max(0, count - perView);

const last = (context: CarouselContext) => lastIndex(context.count, context.perView);

export function carouselMachine(options: CarouselOptions) {
  const { id } = options;
  // With every item on screen there is one position: nothing to step to, by the clock or by hand.
  const hasPositions = ({ context }: { context: CarouselContext }) => last(context) > 0;
  const arrows = chartPart({
    'next.clicked': { guard: 'canStepForward', actions: ['stepForward', 'announceSlides'] },
    'previous.clicked': { guard: 'canStepBack', actions: ['stepBack', 'announceSlides'] },
  });
  const watchers = [{ src: 'watchInView' }, { src: 'watchReducedMotion' }] as const;
  return setup({
    types: {
      context: {} as CarouselContext,
      input: {} as CarouselInput,
      events: {} as CarouselEvent,
      tags: {} as 'paused',
    },
    actors: {
      watchInView: missingCallbackActor('watchInView'),
      watchReducedMotion: missingCallbackActor('watchReducedMotion'),
      watchWidth: missingCallbackActor('watchWidth'),
    },
    delays: { advance: options.advanceMs },
    guards: {
      isHeld: or([
        stateIn(`#${id}.view.unseen`),
        stateIn(`#${id}.pointer.inside`),
        stateIn(`#${id}.focus.inside`),
        stateIn(`#${id}.playback.stopped`),
        not(hasPositions),
      ]),
      canStepForward: ({ context }) =>
        hasPositions({ context }) && (!options.arrowsStopAtEnds || context.index < last(context)),
      canStepBack: ({ context }) =>
        hasPositions({ context }) && (!options.arrowsStopAtEnds || context.index > 0),
    },
    actions: {
      stepForward: assign({
        index: ({ context }) => (context.index >= last(context) ? 0 : context.index + 1),
      }),
      stepBack: assign({ index: ({ context }) => (context.index <= 0 ? last(context) : context.index - 1) }),
      announceSlides: assign({ announces: true }),
      quietSlides: assign({ announces: false }),
      // Fewer positions at a wider screen: the index stays within them.
      fitPerView: assign(({ context }, { perView }: { perView: number }) => ({
        perView,
        index: Math.min(context.index, lastIndex(context.count, perView)),
      })),
    },
  }).createMachine({
    id,
    type: 'parallel',
    context: ({ input }) => ({ index: 0, count: input.count, perView: input.perView ?? 1, announces: false }),
    invoke: options.followsWidth ? [...watchers, { src: 'watchWidth' }] : [...watchers],
    on: options.followsWidth
      ? {
          'perView.changed': {
            actions: { type: 'fitPerView', params: ({ event }) => ({ perView: event.perView }) },
          },
        }
      : {},
    states: {
      view: viewRegion,
      ...pointerFocusRegions,
      playback: playbackRegion,
      motion: {
        initial: 'playing',
        states: {
          playing: {
            always: { guard: 'isHeld', target: 'paused' },
            // Re-entering restarts the wait, so a manual step is not followed at once by another.
            after: { advance: { target: 'playing', reenter: true, actions: ['stepForward', 'quietSlides'] } },
            on: {
              'next.clicked': { ...arrows['next.clicked'], target: 'playing', reenter: true },
              'previous.clicked': { ...arrows['previous.clicked'], target: 'playing', reenter: true },
            },
          },
          paused: {
            tags: 'paused',
            always: { guard: not('isHeld'), target: 'playing' },
            // Held, it still steps by hand.
            on: arrows,
          },
        },
      },
    },
  });
}
