/**
 * Numbers in Arabic text: joined number runs are isolated so they never flip in a right-to-left
 * line, checked over every Arabic string the site ships (the content modules, the sample
 * catalogue, the message catalogue); and counted nouns take the form Arabic gives each number.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicCount } from '../../src/content/arabic-count';
import { isolateNumberRuns, isolateNumberRunsIn, unisolatedNumberRuns } from '../../src/content/bidi';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';

const sampleCatalogue = loadSampleCatalogue();

const contentModules = import.meta.glob<Record<string, unknown>>('../../src/content/*.ts', { eager: true });

/** Every string under an `ar` key, however deep. */
function arabicOf(value: unknown, underArabic = false): string[] {
  if (typeof value === 'string') return underArabic ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => arabicOf(item, underArabic));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => arabicOf(item, underArabic || key === 'ar'));
  return [];
}

/** The translated messages of a `.po` file (continued lines joined). */
function translationsOf(file: string): string[] {
  const texts: string[] = [];
  let current: string[] | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^msgstr "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      current = [start[1] ?? ''];
      texts.push('');
    } else if (more && current) current.push(more[1] ?? '');
    else current = null;
    if (current) texts[texts.length - 1] = current.join('');
  }
  // The first is the catalogue's header (its dates), no message.
  return texts.filter((text) => text !== '' && !text.includes('Content-Type:'));
}

const flipping = (texts: string[]) =>
  texts.flatMap((text) => unisolatedNumberRuns(text).map((run) => `${run}  in  ${text.slice(0, 80)}`));

describe('joined numbers in Arabic text', () => {
  it('are isolated, once, so they read left to right', () => {
    expect(isolateNumberRuns('أنبوب 1-1/2 بوصة')).toBe('أنبوب \u20661-1/2\u2069 بوصة');
    expect(isolateNumberRuns('لوح 595 × 595 × 10 مم')).toBe('لوح \u2066595 × 595 × 10\u2069 مم');
    expect(isolateNumberRuns('إشارة 0–10 فولت و4-20 مللي أمبير')).toBe(
      'إشارة \u20660–10\u2069 فولت و\u20664-20\u2069 مللي أمبير',
    );
    const once = isolateNumberRuns('قطر 20 × 3.4 مم');
    expect(isolateNumberRuns(once)).toBe(once);
    // A lone number, or digits joined to letters, has nothing to flip.
    expect(isolateNumberRuns('PN16 بضغط 16 بار')).toBe('PN16 بضغط 16 بار');
    expect(isolateNumberRunsIn({ name: '2-1/2 بوصة', list: ['1/2'] })).toEqual({
      name: '\u20662-1/2\u2069 بوصة',
      list: ['\u20661/2\u2069'],
    });
  });

  it('are isolated in every Arabic text of the content modules', () => {
    const texts = Object.values(contentModules).flatMap((module) => arabicOf(module));
    expect(texts.length).toBeGreaterThan(300);
    expect(flipping(texts)).toEqual([]);
  });

  it('are isolated in the sample catalogue’s Arabic', () => {
    const texts = sampleCatalogue.flatMap((entry) => arabicOf(entry.arabic, true));
    expect(texts.length).toBeGreaterThan(1000);
    expect(flipping(texts)).toEqual([]);
  });

  it('are isolated in the Arabic message catalogues, the site’s and the portal’s', () => {
    const texts = ['messages', 'portal'].flatMap((part) => translationsOf(`src/locales/ar/${part}.po`));
    expect(texts.length).toBeGreaterThan(500);
    expect(flipping(texts)).toEqual([]);
  });
});

describe('a counted noun in Arabic', () => {
  const devices = {
    zero: 'لا أجهزة',
    one: 'جهاز واحد',
    two: 'جهازان',
    few: '# أجهزة',
    many: '# جهازًا',
    other: '# جهاز',
  };
  it.each([
    [0, 'لا أجهزة'],
    [1, 'جهاز واحد'],
    [2, 'جهازان'],
    [3, '3 أجهزة'],
    [11, '11 جهازًا'],
    [100, '100 جهاز'],
  ])('takes the form of %i', (count, expected) => {
    expect(arabicCount(count, devices)).toBe(expected);
  });
});
