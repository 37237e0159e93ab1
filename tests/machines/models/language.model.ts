import { languageMachine } from '../../../machines/language.machine';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

// Entry pages: one without a language in its URL (/login), an Arabic one, an English one. The
// switch offers English and Arabic; a link (or the back button) reaches a page in either. What the
// browser remembers: an Arabic choice, no choice with an Arabic browser, a value that is no
// language, and an English choice with an Arabic browser.
export const languageModel: MachineModel = {
  machine: languageMachine.provide({
    actors: { readPreference: pendingActor() },
    actions: { applyToDocument: noop, storeChoice: noop, showPageInLanguage: noop },
  }),
  inputs: [{ urlLanguage: null }, { urlLanguage: 'ar' }, { urlLanguage: 'en' }],
  events: {
    'language.selected': [{ language: 'ar' }, { language: 'en' }],
    'route.changed': [{ urlLanguage: 'ar' }, { urlLanguage: 'en' }],
    'xstate.done.actor.readPreference': [
      { output: { stored: 'ar', browserLanguage: 'en-US' } },
      { output: { stored: null, browserLanguage: 'ar-SA' } },
      { output: { stored: 'de', browserLanguage: 'ar-SA' } },
      { output: { stored: null, browserLanguage: 'en-GB' } },
      { output: { stored: 'en', browserLanguage: 'ar-EG' } },
    ],
  },
};
