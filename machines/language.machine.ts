/**
 * Language: English or Arabic, stored as the visitor's choice and shown in the URL (`/ar`).
 *
 * States: resolving → ready.
 * Events: language.selected { language }, route.changed { urlLanguage }.
 *
 * The page first shows the language its URL names (`/ar/...` Arabic, an unprefixed public page
 * English), so the server's HTML and the first client render agree. Then the visitor's stored
 * choice wins (a returning visitor is moved to their language); without one, the URL's
 * language stays, and only on pages without a language in the URL does an Arabic browser get
 * Arabic (else English). Only 'en' and 'ar' are accepted: a stored value that is neither counts as
 * no choice, and the switch offers only those two. Once ready, the language leads: a public page
 * reached in the other language is shown again in this one (the URL is replaced).
 * The switch sends `language.selected` only once the page is hydrated, when the preference is
 * already being read; before that its links reach the server, which remembers the choice.
 */
import { assign, setup } from 'xstate';
import { defaultLanguage, isLanguage, type Language } from '../src/api/language';
import { missingAction, missingPromiseActor } from './not-provided';

/** What the browser remembers and prefers, read by the `readPreference` actor. */
export interface LanguagePreference {
  stored: string | null;
  browserLanguage: string;
}

export interface LanguageInput {
  /** The language the entry URL names, or null on pages without a language in the URL. */
  urlLanguage: Language | null;
}

type LanguageParams = { language: Language };
const current = ({ context }: { context: { language: Language } }): LanguageParams => ({
  language: context.language,
});
const chosen = ({ event }: { event: { language: Language } }): LanguageParams => ({
  language: event.language,
});

export const languageMachine = setup({
  types: {
    context: {} as { language: Language; urlLanguage: Language | null },
    input: {} as LanguageInput,
    events: {} as
      | { type: 'language.selected'; language: Language }
      | { type: 'route.changed'; urlLanguage: Language | null },
  },
  actors: {
    readPreference: missingPromiseActor<LanguagePreference>('readPreference'),
  },
  actions: {
    /** Sets `<html lang dir>` and the body class. */
    applyToDocument: missingAction('applyToDocument') as (_: unknown, params: LanguageParams) => void,
    /** Remembers an explicit choice (local storage key `language`). */
    storeChoice: missingAction('storeChoice') as (_: unknown, params: LanguageParams) => void,
    /** Shows the current page in the language; nothing to do on pages without one in the URL. */
    showPageInLanguage: missingAction('showPageInLanguage') as (_: unknown, params: LanguageParams) => void,
    chooseLanguage: assign((_, params: LanguageParams) => ({ language: params.language })),
  },
  guards: {
    hasStoredChoice: (_, params: { preference: LanguagePreference }) => isLanguage(params.preference.stored),
    /** The browser's language counts only where the URL names none (admin pages, /login). */
    isArabicBrowserOnPageWithoutLanguage: ({ context }, params: { preference: LanguagePreference }) =>
      context.urlLanguage === null && params.preference.browserLanguage.toLowerCase().startsWith('ar'),
    isUrlOutOfStep: ({ context }, params: { urlLanguage: Language | null }) =>
      params.urlLanguage !== null && params.urlLanguage !== context.language,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    language: input.urlLanguage ?? defaultLanguage,
    urlLanguage: input.urlLanguage,
  }),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        id: 'readPreference',
        src: 'readPreference',
        onDone: [
          {
            guard: { type: 'hasStoredChoice', params: ({ event }) => ({ preference: event.output }) },
            target: 'ready',
            actions: assign({
              language: ({ context, event }) =>
                isLanguage(event.output.stored) ? event.output.stored : context.language,
            }),
          },
          {
            guard: {
              type: 'isArabicBrowserOnPageWithoutLanguage',
              params: ({ event }) => ({ preference: event.output }),
            },
            target: 'ready',
            actions: assign({ language: 'ar' }),
          },
          { target: 'ready' },
        ],
      },
    },
    ready: {
      entry: [
        { type: 'applyToDocument', params: current },
        { type: 'showPageInLanguage', params: current },
      ],
      on: {
        'language.selected': {
          actions: [
            { type: 'chooseLanguage', params: chosen },
            { type: 'storeChoice', params: current },
            { type: 'applyToDocument', params: current },
            { type: 'showPageInLanguage', params: current },
          ],
        },
        'route.changed': {
          guard: { type: 'isUrlOutOfStep', params: ({ event }) => ({ urlLanguage: event.urlLanguage }) },
          actions: { type: 'showPageInLanguage', params: current },
        },
      },
    },
  },
});
