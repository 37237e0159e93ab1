/**
 * What the verification tool checks on a page the server sent: pure functions from a document (or
 * its HTML text) and what the page should be, to a list of check results. Each result names its
 * check and the values its message shows.
 */
import type { Language } from '../api/language';
import { seoDescriptionLength, seoTitleLength } from '../api/limits';
import type { CheckId, CheckResult } from '../api/seo';
import { routeMeta } from '../content/route-meta';
import { localizedPath } from '../site-routes';

/** The page a document should be. */
export interface ExpectedPage {
  /** The site's origin, e.g. `https://example.com`: canonical and alternate links are absolute. */
  origin: string;
  /** The language-neutral path requested, e.g. `/products/7`. */
  path: string;
  language: Language;
  /** False for an address that is no page: the not-found page, which must not be indexed. */
  isPage: boolean;
}

/*
 * The structured data every page carries (the organisation, the local business and the page's
 * breadcrumb), and what some pages add: the questions on home, the product on a product's page, the article on a news item's.
 */
const everyPageTypes = ['Organization', 'LocalBusiness', 'BreadcrumbList'];

/** The JSON-LD types a page should carry. */
export function expectedStructuredData(path: string): string[] {
  if (path === '/') return [...everyPageTypes, 'FAQPage'];
  if (/^\/products\/[^/]+$/.test(path)) return [...everyPageTypes, 'Product'];
  if (/^\/news\/[^/]+$/.test(path)) return [...everyPageTypes, 'NewsArticle'];
  return everyPageTypes;
}

const pass = (id: CheckId, values?: CheckResult['values']): CheckResult => ({ id, passed: true, values });
const fail = (id: CheckId, values?: CheckResult['values']): CheckResult => ({ id, passed: false, values });
const verdict = (id: CheckId, passed: boolean, values?: CheckResult['values']): CheckResult =>
  passed ? pass(id, values) : fail(id, values);

const attribute = (doc: Document, selector: string, name: string) =>
  doc.querySelector(selector)?.getAttribute(name)?.trim() ?? '';

export function checkTitle(doc: Document): CheckResult {
  const length = doc.title.trim().length;
  return verdict('title', length >= seoTitleLength.min && length <= seoTitleLength.max, {
    length,
    min: seoTitleLength.min,
    max: seoTitleLength.max,
  });
}

export function checkDescription(doc: Document): CheckResult {
  const length = attribute(doc, 'meta[name="description"]', 'content').length;
  return verdict('description', length >= seoDescriptionLength.min && length <= seoDescriptionLength.max, {
    length,
    min: seoDescriptionLength.min,
    max: seoDescriptionLength.max,
  });
}

export function checkHeadings(doc: Document): CheckResult {
  const count = doc.querySelectorAll('h1').length;
  return verdict('h1', count === 1, { count });
}

export function checkImageAlt(doc: Document): CheckResult {
  const images = doc.querySelectorAll('img');
  const missing = [...images].filter((image) => !image.hasAttribute('alt')).length;
  return verdict('imageAlt', missing === 0, { missing, images: images.length });
}

const absolute = (expected: ExpectedPage, language: Language) =>
  `${expected.origin}${localizedPath(expected.path, language)}`;

export function checkCanonical(doc: Document, expected: ExpectedPage): CheckResult {
  const found = attribute(doc, 'link[rel="canonical"]', 'href');
  const wanted = absolute(expected, expected.language);
  return verdict('canonical', found === wanted, { found, expected: wanted });
}

/** The alternates name the English, the Arabic and the default (English) address of this page. */
export function checkHreflang(doc: Document, expected: ExpectedPage): CheckResult {
  const wanted: Record<string, string> = {
    en: absolute(expected, 'en'),
    ar: absolute(expected, 'ar'),
    'x-default': absolute(expected, 'en'),
  };
  const wrong = Object.entries(wanted)
    .filter(([hreflang, href]) => {
      const links = doc.querySelectorAll(`link[rel="alternate"][hreflang="${hreflang}"]`);
      return links.length !== 1 || links[0]?.getAttribute('href') !== href;
    })
    .map(([hreflang]) => hreflang);
  return verdict('hreflang', wrong.length === 0, { wrong: wrong.join(', ') });
}

export function checkOgImage(doc: Document): CheckResult {
  const image = attribute(doc, 'meta[property="og:image"]', 'content');
  return verdict('ogImage', /^https?:\/\//.test(image), { found: image });
}

function typesOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(typesOf);
  if (data === null || typeof data !== 'object') return [];
  const type = (data as Record<string, unknown>)['@type'];
  const graph = (data as Record<string, unknown>)['@graph'];
  return [...(typeof type === 'string' ? [type] : []), ...(graph ? typesOf(graph) : [])];
}

/** Every JSON-LD block parses, and together they carry the types the page should. */
export function checkStructuredData(doc: Document, expected: ExpectedPage): CheckResult {
  const found: string[] = [];
  let invalid = 0;
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      found.push(...typesOf(JSON.parse(script.textContent ?? '')));
    } catch {
      invalid += 1;
    }
  }
  const missing = expectedStructuredData(expected.path).filter((type) => !found.includes(type));
  return verdict('structuredData', invalid === 0 && missing.length === 0, {
    invalid,
    missing: missing.join(', '),
    found: found.join(', '),
  });
}

/** Pages ask to be indexed as their metadata says; the not-found page never. */
export function checkRobots(doc: Document, expected: ExpectedPage): CheckResult {
  const content = attribute(doc, 'meta[name="robots"]', 'content').toLowerCase();
  const noindex = content.includes('noindex');
  const wanted = expected.isPage ? routeMeta(expected.path).robots : 'noindex';
  return verdict('robots', noindex === (wanted === 'noindex'), {
    expected: wanted,
    found: noindex ? 'noindex' : 'index',
  });
}

/** Every check of a page the server sent. The not-found page is only asked not to be indexed. */
export function checkDocument(doc: Document, expected: ExpectedPage): CheckResult[] {
  if (!expected.isPage) return [checkRobots(doc, expected)];
  return [
    checkTitle(doc),
    checkDescription(doc),
    checkCanonical(doc, expected),
    checkHreflang(doc, expected),
    checkOgImage(doc),
    checkStructuredData(doc, expected),
    checkHeadings(doc),
    checkImageAlt(doc),
    checkRobots(doc, expected),
  ];
}

/** Every check of a page's HTML text, as the server sent it. */
export function checkPageHtml(html: string, expected: ExpectedPage): CheckResult[] {
  return checkDocument(new DOMParser().parseFromString(html, 'text/html'), expected);
}
