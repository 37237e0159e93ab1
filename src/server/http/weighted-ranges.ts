/**
 * The ranges of an `Accept-*` header (languages, encodings) with their weights: `q`, 1 when not
 * given, in the order listed, lower-cased. A range with a malformed weight is dropped; a weight of
 * 0 is kept, since it refuses what a wildcard would admit.
 */
export function weightedRanges(header: string | undefined): { range: string; q: number }[] {
  return (header ?? '').split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    return range !== '' && q >= 0 && q <= 1 ? [{ range: range.toLowerCase(), q }] : [];
  });
}

export type ContentCoding = 'br' | 'gzip';

/** Of Brotli and gzip, the one an `Accept-Encoding` header prefers (Brotli on a tie); null for neither. */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  const ranges = weightedRanges(header);
  const weightOf = (coding: ContentCoding) =>
    (ranges.find(({ range }) => range === coding) ?? ranges.find(({ range }) => range === '*'))?.q ?? 0;
  const brotli = weightOf('br');
  const gzip = weightOf('gzip');
  if (brotli === 0 && gzip === 0) return null;
  return brotli >= gzip ? 'br' : 'gzip';
}
