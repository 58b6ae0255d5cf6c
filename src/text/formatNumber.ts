/**
 * The one way the app writes a number for people: whole numbers with thousands separators
 * ("8,000"), in lanes, the log, tables and narration alike. Phrases format their numbers
 * with it, so a sentence built anywhere reads the same as a table cell.
 */
const FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  // `+ 0` turns -0 (Math.ceil(-0.4), a range's edge) into 0: Intl writes it "-0".
  return Number.isFinite(value) ? FORMAT.format(value + 0) : String(value);
}
