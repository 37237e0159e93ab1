/**
 * Partner-brand marquee (spec §4): scrolls continuously and pauses while the pointer is over it
 * or keyboard focus is inside it.
 *
 * States: two parallel regions, pointer (outside | inside) and focus (outside | inside); the
 * `paused` tag is on while either is inside.
 * Events: pointer.entered, pointer.left, focus.entered, focus.left.
 */
import { setup } from 'xstate';

export const marqueeMachine = setup({
  types: {
    events: {} as
      | { type: 'pointer.entered' }
      | { type: 'pointer.left' }
      | { type: 'focus.entered' }
      | { type: 'focus.left' },
    tags: {} as 'paused',
  },
}).createMachine({
  id: 'marquee',
  type: 'parallel',
  states: {
    pointer: {
      initial: 'outside',
      states: {
        outside: { on: { 'pointer.entered': { target: 'inside' } } },
        inside: { tags: 'paused', on: { 'pointer.left': { target: 'outside' } } },
      },
    },
    focus: {
      initial: 'outside',
      states: {
        outside: { on: { 'focus.entered': { target: 'inside' } } },
        inside: { tags: 'paused', on: { 'focus.left': { target: 'outside' } } },
      },
    },
  },
});
