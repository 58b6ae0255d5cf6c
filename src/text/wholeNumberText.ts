/**
 * Whole numbers as people type, paste and export them: digits, or grouped by thousands as
 * the app and spreadsheets write every number ("1,764,547,200,000"); a minus sign is read
 * too, so the ledger's own rule names a negative ("must be at least 1"). Only exact groups
 * of three count: "1,5" (a decimal comma) is no whole number. The forms and CSV files read
 * numbers through this one rule.
 */
const WHOLE_NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)$/;

/** The largest number the ledger counts exactly, as the app writes it. */
export const NUMBER_MOST_TEXT = Number.MAX_SAFE_INTEGER.toLocaleString('en-US');

/** The number `text` writes (spaces around it aside), or null when it is no whole number. */
export function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : null;
}
