/**
 * One field of a CSV the app writes. Ids come from people and links, so a field is quoted
 * as RFC 4180 asks when it holds a comma, quote, or line break, and an id a spreadsheet
 * would run as a formula (starting with = + - @, or a tab or carriage return) gets a quote
 * mark in front (OWASP's advice for CSV injection), so it opens as text. An id that starts
 * with a quote mark gets one more, so reading back (`unguardedCsvId`) is exact.
 */
const GUARDED_START = /^[=+\-@\t\r']/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = GUARDED_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) || guarded !== value ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** An id as `csvField` wrote it, without the quote mark it put in front. */
export function unguardedCsvId(cell: string): string {
  return cell.startsWith("'") && GUARDED_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
