import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { languageMachine } from '../../machines/language.machine';
import { pendingActor } from './model';
import { languageModel } from './models/language.model';
import { itWalksEveryTransition } from './walk';

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

describe('language machine', () => {
  itWalksEveryTransition(languageModel);

  it('uses the language the entry URL names without reading the stored choice', () => {
    const { actor, effects } = start('ar');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.language).toBe('ar');
    expect(effects.applyToDocument).toHaveBeenCalledWith('ar');
  });

  it('prefers the stored choice over an Arabic browser', () => {
    const { actor } = start(null);
    actor.send(preference('en', 'ar-SA'));
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it('picks Arabic for an Arabic browser without a stored choice, else English', () => {
    const arabic = start(null);
    arabic.actor.send(preference(null, 'ar-EG'));
    expect(arabic.actor.getSnapshot().context.language).toBe('ar');
    const other = start(null);
    other.actor.send(preference('fr', 'de-DE'));
    expect(other.actor.getSnapshot().context.language).toBe('en');
  });

  it('stores, applies and shows the page in a chosen language, and ignores anything but en and ar', () => {
    const { actor, effects } = start('en');
    actor.send({ type: 'language.selected', language: 'ar' });
    expect(effects.storeChoice).toHaveBeenCalledWith('ar');
    expect(effects.applyToDocument).toHaveBeenLastCalledWith('ar');
    expect(effects.showPageInLanguage).toHaveBeenLastCalledWith('ar');
    actor.send({ type: 'language.selected', language: 'fr' });
    expect(actor.getSnapshot().context.language).toBe('ar');
    expect(effects.storeChoice).toHaveBeenCalledTimes(1);
  });

  it('brings a public page reached in the other language back to the current one', () => {
    const { actor, effects } = start('ar');
    effects.showPageInLanguage.mockClear();
    actor.send({ type: 'route.changed', urlLanguage: 'ar' });
    actor.send({ type: 'route.changed', urlLanguage: null });
    expect(effects.showPageInLanguage).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed', urlLanguage: 'en' });
    expect(effects.showPageInLanguage).toHaveBeenCalledWith('ar');
  });
});
