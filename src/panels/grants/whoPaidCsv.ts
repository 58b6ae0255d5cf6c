/**
 * "Who paid for what" as CSV: one line per draw (consumption, grant, amount), in replay
 * order. Ids come from people and links, so every field is quoted as RFC 4180 asks when it
 * holds a comma, quote, or line break, and an id a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with a quote mark
 * (OWASP's advice for CSV injection), so it opens as text.
 */
import type { LedgerSnapshot } from '../../ledger/types';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) || guarded !== value ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function whoPaidCsv(snapshot: LedgerSnapshot): string {
  const lines = ['consumption,grant,amount'];
  const accepted = snapshot.consumptions
    .filter((consumption) => consumption.status === 'accepted')
    .sort((a, b) => a.timestamp - b.timestamp || (a.acceptanceOrder ?? 0) - (b.acceptanceOrder ?? 0));
  for (const consumption of accepted) {
    for (const draw of consumption.draws) lines.push([csvField(consumption.id), csvField(draw.grantId), csvField(draw.amount)].join(','));
  }
  // CRLF, as RFC 4180 writes it; spreadsheets read it everywhere.
  return `${lines.join('\r\n')}\r\n`;
}
