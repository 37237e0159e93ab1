/**
 * The site's route table as plain paths, shared by the browser (which language a URL names) and
 * the server (which paths are pages: 200, and which are not: 404). A UI test keeps it equal to the
 * router's own routes.
 */
import type { Language } from './api/language';

/** Public pages: each also exists under the `/ar` prefix. `$name` matches one path segment. */
export const publicPaths = [
  '/',
  '/about',
  '/about/history',
  '/products',
  '/products/$productId',
  '/news',
  '/news/$newsId',
  '/branches',
  '/catalogs',
  '/quality',
  '/word-manager',
  '/contact',
  '/seo-verification',
] as const;

/** Pages outside the language prefix (admin portal, login): they follow the chosen language. */
export const unprefixedPaths = [
  '/login',
  '/admin-forbidden',
  '/admin-dashboard',
  '/admin/users',
  '/admin/users/create',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/edit/$id',
  '/admin/news',
  '/admin/news/create',
  '/admin/news/preview/$id',
  '/admin/products/preview/$id',
  '/admin/messages',
  '/admin/subscriptions',
  '/admin/audit',
  '/admin/site-speed',
  '/admin/settings',
  '/admin/two-factor',
] as const;

const arabicPrefix = '/ar';

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((part, i) => part.startsWith('$') || part === have[i]);
}

/** The path without its `/ar` prefix, and the language that prefix names. */
export function splitLanguagePrefix(pathname: string): { language: Language; path: string } {
  if (pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`)) {
    return { language: 'ar', path: pathname.slice(arabicPrefix.length) || '/' };
  }
  return { language: 'en', path: pathname };
}

export type PublicPath = (typeof publicPaths)[number];

/** The public page pattern a URL path is, in either language, or null when it is none. */
export function publicPathOf(pathname: string): PublicPath | null {
  return publicPaths.find((pattern) => matches(pattern, splitLanguagePrefix(pathname).path)) ?? null;
}

export type SitePage = { kind: 'public'; language: Language } | { kind: 'unprefixed' };

/** What a URL path is on this site, or null when it is no page at all (the 404 page). */
export function sitePageOf(pathname: string): SitePage | null {
  const { language, path } = splitLanguagePrefix(pathname);
  if (publicPathOf(pathname)) return { kind: 'public', language };
  if (language === 'en' && (unprefixedPaths as readonly string[]).some((pattern) => matches(pattern, path))) {
    return { kind: 'unprefixed' };
  }
  return null;
}

/** The language a URL names: public pages and anything under `/ar` name one; other pages do not. */
export function urlLanguageOf(pathname: string): Language | null {
  const page = sitePageOf(pathname);
  if (page?.kind === 'public') return page.language;
  return splitLanguagePrefix(pathname).language === 'ar' ? 'ar' : null;
}

/** The cookie mirroring the stored language choice, for the server (src/server/plugins/site.ts). */
export const languageCookie = 'language';
const languageCookieMaxAgeSeconds = 60 * 60 * 24 * 365;

const languageCookiePattern = new RegExp(`(?:^|;\\s*)${languageCookie}=(\\w+)`);

/** The value of the language cookie in a Cookie header (or `document.cookie`), unchecked. */
export function languageCookieValue(cookies: string): string | undefined {
  return languageCookiePattern.exec(cookies)?.[1];
}

/** The cookie that remembers a language choice for a year, as the browser and the server set it. */
export function languageCookieOf(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax`;
}

/**
 * The query parameter of a language link: a link followed without the page's scripts (or before
 * they run) reaches the server, which remembers the choice and redirects to the page without it.
 */
export const languageChoiceParam = 'lang';

/** Where the language switch's link for `language` goes from a page (path and `?search`). */
export function languageChoiceHref(pathname: string, searchStr: string, language: Language): string {
  const target = sitePageOf(pathname)?.kind === 'public' ? localizedPath(pathname, language) : pathname;
  const search = new URLSearchParams(searchStr);
  search.set(languageChoiceParam, language);
  return `${target}?${search}`;
}

/** The same public page in another language. */
export function localizedPath(pathname: string, language: Language): string {
  const { path } = splitLanguagePrefix(pathname);
  if (language === 'en') return path;
  return path === '/' ? arabicPrefix : `${arabicPrefix}${path}`;
}
