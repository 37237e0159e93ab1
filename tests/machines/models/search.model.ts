import { searchMachine } from '../../../machines/search.machine';
import { type MachineModel, pendingActor } from '../model';

/** Three suggestions as the server sends them: a product a visitor typing "pp" would look for first. */
export const threeSuggestions = [
  { id: 101, name: 'PPR Pipe PN20 25 mm', category: 'ppr-pipes' },
  { id: 102, name: 'PPR Elbow 90° 25 mm', category: 'ppr-pipes' },
  { id: 103, name: 'PPR Ball Valve 1 inch', category: '' },
];

// The header search in English and Arabic. The visitor types something too short to ask about,
// the beginning of a name, or more of it; the pause after typing elapses; the server answers with
// suggestions or none, or no answer comes. Arrows, Escape, a click elsewhere, a suggestion chosen
// and the form sent.
export const searchModel: MachineModel = {
  machine: searchMachine.provide({
    actors: { fetchSuggestions: pendingActor() },
    actions: { openProduct: () => {} },
  }),
  inputs: [{ language: 'en' }, { language: 'ar' }],
  events: {
    'query.changed': [{ text: 'pp' }, { text: 'p' }, { text: 'ppr el' }],
    'active.moved': [{ by: 1 }, { by: -1 }],
    'suggestion.chosen': [{ id: 102 }],
    'escape.pressed': [{}],
    'focus.left': [{}],
    'form.submitted': [{}],
    'xstate.done.actor.fetchSuggestions': [{ output: threeSuggestions }, { output: [] }],
    'xstate.error.actor.fetchSuggestions': [{ error: new Error('Network Error') }],
  },
};
