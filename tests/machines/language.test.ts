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

  it("keeps the URL's language for a visitor without a stored choice, whatever the browser prefers", () => {
    const { actor, effects } = start('en');
    actor.send(preference(null, 'ar-SA'));
    expect(actor.getSnapshot().context.language).toBe('en');
    expect(effects.applyToDocument).toHaveBeenCalledWith('en');
    const blocked = start('ar');
    blocked.actor.send({ type: 'xstate.error.actor.readPreference', error: new Error('blocked') } as never);
    expect(blocked.actor.getSnapshot().context.language).toBe('ar');
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
    actor.send(preference(null, 'en-US'));
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
    actor.send(preference(null, 'en-US'));
    effects.showPageInLanguage.mockClear();
    actor.send({ type: 'route.changed', urlLanguage: 'ar' });
    actor.send({ type: 'route.changed', urlLanguage: null });
    expect(effects.showPageInLanguage).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed', urlLanguage: 'en' });
    expect(effects.showPageInLanguage).toHaveBeenCalledWith('ar');
  });
});
