import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { pendingActor } from './model';

function start(urlLanguage: 'en' | 'ar' | null) {
  const effects = { applyToDocument: vi.fn(), storeChoice: vi.fn(), showPageInLanguage: vi.fn() };
  const actor = createActor(
    languageMachine.provide({
      actors: { readPreference: pendingActor() },
      actions: {
        applyToDocument: (_, params) => effects.applyToDocument(params.language),
        storeChoice: (_, params) => effects.storeChoice(params.language),
        showPageInLanguage: (_, params) => effects.showPageInLanguage(params.language),
      },
    }),
    { input: { urlLanguage } },
  ).start();
  return { actor, effects };
}

const preference = (stored: string | null, browserLanguage: string) =>
  ({ type: 'xstate.done.actor.readPreference', output: { stored, browserLanguage } }) as never;

// The switch, the document, storage and the URL are walked on screen in language.walk.test.tsx;
// these pin what the screen cannot show: nothing is applied before the preference is read, and
// a page without a language in its URL is left alone.
describe('language machine', () => {
  it('shows the language the entry URL names first, then moves a returning visitor to their stored choice', () => {
    const { actor, effects } = start('ar');
    expect(actor.getSnapshot().context.language).toBe('ar');
    expect(effects.applyToDocument).not.toHaveBeenCalled();
    actor.send(preference('en', 'ar-SA'));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(effects.applyToDocument).toHaveBeenCalledWith('en');
    expect(effects.showPageInLanguage).toHaveBeenCalledWith('en');
    expect(effects.storeChoice).not.toHaveBeenCalled();
  });

  it('brings a public page reached in the other language back to the current one', () => {
    const { actor, effects } = start('ar');
    actor.send(preference(null, 'en-US'));
    effects.showPageInLanguage.mockClear();
    actor.send({ type: 'route.changed', urlLanguage: 'ar' });
    actor.send({ type: 'route.changed', urlLanguage: null });
    expect(effects.showPageInLanguage).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed', urlLanguage: 'en' });
    expect(effects.showPageInLanguage).toHaveBeenCalledWith('ar');
  });
});
