/**
 * Schema.org structured data: Organization, LocalBusiness, BreadcrumbList, FAQPage, Product,
 * NewsArticle, the branches' ItemList.
 */
import type { Language } from '../api/language';
import { seoDescriptionLength } from '../api/limits';
import { shortText } from '../api/short-text';
import { pick } from '../content/bilingual';
import type { Branch } from '../content/branches';
import { type CountryKey, company } from '../content/company';
import type { FaqItem } from '../content/home-faq';
import type { Crumb } from '../content/route-meta';
import { localizedPath } from '../site-routes';

export type JsonLd = Record<string, unknown>;

/** An absolute URL of a language-neutral path in a language. */
export function absoluteUrl(origin: string, path: string, language: Language): string {
  const [pathname = '/', rest = ''] = path.split(/(?=[?#])/);
  return `${origin}${localizedPath(pathname, language)}${rest}`;
}

export function organization(origin: string, language: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: pick(company.name, language),
    alternateName: pick(company.name, language === 'ar' ? 'en' : 'ar'),
    url: absoluteUrl(origin, '/', language),
    logo: `${origin}/images/logo.svg`,
    foundingDate: String(company.foundedYear),
    description: pick(company.tagline, language),
    email: company.contact.email,
    telephone: company.contact.phones[0]?.display,
    address: {
      '@type': 'PostalAddress',
      addressLocality: pick(company.headquarters, language),
      addressCountry: 'SA',
    },
  };
}

export function localBusiness(origin: string, language: Language): JsonLd {
  const hours = company.officeHours;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#localbusiness`,
    name: pick(company.name, language),
    url: absoluteUrl(origin, '/', language),
    image: `${origin}/images/share.jpg`,
    telephone: company.contact.phones.map((phone) => phone.display),
    email: company.contact.email,
    currenciesAccepted: company.currency,
    address: {
      '@type': 'PostalAddress',
      streetAddress: pick(company.contact.address, language),
      addressLocality: pick(company.headquarters, language),
      addressCountry: 'SA',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days,
      opens: hours.opens,
      closes: hours.closes,
    },
    parentOrganization: { '@id': `${origin}/#organization` },
  };
}

export function breadcrumbList(
  origin: string,
  language: Language,
  trail: readonly Crumb[],
  currentUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: pick(crumb.name, language),
      item: crumb.path === null ? currentUrl : absoluteUrl(origin, crumb.path, language),
    })),
  };
}

export function faqPage(language: Language, items: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: pick(item.question, language),
      acceptedAnswer: { '@type': 'Answer', text: pick(item.answer, language) },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can close the
 * script element (`</script>`) or open a comment.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function productData(
  origin: string,
  language: Language,
  product: { id: number; name: string; description: string; image: string; category: string },
  categoryLabel: string | undefined,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.image.startsWith('http') ? product.image : `${origin}${product.image}`,
    url: absoluteUrl(origin, `/products/${product.id}`, language),
    category: categoryLabel ?? product.category,
    brand: { '@type': 'Brand', name: pick(company.name, language) },
    manufacturer: { '@id': `${origin}/#organization` },
  };
}

/**
 * A news item's page as a `NewsArticle`: its headline (at most 110 characters, Google's limit), the
 * picture or the video's still, when it was published and last changed, in the language its text
 * is in; the company both writes and publishes it.
 */
export function newsArticleData(
  origin: string,
  language: Language,
  item: {
    id: number;
    title: string;
    description: string;
    language: Language;
    published_at: string;
    updated_at: string;
  },
  image: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title.length > 110 ? `${item.title.slice(0, 109).trimEnd()}…` : item.title,
    description: item.description || item.title,
    image: [image.startsWith('http') ? image : `${origin}${image}`],
    datePublished: item.published_at,
    dateModified: item.updated_at,
    inLanguage: item.language,
    url: absoluteUrl(origin, `/news/${item.id}`, language),
    mainEntityOfPage: absoluteUrl(origin, `/news/${item.id}`, language),
    author: { '@id': `${origin}/#organization` },
    publisher: { '@id': `${origin}/#organization` },
  };
}

/**
 * A description for search results from a text of any length: cut at `max` characters with an
 * ellipsis; one shorter than `min` is followed by the page type's own description.
 */
export function fittedDescription(
  text: string,
  fallback: string,
  { min, max }: { min: number; max: number },
) {
  const whole = text.replace(/\s+/g, ' ').trim();
  const long = whole.length < min ? (whole ? `${whole} – ${fallback}` : fallback) : whole;
  return long.length > max ? `${long.slice(0, max - 1).trimEnd()}…` : long;
}

/**
 * A product's description for search results, at most `seoDescriptionLength.max` characters and as
 * it was written: its opening sentences, as many whole ones as fit; when not even the first does
 * (or what fits is too short to describe anything), its opening cut after a whole word, with '…'.
 * A sentence ends at '.', '!', '?' or the Arabic '؟' before a space, so «1.5 mm» is not an end.
 */
export function productMetaDescription(description: string): string {
  const { min, max } = seoDescriptionLength;
  const sentences = description.trim().match(/[\s\S]*?[.!?؟](?=\s|$)|[\s\S]+$/g) ?? [];
  let written = '';
  for (const sentence of sentences) {
    const longer = `${written} ${sentence.trim()}`.trim();
    if (longer.length > max) break;
    written = longer;
  }
  return written.length >= min ? written : shortText(description.trim(), max);
}

/** ISO 3166 codes of the countries the company has branches in. */
const countryCodes: Record<CountryKey, string> = { 'saudi arabia': 'SA', yemen: 'YE', bahrain: 'BH' };

/** The branches as a list of local businesses, each with its city and country. */
export function branchList(language: Language, list: readonly Branch[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: list.length,
    itemListElement: list.map((branch, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        name: `${pick(company.name, language)}: ${pick(branch.title, language)}`,
        address: {
          '@type': 'PostalAddress',
          addressLocality: pick(branch.location, language),
          addressCountry: countryCodes[branch.category],
        },
      },
    })),
  };
}
