/**
 * The addresses the verification tool checks: every public page that is one address, in both
 * languages; every later page of the catalogue and of the news archive; every product's and news
 * item's page that the sitemap lists; and one address that is no page. Pure: the tool's actor
 * reads the sitemap and the lists' totals and hands them here.
 */
import { type Language, languages } from '../api/language';
import type { PageReport, PageTarget } from '../api/seo';
import {
  localizedPath,
  type PublicPath,
  publicPathOf,
  publicPaths,
  splitLanguagePrefix,
} from '../site-routes';

/** An address that is no page: the server must answer it with the not-found page. */
export const unknownAddress = '/this-page-does-not-exist';

/** The pages that are one address each (not one per record), in English then Arabic, and the address that is no page. */
export const fixedTargets: readonly PageTarget[] = [
  ...languages.flatMap((language) =>
    publicPaths
      .filter((pattern) => !pattern.includes('$'))
      .map((pattern) => ({ pattern, language, url: localizedPath(pattern, language) })),
  ),
  { pattern: null, language: 'en', url: unknownAddress },
];

/** A paged list's pages after the first (the first is the list's own address, a fixed page). */
export function laterPages(
  pattern: PublicPath & ('/products' | '/news'),
  language: Language,
  total: number,
  perPage: number,
): PageTarget[] {
  const last = Math.ceil(total / perPage);
  return Array.from({ length: Math.max(0, last - 1) }, (_, index) => ({
    pattern,
    language,
    url: `${localizedPath(pattern, language)}?page=${index + 2}`,
  }));
}

/**
 * The record pages (a product's, a news item's) among a sitemap's addresses, as paths on this
 * site: the sitemap names the public origin, which may not be the one the tool runs on.
 */
export function recordPagesOfSitemap(xml: string): PageTarget[] {
  const pages: PageTarget[] = [];
  for (const [, loc = ''] of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    let path: string;
    try {
      path = new URL(loc.replaceAll('&amp;', '&')).pathname;
    } catch {
      continue;
    }
    const pattern = publicPathOf(path);
    if (pattern?.includes('$'))
      pages.push({ pattern, language: splitLanguagePrefix(path).language, url: path });
  }
  return pages;
}

/** The first `max` addresses, and how many were left out. */
export function upTo(targets: readonly PageTarget[], max: number): { targets: PageTarget[]; left: number } {
  return { targets: targets.slice(0, max), left: Math.max(0, targets.length - max) };
}

/**
 * The name of a page's group in the results: its address for a page that is one address, its
 * template for a page of many (`/ar/products/{id}`, `/news?page={n}`).
 */
export function groupName(target: PageTarget): string {
  if (target.pattern === null) return target.url;
  const path = localizedPath(target.pattern, target.language)
    .replace('$productId', '{id}')
    .replace('$newsId', '{id}');
  return target.url.includes('?page=') ? `${path}?page={n}` : path;
}

/** Reports by group, the groups in the order their first page was checked. */
export function pageGroups(reports: readonly PageReport[]): { name: string; reports: PageReport[] }[] {
  const groups = new Map<string, PageReport[]>();
  for (const report of reports) {
    const name = groupName(report.target);
    groups.set(name, [...(groups.get(name) ?? []), report]);
  }
  return [...groups].map(([name, grouped]) => ({ name, reports: grouped }));
}
