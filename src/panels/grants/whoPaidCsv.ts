/**
 * "Who paid for what" as CSV: one line per draw (consumption, grant, amount), in replay
 * order, every id written by `csvField` (quoted, and opened as text where it looks like a
 * formula).
 */
import type { LedgerSnapshot } from '../../ledger/types';
import { csvField } from '../../text/csvField';

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
