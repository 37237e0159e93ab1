import { searchQueryMaxLength, searchQueryMaxWords } from '../api/limits';
import { foldText, indexForms, queryForms } from './fold';
import { type Size, type SizeUnit, takeSizes } from './sizes';
import { synonymsOf } from './synonyms';

/** A word, a number or a hyphenated compound (PP-R, socket-fusion). */
const wordPattern = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/** The words a compound is found by: each part, and all of them run together (pp-r → ppr). */
function partsOf(compound: string): string[] {
  const parts = compound.split(/[-'’]/).filter((part) => part.length > 0);
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/** Words too common to tell products apart, folded. */
const stopWords = new Set([
  'and',
  'or',
  'the',
  'of',
  'for',
  'to',
  'in',
  'on',
  'with',
  'من',
  'الي',
  'حتي',
  'في',
  'علي',
  'عن',
  'مع',
]);

/** A single letter says nothing on its own (a stray «و», an «a»), nor does a stop word; a single digit does. */
function meaningful(word: string): boolean {
  return (word.length > 1 || /\d/.test(word)) && !stopWords.has(word);
}

/**
 * What a text of the catalogue is found by: the forms of its words, each marked `joined` when it
 * is found only without a particle written joined to it («لأنابيب», for pipes: the text is about
 * something else, used with pipes), and its sizes.
 */
export function indexEntriesOf(text: string): { words: Map<string, 'whole' | 'joined'>; sizes: Size[] } {
  const { sizes, rest } = takeSizes(foldText(text));
  const words = new Map<string, 'whole' | 'joined'>();
  for (const [compound] of rest.matchAll(wordPattern)) {
    for (const part of partsOf(compound)) {
      if (!meaningful(part)) continue;
      const [whole, ...joined] = indexForms(part);
      if (whole) words.set(whole, 'whole');
      for (const form of joined) if (!words.has(form)) words.set(form, 'joined');
    }
  }
  return { words, sizes };
}

/**
 * One thing the visitor asked for; a product must match every one. `words` are query forms, the
 * first as typed and the rest its synonyms; each finds the words it begins (as the visitor may
 * still be typing) unless `prefix` is false. `sizes` match a size the product is made in, of the
 * unit given or, for a bare number, of any.
 */
export interface QueryPart {
  words: string[];
  prefix: boolean;
  sizes: { unit?: SizeUnit; value: number }[];
}

/** The parts of a visitor's query, at most `searchQueryMaxWords`; none when it holds nothing to find. */
export function parseQuery(query: string): QueryPart[] {
  const { sizes, rest } = takeSizes(foldText(query.slice(0, searchQueryMaxLength)));
  const parts: QueryPart[] = sizes.map((size) => ({
    words: [],
    prefix: false,
    sizes: [{ unit: size.unit, value: size.low }],
  }));
  for (const [compound] of rest.matchAll(wordPattern)) {
    const [word = '', ...own] = queryForms(compound.replace(/[-'’]/g, ''));
    if (!meaningful(word)) continue;
    if (/^\d+(?:\.\d+)?$/.test(word)) {
      parts.push({ words: [word], prefix: false, sizes: [{ value: Number(word) }] });
    } else {
      parts.push({ words: [...new Set([...synonymsOf(word, true), ...own])], prefix: true, sizes: [] });
    }
  }
  return parts.slice(0, searchQueryMaxWords);
}

/**
 * Where the words of a text that a query finds are, as [start, end) offsets into the text as
 * written, for highlighting them.
 */
export function matchedRanges(text: string, parts: readonly QueryPart[]): [number, number][] {
  const sought = parts.flatMap((part) => part.words.map((word) => ({ word, prefix: part.prefix })));
  if (sought.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(wordPattern)) {
    const forms = partsOf(foldText(match[0])).flatMap(indexForms);
    const found = forms.some((form) =>
      sought.some(({ word, prefix }) => (prefix ? form.startsWith(word) : form === word)),
    );
    if (found) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
