/**
 * The site's route table as plain paths, shared by the browser (which language a URL names) and
 * the server (which paths are pages: 200, and which are not: 404). A UI test keeps it equal to the
 * router's own routes.
 */
import type { Language } from './api/language';

/** Public pages: each also exists under the `/ar` prefix. `$name` matches one path segment. */
export const publicPaths = ['/', '/products', '/products/$productId'] as const;

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
  '/admin/settings',
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

export type SitePage = { kind: 'public'; language: Language } | { kind: 'unprefixed' };

/** What a URL path is on this site, or null when it is no page at all (the 404 page). */
export function sitePageOf(pathname: string): SitePage | null {
  const { language, path } = splitLanguagePrefix(pathname);
  if (publicPaths.some((pattern) => matches(pattern, path))) return { kind: 'public', language };
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

/** The same public page in another language. */
export function localizedPath(pathname: string, language: Language): string {
  const { path } = splitLanguagePrefix(pathname);
  if (language === 'en') return path;
  return path === '/' ? arabicPrefix : `${arabicPrefix}${path}`;
}
