import { directionOf, type Language } from '../../api/language';
import { useLanguage } from '../../root-actors';

/**
 * The language of an item's text when it is not the page's (an item not yet translated into
 * Arabic shows its English there), for its text, picture and video to be marked so.
 */
export function useForeignLanguage(item: { language: Language }): Language | undefined {
  return item.language === useLanguage() ? undefined : item.language;
}

/** `lang` and `dir` for an element holding text in `foreign` (nothing when it is the page's own). */
export function languageMarks(foreign: Language | undefined): { lang?: Language; dir?: 'ltr' | 'rtl' } {
  return foreign ? { lang: foreign, dir: directionOf(foreign) } : {};
}
