import { languageMachine } from '../../../machines/language.machine';
import { type MachineModel, pendingActor } from '../model';

const noop = () => {};

export const languageModel: MachineModel = {
  machine: languageMachine.provide({
    actors: { readPreference: pendingActor() },
    actions: { applyToDocument: noop, storeChoice: noop, showPageInLanguage: noop },
  }),
  inputs: [{ urlLanguage: null }, { urlLanguage: 'ar' }, { urlLanguage: 'en' }],
  events: {
    'language.selected': [{ language: 'ar' }, { language: 'en' }, { language: 'fr' }],
    'route.changed': [{ urlLanguage: 'ar' }, { urlLanguage: 'en' }, { urlLanguage: null }],
    'xstate.done.actor.readPreference': [
      { output: { stored: 'ar', browserLanguage: 'en-US' } },
      { output: { stored: null, browserLanguage: 'ar-SA' } },
      { output: { stored: 'de', browserLanguage: 'en-GB' } },
    ],
    'xstate.error.actor.readPreference': [{ error: new Error('storage blocked') }],
  },
};
