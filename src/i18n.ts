import { type I18n, setupI18n } from '@lingui/core';
import type { Language } from './api/language';
import { messages as ar } from './locales/ar/messages.po';
import { messages as en } from './locales/en/messages.po';

/** One activated Lingui instance per language, made per app so server renders never share one. */
export function createI18nInstances(): Record<Language, I18n> {
  return {
    en: setupI18n({ locale: 'en', messages: { en } }),
    ar: setupI18n({ locale: 'ar', messages: { ar } }),
  };
}
