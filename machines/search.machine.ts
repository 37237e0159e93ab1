/**
 * The header's product search (desktop navbar and phone menu): a combobox that suggests products
 * as the visitor types, in the WAI-ARIA pattern. Without scripts it is a plain GET form to
 * `/products?q=…`; the form's submit still goes there.
 *
 * States:
 * - closed: no list shown. Typing at least `searchSuggestMinLength` characters waits for a pause.
 * - waiting: a pause in the typing (`searchSuggestDelayMs`), then fetching. Each key starts the
 *   pause again, so one request goes per pause, not per key.
 * - fetching: the suggestions for what was typed. Typing again leaves it, and an answer that
 *   arrives for what is no longer typed is dropped with the request.
 * - listing: the suggestions shown; arrows move the active one (wrapping round), Enter or a click
 *   chooses one (the view opens its page), Escape closes the list.
 * - noMatch: no product's name starts that way: the list says so (Enter still searches everything).
 * - unavailable: the suggestions could not be had: the list says so (Enter still searches).
 * While waiting and fetching after a list was shown, the last list stays on screen, so it does not
 * flicker at every key; it has no active option until the new one arrives.
 *
 * Events: query.changed { text }, active.moved { by }, suggestion.chosen { id }, escape.pressed,
 * focus.left, form.submitted. Leaving the field, Escape and submitting close the list wherever it is.
 */
import { assign, setup } from 'xstate';
import type { Language } from '../src/api/language';
import { searchSuggestDelayMs, searchSuggestMinLength } from '../src/api/limits';
import type { ProductSuggestion } from '../src/api/products';
import { missingAction, missingPromiseActor } from './not-provided';

export interface SuggestionsQuery {
  q: string;
  language: Language;
}

export interface SearchContext {
  language: Language;
  /** What is typed in the field. */
  text: string;
  /** The last suggestions that arrived (shown while listing, and while the next are on their way). */
  suggestions: ProductSuggestion[];
  /** The active suggestion's index, or -1 for none. */
  active: number;
}

type SearchEvent =
  | { type: 'query.changed'; text: string }
  | { type: 'active.moved'; by: 1 | -1 }
  | { type: 'suggestion.chosen'; id: number }
  | { type: 'escape.pressed' }
  | { type: 'focus.left' }
  | { type: 'form.submitted' };

const asksForSuggestions = (text: string) => text.trim().length >= searchSuggestMinLength;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    input: {} as { language: Language },
    events: {} as SearchEvent,
  },
  actors: {
    fetchSuggestions: missingPromiseActor<ProductSuggestion[], SuggestionsQuery>('fetchSuggestions'),
  },
  actions: {
    openProduct: missingAction('openProduct') as (_: unknown, params: { id: number }) => void,
    typed: assign({
      text: ({ event }) => (event.type === 'query.changed' ? event.text : ''),
      active: -1,
    }),
    forgetSuggestions: assign({ suggestions: [], active: -1 }),
    moveActive: assign({
      active: ({ context, event }) => {
        if (event.type !== 'active.moved') return context.active;
        const count = context.suggestions.length;
        if (context.active === -1) return event.by === 1 ? 0 : count - 1;
        return (context.active + event.by + count) % count;
      },
    }),
  },
  guards: {
    asksForSuggestions: ({ event }) => event.type === 'query.changed' && asksForSuggestions(event.text),
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    foundSome: (_, params: { suggestions: ProductSuggestion[] }) => params.suggestions.length > 0,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ language: input.language, text: '', suggestions: [], active: -1 }),
  initial: 'closed',
  on: {
    'query.changed': [
      { guard: 'asksForSuggestions', target: '.waiting', actions: 'typed', reenter: true },
      { target: '.closed', actions: ['typed', 'forgetSuggestions'] },
    ],
    'escape.pressed': { target: '.closed', actions: assign({ active: -1 }) },
    'focus.left': { target: '.closed', actions: assign({ active: -1 }) },
    'form.submitted': { target: '.closed', actions: assign({ active: -1 }) },
    // A click on a suggestion still shown while the next are on their way chooses it too.
    'suggestion.chosen': {
      guard: 'hasSuggestions',
      target: '.closed',
      actions: [
        { type: 'openProduct', params: ({ event }: { event: { id: number } }) => ({ id: event.id }) },
        'forgetSuggestions',
      ],
    },
  },
  states: {
    closed: {
      on: {
        // The Down arrow opens again the list that was closed, for what is still typed.
        'active.moved': { guard: 'hasSuggestions', target: 'listing', actions: 'moveActive' },
      },
    },
    waiting: {
      after: { [searchSuggestDelayMs]: { target: 'fetching' } },
    },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ q: context.text.trim(), language: context.language }),
        onDone: [
          {
            guard: { type: 'foundSome', params: ({ event }) => ({ suggestions: event.output }) },
            target: 'listing',
            actions: assign({ suggestions: ({ event }) => event.output }),
          },
          { target: 'noMatch', actions: 'forgetSuggestions' },
        ],
        onError: { target: 'unavailable', actions: 'forgetSuggestions' },
      },
    },
    listing: {
      tags: 'open',
      on: {
        'active.moved': { actions: 'moveActive' },
      },
    },
    noMatch: { tags: 'open' },
    unavailable: { tags: 'open' },
  },
});
