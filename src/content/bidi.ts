/**
 * Numbers joined by a sign keep their order in Arabic text. A run such as `1-1/2`, `595 × 595 × 10`
 * or `0–10` holds no letter to set its direction, so in a right-to-left paragraph the browser
 * lays it out right to left: `1/2-1`, `10 × 595 × 595`, `10–0`. Wrapped in a left-to-right isolate
 * (U+2066 … U+2069) it reads as written, in pages, in search results' text (JSON-LD) and in the
 * admin's preview alike, without markup.
 */

const isolateStart = '\u2066';
const isolateEnd = '\u2069';

/** Digits (with a decimal part) joined by `-`, `–`, `/`, `×` or `x` to more digits. */
const joinedNumbers = /\d+(?:[.,]\d+)?(?:\s*[-–/×x]\s*\d+(?:[.,]\d+)?)+/g;

/** Whether the character at `index` of `text` sits inside a left-to-right isolate. */
function isIsolated(text: string, index: number): boolean {
  const opened = text.lastIndexOf(isolateStart, index);
  return opened !== -1 && text.lastIndexOf(isolateEnd, index) < opened;
}

/** `text` with every joined number run not yet isolated wrapped in an isolate; the same text again changes nothing. */
export function isolateNumberRuns(text: string): string {
  return text.replace(joinedNumbers, (run, index: number) =>
    isIsolated(text, index) ? run : `${isolateStart}${run}${isolateEnd}`,
  );
}

/** The joined number runs of `text` that are not isolated (the check over every Arabic string). */
export function unisolatedNumberRuns(text: string): string[] {
  return [...text.matchAll(joinedNumbers)]
    .filter((match) => !isIsolated(text, match.index))
    .map((match) => match[0]);
}

/** Every string in `value` (an object, list or string), its joined number runs isolated. */
export function isolateNumberRunsIn<T>(value: T): T {
  if (typeof value === 'string') return isolateNumberRuns(value) as T;
  if (Array.isArray(value)) return value.map(isolateNumberRunsIn) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, isolateNumberRunsIn(item)]),
    ) as T;
  return value;
}
