/**
 * Small phrase builders shared by the narration of grants and consumptions. Everything
 * returns plain strings; nothing here knows about HTML.
 */
import type { Draw, DrawQueueEntry } from '../ledger/types';
import type { DrawShift, NarrationQueueRow, QueueVerdict } from './types';

/** "1 credit", "30 credits". */
export function credits(amount: number): string {
  return amount === 1 ? '1 credit' : `${amount} credits`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "g1 80" or "g1 10 + topup 20"; "nothing" for no draws. */
export function drawsPhrase(draws: Draw[]): string {
  if (draws.length === 0) return 'nothing';
  return draws.map((draw) => `${draw.grantId} ${draw.amount}`).join(' + ');
}

function verdictOf(entry: DrawQueueEntry): QueueVerdict {
  if (entry.drawn > 0) return 'took';
  return entry.leftBefore > 0 ? 'not-needed' : 'used-up';
}

const VERDICT_TEXT: Record<QueueVerdict, (entry: DrawQueueEntry) => string> = {
  took: (entry) => `took ${entry.drawn}`,
  'not-needed': () => 'not needed',
  'used-up': () => 'nothing left to take',
};

/** Turns the engine's EDF queue into rows that carry their own phrase. */
export function queueRows(queue: DrawQueueEntry[]): NarrationQueueRow[] {
  return queue.map((entry) => {
    const verdict = verdictOf(entry);
    const text = `${entry.grantId} (ends ${entry.end}, ${entry.leftBefore} left) → ${VERDICT_TEXT[verdict](entry)}`;
    return { ...entry, verdict, text };
  });
}

/**
 * "This changes what earlier arrivals draw: c_late now draws g2 30 + g1 50 (before: g1 80)."
 * EDF re-plans every accepted consumption, so a new arrival can move credit under older ones.
 */
export function shiftsSentence(shifts: DrawShift[]): string | null {
  if (shifts.length === 0) return null;
  const parts = shifts.map(
    (shift) =>
      `${shift.consumptionId} now draws ${drawsPhrase(shift.drawsAfter)} (before: ${drawsPhrase(shift.drawsBefore)})`,
  );
  return `This changes what other consumptions draw: ${parts.join('; ')}.`;
}

export const PENDING_RULE = 'Every new grant retries the pending queue once, oldest first.';
