/** Numbers, sizes, durations and dates through `Intl`, in the page's language. */
import type { Language } from '../../api/language';

/**
 * Saudi Arabic with Western digits and Gregorian dates: the Arabic copy and the product
 * specifications write them, as Saudi business sites mostly do, so a formatted figure never sits
 * beside text in another digit set.
 */
const intlLocales: Record<Language, string> = { en: 'en-GB', ar: 'ar-SA-u-ca-gregory-nu-latn' };

export function intlLocale(language: Language): string {
  return intlLocales[language];
}

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/**
 * A whole percentage, «75%» in both languages: the number as `formatNumber` writes it, then the
 * ASCII percent sign. Not `style: 'percent'`, whose Arabic form is «75٪» (the Arabic percent sign)
 * where the glossary and the catalogue write «75%».
 */
export function formatPercent(language: Language, percent: number): string {
  return `${formatNumber(language, Math.round(percent))}%`;
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Arabic names of the byte units, written out: Intl's short forms («م.ب», «غ.ب») read poorly. */
const arabicByteUnits = ['بايت', 'كيلوبايت', 'ميجابايت', 'جيجابايت', 'تيرابايت'] as const;

export function formatBytes(language: Language, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = { maximumFractionDigits: value < 10 ? 1 : 0 };
  if (language === 'ar')
    return `${new Intl.NumberFormat(intlLocale(language), digits).format(value)} ${arabicByteUnits[unit]}`;
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: byteUnits[unit],
    unitDisplay: 'short',
    ...digits,
  }).format(value);
}

/** "3 days, 4 hours" / "12 minutes": the two largest units that are not zero. */
export function formatUptime(language: Language, seconds: number): string {
  const locale = intlLocale(language);
  const parts: Array<[number, 'day' | 'hour' | 'minute']> = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
  ];
  const shown = parts.filter(([value]) => value > 0).slice(0, 2);
  const list = (shown.length ? shown : [[0, 'minute'] as const]).map(([value, unit]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
  );
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(list);
}

export function formatDateTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A year, without digit grouping ("2026", never "2,026"). */
export function formatYear(language: Language, year: number): string {
  return new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(year);
}

/** A calendar day (`YYYY-MM-DD`) as the language writes it: "5 January 2025" / "5 يناير 2025". */
export function formatDate(language: Language, day: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Where the company is: a news item's day is the day it was published in Riyadh. */
const companyTimeZone = 'Asia/Riyadh';

/** An instant as the clock in Riyadh reads it: when a scheduled item goes live. */
export function formatRiyadhDateTime(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}

/** The day an instant falls on in Riyadh: "29 November 2026" / «29 نوفمبر 2026». */
export function formatDay(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}

/**
 * The same day in the Umm al-Qura (Hijri) calendar, Saudi Arabia's official one, as Arabic pages
 * show it beside the Gregorian: «19 جمادى الآخرة 1448 هـ», in the site's Western digits.
 */
export function formatHijriDay(iso: string): string {
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
    dateStyle: 'long',
    timeZone: companyTimeZone,
  }).format(new Date(iso));
}
