/**
 * The query parameters each public page reads, and the one spelling of a page's address that the
 * server renders and keeps. Pages are kept by address: were every spelling a page of its own, a
 * made-up query (`?utm=1`, `?utm=2`, …) would make the server render a page per request and push
 * the real pages out of its cache. So an address whose query holds anything a page does not read
 * (an unknown parameter, a value the page would ignore, a parameter twice) is sent on to the
 * page's own spelling of it, which is what the page's router reads it as anyway.
 */
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { contactFields } from './api/contact-fields';
import { subscriptionOutcomeSearch } from './api/subscription-outcome';
import { branchesSearch } from './components/branches/branches-search';
import { contactSearch } from './components/contact/contact-search';
import { newsSearch } from './components/news/news-paths';
import { productsSearch } from './components/products/products-search';
import { type PublicPath, publicPathOf } from './site-routes';

interface PageSearch {
  /** The route's own check of its query (`validateSearch`): what the page reads from it. */
  check: (search: Record<string, unknown>) => Record<string, unknown>;
  /** Parameters holding what a visitor typed: a page showing them is never kept for others. */
  typed?: readonly string[];
  /**
   * Parameters holding a search, which anyone may ask for and share: a page showing one is kept
   * apart from the other pages, in a small store of its own, so that endless made-up searches
   * never push the site's own pages out.
   */
  searched?: readonly string[];
}

/** The public pages that read a query; every other public page reads none. */
const pageSearches: Partial<Record<PublicPath, PageSearch>> = {
  '/products': { check: productsSearch, searched: ['q'] },
  '/news': { check: newsSearch },
  '/branches': { check: branchesSearch },
  '/catalogs': { check: subscriptionOutcomeSearch },
  '/contact': { check: contactSearch, typed: contactFields },
};

/** The check the server applies to a public page's query (none: the page reads no query). */
export function searchCheckOf(path: PublicPath): PageSearch['check'] | undefined {
  return pageSearches[path]?.check;
}

export interface PageQuery {
  /** The query as the page spells it: `''` or `?name=value…`. */
  search: string;
  /**
   * How the page at this query may be kept and served to every visitor: with the site's pages,
   * apart with the other searches, or never (it shows what one visitor typed).
   */
  kept: 'withPages' | 'withSearches' | 'never';
}

/** A public page's own spelling of the query `query` (without its `?`). */
export function pageQueryOf(pathname: string, query: string): PageQuery {
  const path = publicPathOf(pathname);
  const page = path === null ? undefined : pageSearches[path];
  if (!page) return { search: '', kept: 'withPages' };
  const read = page.check(defaultParseSearch(query));
  const holds = (names: readonly string[] = []) => names.some((name) => read[name] !== undefined);
  return {
    search: defaultStringifySearch(read),
    kept: holds(page.typed) ? 'never' : holds(page.searched) ? 'withSearches' : 'withPages',
  };
}
