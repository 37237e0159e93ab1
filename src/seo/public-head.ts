import { type Language, languageOfLocaleParam } from '../api/language';
import { type MetaKey, routeMetaTable } from '../content/route-meta';
import { splitLanguagePrefix } from '../site-routes';
import { pageHead } from './page-head';
import type { JsonLd } from './structured-data';

interface HeadContext {
  params: { locale?: string | undefined };
  match: { pathname: string; context: { origin: string } };
}

/** A public route's `head()`: its row of the metadata table in the URL's language. */
export function publicHead(key: MetaKey, extra?: { jsonLd?: (language: Language) => readonly JsonLd[] }) {
  return ({ params, match }: HeadContext) => {
    const language = languageOfLocaleParam(params.locale);
    // An index route's match path ends in a slash (`/about/`); the page's address does not.
    const path = splitLanguagePrefix(match.pathname).path.replace(/(.)\/+$/, '$1');
    return pageHead({
      meta: routeMetaTable[key],
      language,
      origin: match.context.origin,
      path,
      jsonLd: extra?.jsonLd?.(language) ?? [],
    });
  };
}
