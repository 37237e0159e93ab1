/**
 * A text cut to at most `length` characters for a summary, ending with '…' when anything was left
 * out: at the last space when one falls in the second half, so that no word is cut in half.
 */
export function shortText(text: string, length: number): string {
  if (text.length <= length) return text;
  // Nor is a character cut: a lone first half of a surrogate pair goes.
  const head = text.slice(0, length - 1).replace(/[\uD800-\uDBFF]$/, '');
  const space = head.search(/\s\S*$/);
  return `${(space >= length / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}
