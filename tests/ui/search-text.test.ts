/**
 * How the site reads a search and the catalogue's text: the same folding on both sides, so the
 * spellings buyers use meet the catalogue's own.
 */
import { describe, expect, it } from 'vitest';
import { foldText } from '../../src/search/fold';
import { takeSizes } from '../../src/search/sizes';
import { indexEntriesOf, matchedRanges, parseQuery } from '../../src/search/terms';

describe('foldText', () => {
  it('reduces hamza seats, taa marbuta and alef maqsura, and drops tashkeel and tatweel', () => {
    expect(foldText('أنابيب إضاءة آلة ٱلماء')).toBe('انابيب اضاءه اله الماء');
    expect(foldText('مؤسسة شاطئ مستشفى')).toBe('موسسه شاطي مستشفي');
    expect(foldText('مَوَاسِيرُ مـــواسير')).toBe('مواسير مواسير');
  });

  it('reads Arabic-Indic and Persian digits as 0–9 and lower-cases Latin', () => {
    expect(foldText('٢٥ مم ۱۱۰ PPR')).toBe('25 مم 110 ppr');
  });
});

describe('takeSizes', () => {
  const sizesIn = (text: string) => takeSizes(foldText(text)).sizes;

  it('reads one size written any way', () => {
    for (const text of ['25 mm', '25mm', '٢٥ مم', '25 ملم'])
      expect(sizesIn(text), text).toEqual([{ unit: 'mm', low: 25, high: 25 }]);
    for (const text of ['1 inch', '1"', '1 بوصة', '1 in', '1 إنش'])
      expect(sizesIn(text), text).toEqual([{ unit: 'in', low: 1, high: 1 }]);
    expect(sizesIn('1/2"')).toEqual([{ unit: 'in', low: 0.5, high: 0.5 }]);
    expect(sizesIn('1-1/2 inch')).toEqual([{ unit: 'in', low: 1.5, high: 1.5 }]);
  });

  it('reads ranges and limits in both languages', () => {
    expect(sizesIn('20 mm to 110 mm')).toEqual([{ unit: 'mm', low: 20, high: 110 }]);
    expect(sizesIn('من 20 مم حتى 110 مم')).toEqual([{ unit: 'mm', low: 20, high: 110 }]);
    expect(sizesIn('20–160 mm')).toEqual([{ unit: 'mm', low: 20, high: 160 }]);
    expect(sizesIn('up to 150 mm')).toEqual([{ unit: 'mm', low: 0, high: 150 }]);
    expect(sizesIn('حتى قطر 300 مم')).toEqual([{ unit: 'mm', low: 0, high: 300 }]);
  });

  it('leaves numbers without a unit as words', () => {
    const { sizes, rest } = takeSizes(foldText('PN20 SDR 11, 4 m lengths'));
    expect(sizes).toEqual([]);
    expect(rest).toContain('11');
  });
});

describe('parseQuery', () => {
  it('reads words, their synonyms in both languages, and sizes', () => {
    const [size, pipes] = parseQuery('المواسير ٢٥ مم');
    expect(size).toEqual({ words: [], prefix: false, sizes: [{ unit: 'mm', value: 25 }] });
    expect(pipes?.words[0]).toBe('مواسير');
    expect(pipes?.words).toEqual(expect.arrayContaining(['pipe', 'انابيب', 'انبوب', 'ماسوره']));
  });

  it('makes an English plural singular and joins a hyphenated name', () => {
    expect(parseQuery('PP-R fittings').map((part) => part.words[0])).toEqual(['ppr', 'fitting']);
  });

  it('finds the groups of the words a word still being typed begins', () => {
    expect(parseQuery('موا')[0]?.words).toEqual(expect.arrayContaining(['موا', 'pipe', 'انابيب']));
  });

  it('looks for a word that begins with «ال» of its own both with and without it', () => {
    expect(parseQuery('ألياف')[0]?.words).toEqual(['ياف', 'الياف']);
    expect(indexEntriesOf('مقوى بالألياف').words.has('الياف')).toBe(true);
  });

  it('takes a bare number as a word or a size of any unit', () => {
    expect(parseQuery('25')).toEqual([{ words: ['25'], prefix: false, sizes: [{ value: 25 }] }]);
  });

  it('drops stop words and stray letters, and reads at most 8 parts of 100 characters', () => {
    expect(parseQuery('the pipe for و hot water')).toHaveLength(3);
    expect(parseQuery('a b c d e f g h i j k l m n o p q r s t u v w x y z')).toEqual([]);
    expect(parseQuery(Array.from({ length: 12 }, (_, i) => `word${i}`).join(' '))).toHaveLength(8);
  });
});

describe('indexEntriesOf', () => {
  it('marks a word found only without its joined particle', () => {
    const { words } = indexEntriesOf('غراء لأنابيب UPVC والمياه');
    expect(words.get('غراء')).toBe('whole');
    expect(words.get('انابيب')).toBe('joined');
    expect(words.get('مياه')).toBe('whole');
  });
});

describe('matchedRanges', () => {
  it('finds the words a query matches in the text as written, for highlighting', () => {
    const name = 'أنبوب PPR بتصنيف PN20 للمياه الساخنة';
    const ranges = matchedRanges(name, parseQuery('مواسير مياه'));
    expect(ranges.map(([start, end]) => name.slice(start, end))).toEqual(['أنبوب', 'للمياه']);
    expect(matchedRanges('PPR Pipes', parseQuery('pip'))).toEqual([[4, 9]]);
  });
});
