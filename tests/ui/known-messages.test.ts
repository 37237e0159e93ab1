import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { englishOf, type MessageId, messages } from '../../src/api/messages';
import { messageDescriptors } from '../../src/components/ui/known-messages';
import { messages as arabic } from '../../src/locales/ar/messages.po';

const ids = Object.keys(messages) as MessageId[];
const values = { detail: '502', count: '3', first: 'Jan 1, 2030, 8:00 AM', last: 'Jan 1, 2030, 8:05 AM' };
function shown(i18n: ReturnType<typeof setupI18n>, id: MessageId) {
  const descriptor = { ...messageDescriptors[id], values };
  return i18n._(descriptor);
}

describe('messages that reach the screen', () => {
  it('shows each identifier in English as the catalogue words it, the spec texts exactly', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const id of ids) expect(shown(i18n, id)).toBe(englishOf({ id, values }));
    expect(shown(i18n, 'serverErrorDetail')).toBe('Server error: 502');
  });

  it('shows each of them in Arabic on Arabic pages', () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar: arabic } });
    const untranslated = ids.filter((id) => shown(i18n, id) === englishOf({ id, values }));
    expect(untranslated).toEqual([]);
  });

  it('gives every English text one identifier', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
