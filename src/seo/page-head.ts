/**
 * The `<head>` of a public page from the route metadata table: title, description, keywords,
 * canonical and hreflang alternates, Open Graph and Twitter cards with the share image, robots,
 * and the structured data. Used by every public route's `head()`.
 */
import type { Language } from '../api/language';
import { documentTitle, type RouteMeta, shareImage, siteName } from '../content/route-meta';
import {
  absoluteUrl,
  breadcrumbList,
  type JsonLd,
  localBusiness,
  organization,
  serializeJsonLd,
} from './structured-data';

/**
 * The font files a page's first screen draws with: an English page's text is Latin; an Arabic
 * page's is Arabic with Latin digits, names and codes among it (both subsets, or the Latin one
 * arriving late moves the lines it sits in).
 */
const fontFiles: Record<Language, readonly string[]> = {
  en: ['/fonts/cairo-latin-wght-normal.woff2'],
  ar: ['/fonts/cairo-arabic-wght-normal.woff2', '/fonts/cairo-latin-wght-normal.woff2'],
};

export interface PageHeadInput {
  meta: RouteMeta;
  language: Language;
  origin: string;
  /** The page's language-neutral path with its query, e.g. `/products?category=ppr-pipes`. */
  path: string;
  /** Overrides of the table's title and description (a product's own name, say). */
  title?: string;
  description?: string;
  image?: string;
  jsonLd?: readonly JsonLd[];
  /** False for a page search engines should not list (a search's results) whatever the table says. */
  indexable?: boolean;
  /** What the page is to a site that shares it: an article (a news item), else a page of the site. */
  ogType?: 'website' | 'article';
}

export function pageHead(input: PageHeadInput) {
  const { meta, language, origin, path } = input;
  const title = documentTitle(input.title ?? meta.title[language], language);
  const description = input.description ?? meta.description[language];
  const url = absoluteUrl(origin, path, language);
  const image = `${origin}${input.image ?? shareImage.path}`;
  const indexable = meta.robots === 'index' && input.indexable !== false;
  const structured: JsonLd[] = [
    organization(origin, language),
    localBusiness(origin, language),
    breadcrumbList(origin, language, meta.breadcrumb, url),
    ...(input.jsonLd ?? []),
  ];
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      {
        name: 'keywords',
        content: meta.keywords.map((k) => k[language]).join(language === 'ar' ? '، ' : ', '),
      },
      { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' },
      { property: 'og:type', content: input.ogType ?? 'website' },
      { property: 'og:site_name', content: siteName[language] },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(shareImage.width) },
      { property: 'og:image:height', content: String(shareImage.height) },
      { property: 'og:locale', content: language === 'ar' ? 'ar_SA' : 'en_US' },
      { property: 'og:locale:alternate', content: language === 'ar' ? 'en_US' : 'ar_SA' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [
      // The self-hosted font's subsets the page's text is in, so it renders in them from the first paint.
      ...fontFiles[language].map((href) => ({
        rel: 'preload',
        href,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
      })),
      { rel: 'canonical', href: url },
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl(origin, path, 'en') },
      { rel: 'alternate', hrefLang: 'ar', href: absoluteUrl(origin, path, 'ar') },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(origin, path, 'en') },
    ],
    scripts: structured.map((data) => ({ type: 'application/ld+json', children: serializeJsonLd(data) })),
  };
}
