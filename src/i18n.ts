import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Language } from './api/language';
import { intlLocale } from './components/ui/format';

/**
 * Each language's messages are a chunk of their own: a page loads its own language's only, and the
 * other when the visitor switches to it.
 */
const catalogLoaders: Record<Language, () => Promise<Messages>> = {
  en: () => import('./locales/en/messages.po').then((catalog) => catalog.messages),
  ar: () => import('./locales/ar/messages.po').then((catalog) => catalog.messages),
};

const catalogs: Partial<Record<Language, Messages>> = {};

/** Loads these languages' messages, once each. */
export async function loadCatalogs(languages: readonly Language[]): Promise<void> {
  await Promise.all(
    languages.map(async (language) => {
      catalogs[language] ??= await catalogLoaders[language]();
    }),
  );
}

/** A Lingui instance for a language whose messages are loaded, else undefined. */
export function i18nFor(language: Language): I18n | undefined {
  const messages = catalogs[language];
  // `locales` formats the count a plural message shows (`#`) with the page's digits (format.ts).
  return (
    messages &&
    setupI18n({ locale: language, locales: intlLocale(language), messages: { [language]: messages } })
  );
}
