/**
 * CSV for spreadsheets (RFC 4180): a UTF-8 byte order mark so Excel reads Arabic, CRLF line ends,
 * fields with a comma, quote or line break quoted with their quotes doubled, and any cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed
 * with a single quote so it stays text.
 */
const byteOrderMark = '\uFEFF';
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
