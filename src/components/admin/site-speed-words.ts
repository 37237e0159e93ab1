/**
 * The Site speed page's words and figures: each vital's name and how its 75th percentile reads
 * (seconds from a second up, milliseconds below, CLS as its score), each page template's name, and
 * the device classes and languages the figures are broken down by.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../api/language';
import type { DeviceClass, FieldVital, fieldSpans, Rating } from '../../api/vital-histograms';
import type { PublicPath } from '../../site-routes';
import { intlLocale } from '../ui/format';

export const vitalNames: Record<FieldVital, { short: string; name: MessageDescriptor }> = {
  lcp: { short: 'LCP', name: msg`Largest Contentful Paint` },
  inp: { short: 'INP', name: msg`Interaction to Next Paint` },
  cls: { short: 'CLS', name: msg`Cumulative Layout Shift` },
  fcp: { short: 'FCP', name: msg`First Contentful Paint` },
  ttfb: { short: 'TTFB', name: msg`Time to First Byte` },
};

export const ratingNames: Record<Rating, MessageDescriptor> = {
  good: msg`Good`,
  needsImprovement: msg`Needs improvement`,
  poor: msg`Poor`,
};

export const templateNames: Record<PublicPath, MessageDescriptor> = {
  '/': msg`Home`,
  '/about': msg`About us`,
  '/about/history': msg`History`,
  '/products': msg`Products`,
  '/products/$productId': msg`A product`,
  '/news': msg`News`,
  '/news/$newsId': msg`A news item`,
  '/branches': msg`Branches`,
  '/catalogs': msg`Catalogs`,
  '/quality': msg`Quality`,
  '/word-manager': msg`Message from Management`,
  '/contact': msg`Contact`,
  '/seo-verification': msg`SEO verification`,
};

/** The spans offered, each written out: Arabic counts days in three grammatical forms. */
export const spanNames: Record<(typeof fieldSpans)[number], MessageDescriptor> = {
  7: msg`The last 7 days`,
  28: msg`The last 28 days`,
  90: msg`The last 90 days`,
};

export const deviceNames: Record<DeviceClass, MessageDescriptor> = {
  phone: msg`Phones`,
  tablet: msg`Tablets`,
  desktop: msg`Desktops`,
};

export const languageNames: Record<Language, MessageDescriptor> = {
  en: msg`English pages`,
  ar: msg`Arabic pages`,
};

/** A vital's value as the page writes it: «2.4 s», «180 ms», «0.05». */
export function formatVital(i18n: I18n, language: Language, vital: FieldVital, value: number): string {
  const number = (amount: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(language), {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(amount);
  if (vital === 'cls') return number(value, 2);
  if (value >= 1000) {
    const seconds = number(value / 1000, 1);
    return i18n._(msg`${seconds} s`);
  }
  const milliseconds = number(value, 0);
  return i18n._(msg`${milliseconds} ms`);
}
