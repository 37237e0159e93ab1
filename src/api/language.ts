/** The two languages the site ships in; no other code is accepted. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Language from a URL's first path segment: `/ar/...` is Arabic, anything else English. */
export function languageOfLocaleParam(locale: string | undefined): Language {
  return locale === 'ar' ? 'ar' : 'en';
}

/** The `{-$locale}` path parameter for a language: English pages carry no prefix. */
export function localeParamOf(language: Language): 'ar' | undefined {
  return language === 'ar' ? 'ar' : undefined;
}
