/** The browser's side of the language machine: storage, the document, and the URL. */

import type { RegisteredRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { LanguagePreference } from '../../machines/language.machine';
import { directionOf, isLanguage, type Language } from '../api/language';
import { languageCookieOf, languageCookieValue, localizedPath, sitePageOf } from '../site-routes';

export const languageStorageKey = 'language';

/**
 * The visitor's choice. The cookie is the newer copy when the two differ: a language link followed
 * before the scripts ran set it on the server, and storage is brought in step with it.
 */
function storedChoice(): string | null {
  const fromCookie = languageCookieValue(document.cookie);
  try {
    if (isLanguage(fromCookie)) {
      if (window.localStorage.getItem(languageStorageKey) !== fromCookie) {
        window.localStorage.setItem(languageStorageKey, fromCookie);
      }
      return fromCookie;
    }
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    // storage blocked: the cookie alone, else a first visit
    return isLanguage(fromCookie) ? fromCookie : null;
  }
}

/**
 * `hydrated` settles once React owns the whole page: a stored choice that differs from the URL's
 * language changes the page only then, or the server's HTML and the first render would disagree.
 * Reading the preference never fails: blocked storage reads as no choice.
 */
export function languageImplementations(router: RegisteredRouter, hydrated: Promise<void>) {
  return {
    actors: {
      readPreference: fromPromise<LanguagePreference>(async () => {
        await hydrated;
        return { stored: storedChoice(), browserLanguage: window.navigator.language ?? '' };
      }),
    },
    actions: {
      applyToDocument: (_: unknown, { language }: { language: Language }) => {
        const root = document.documentElement;
        root.lang = language;
        root.dir = directionOf(language);
        document.body.classList.toggle('rtl', language === 'ar');
        document.body.classList.toggle('ltr', language !== 'ar');
      },
      storeChoice: (_: unknown, { language }: { language: Language }) => {
        try {
          window.localStorage.setItem(languageStorageKey, language);
        } catch {
          // storage blocked: the choice lasts for this visit only
        }
        // A copy the server can read, so a returning visitor's page arrives in their language.
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox, and the value is a fixed language code
        document.cookie = languageCookieOf(language);
      },
      showPageInLanguage: (_: unknown, { language }: { language: Language }) => {
        const { pathname, searchStr, hash } = router.state.location;
        const page = sitePageOf(pathname);
        if (page?.kind !== 'public' || page.language === language) return;
        const href = `${localizedPath(pathname, language)}${searchStr}${hash ? `#${hash}` : ''}`;
        void router.navigate({ href, replace: true });
      },
    },
  };
}
