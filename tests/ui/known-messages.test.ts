import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { clientMessages } from '../../src/api/client-messages';
import { messages } from '../../src/api/messages';
import { knownMessages } from '../../src/components/ui/known-messages';
import { messages as arabic } from '../../src/locales/ar/messages.po';

describe('messages that reach the screen', () => {
  const all = [...Object.values(messages), ...Object.values(clientMessages)];

  it('has a translatable entry for every message the API and the machines produce', () => {
    expect(all.filter((text) => !(text in knownMessages))).toEqual([]);
  });

  it('keys each entry by exactly the English text it translates', () => {
    for (const [text, descriptor] of Object.entries(knownMessages)) expect(descriptor.message).toBe(text);
  });

  it('shows each of them in Arabic on Arabic pages', () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar: arabic } });
    const untranslated = Object.values(knownMessages).filter((d) => i18n._(d) === d.message);
    expect(untranslated.map((d) => d.message)).toEqual([]);
  });
});
