/**
 * Sizes as the trade writes them, in folded text (`foldText`): `25 mm`, `25mm`, `25 مم`, `1 inch`,
 * `1"`, `1/2 in`, `1-1/2"`, `2 بوصه`, ranges such as `20 mm to 110 mm` or `من 20 مم حتى 110 مم`,
 * and limits such as `up to 150 mm` or `حتى قطر 150 مم`. A size is a unit and the range it spans,
 * so that a visitor's «25 مم» finds a pipe made from 20 mm to 110 mm.
 */
export type SizeUnit = 'mm' | 'in';

export interface Size {
  unit: SizeUnit;
  low: number;
  high: number;
}

const number = String.raw`\d+(?:\.\d+)?(?:[- ]\d+/\d+|/\d+)?`;
const millimetres = String.raw`(?:mm|millimet(?:er|re)s?|مم|ملم|مليمتر|ملليمتر)(?![\p{L}\p{N}])`;
const inches = String.raw`(?:(?:inch(?:es)?|in)(?![\p{L}\p{N}])|"|″|”|''|(?:بوصه|بوصات|انش|انشات|انشا)(?![\p{L}\p{N}]))`;
const unit = `(?:(${millimetres})|(${inches}))`;
// A hyphen before a fraction is part of a mixed number (1-1/2), not a range.
const to = String.raw`(?:to|-(?!\d+/)|–|—|حتي|الي)`;
const diameter = String.raw`(?:(?:قطر|مقاس)\s*)?`;

/** `20 mm to 110 mm`, `20 to 110 mm`, `من 20 مم حتى 110 مم`. */
const range = new RegExp(
  String.raw`(?:from\s+|من\s+)?(${number})\s*(?:${unit})?\s*${to}\s*${diameter}(${number})\s*${unit}`,
  'gu',
);
/** `up to 150 mm`, `حتى قطر 150 مم`. */
const limit = new RegExp(String.raw`(?:up\s+to|حتي|الي)\s*${diameter}(${number})\s*${unit}`, 'gu');
const single = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${number})\s*${unit}`, 'gu');
/** The Arabic dual, which carries its number: «بوصتين» two inches. */
const twoInches = /(?<![\p{L}\p{N}])(?:بوصتين|بوصتان)(?![\p{L}\p{N}])/gu;

/** `1-1/2` (one and a half), `1/2`, `2.5`. */
function numberOf(written: string): number {
  const [whole, fraction] = written.includes('/') ? splitMixed(written) : [written, undefined];
  const value = Number(whole) + (fraction ?? 0);
  return Math.round(value * 1000) / 1000;
}

function splitMixed(written: string): [string, number] {
  const mixed = /^(\d+)[- ](\d+)\/(\d+)$/.exec(written);
  if (mixed) return [mixed[1] ?? '0', Number(mixed[2]) / Number(mixed[3])];
  const [top, bottom] = written.split('/');
  return ['0', Number(top) / Number(bottom)];
}

function unitOf(millimetreMatch: string | undefined): SizeUnit {
  return millimetreMatch ? 'mm' : 'in';
}

/**
 * The sizes in folded text, and the text with them taken out (so their numbers and units are not
 * read again as words).
 */
export function takeSizes(text: string): { sizes: Size[]; rest: string } {
  const sizes: Size[] = [];
  const add = (unit: SizeUnit, a: number, b: number) => {
    if (Number.isFinite(a) && Number.isFinite(b))
      sizes.push({ unit, low: Math.min(a, b), high: Math.max(a, b) });
    return ' ';
  };
  const rest = text
    .replace(range, (_, from: string, _fromMm, _fromIn, upTo: string, mm: string | undefined) =>
      add(unitOf(mm), numberOf(from), numberOf(upTo)),
    )
    .replace(limit, (_, upTo: string, mm: string | undefined) => add(unitOf(mm), 0, numberOf(upTo)))
    .replace(single, (_, value: string, mm: string | undefined) =>
      add(unitOf(mm), numberOf(value), numberOf(value)),
    )
    .replace(twoInches, () => add('in', 2, 2));
  return { sizes, rest };
}
