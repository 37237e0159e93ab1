import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { productAdminListMessages } from '../../machines/product-admin-list.machine';
import { productCreateMessages } from '../../machines/product-create.machine';
import { productDetailMessages } from '../../machines/product-detail.machine';
import { productEditMessages } from '../../machines/product-edit.machine';
import { productsListMessages } from '../../machines/products-list.machine';
import { clientMessages } from '../../src/api/client-messages';
import { messages } from '../../src/api/messages';
import { productMessages } from '../../src/api/products';
import { productImageMessages } from '../../src/components/admin/product-image-messages';
import { knownMessages } from '../../src/components/ui/known-messages';
import { messages as arabic } from '../../src/locales/ar/messages.po';

describe('messages that reach the screen', () => {
  const all = [
    messages,
    clientMessages,
    productMessages,
    productCreateMessages,
    productEditMessages,
    productAdminListMessages,
    productImageMessages,
    productsListMessages,
    productDetailMessages,
  ].flatMap((group) => Object.values(group) as string[]);

  it('has a translatable entry for every message the API and the machines produce', () => {
    expect(all.filter((text) => !(text in knownMessages))).toEqual([]);
  });

  it('keys each entry by exactly the English text it shows', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const [text, descriptor] of Object.entries(knownMessages)) expect(i18n._(descriptor)).toBe(text);
  });

  it('shows each of them in Arabic on Arabic pages', () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar: arabic } });
    const untranslated = Object.values(knownMessages).filter((d) => i18n._(d) === d.message);
    expect(untranslated.map((d) => d.message)).toEqual([]);
  });
});
