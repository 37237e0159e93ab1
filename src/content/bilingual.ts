import type { Language } from '../api/language';

/** One text in both site languages: `en` left-to-right, `ar` right-to-left Modern Standard Arabic. */
export type Bilingual = { en: string; ar: string };

/** The text in the given language. */
export function pick(text: Bilingual, language: Language): string {
  return text[language];
}

/** A link inside the site: `path` is language-neutral (the app adds the `/ar` prefix). */
export type ContentLink = { label: Bilingual; path: string };
