/**
 * Small phrase builders shared by the narration of grants and consumptions. Everything
 * returns phrases (words and marked ids, see src/text/phrase.ts); nothing here knows about HTML.
 */
import type { Draw, DrawQueueEntry } from '../ledger/types';
import { formatNumber } from '../text/formatNumber';
import { idPart, joinPhrases, phrase, type Phrase } from '../text/phrase';
import type { DrawShift, NarrationQueueRow, QueueVerdict } from './types';
import { unixDate } from '../text/unixDates';

/** "1 credit", "30 credits". */
export function credits(amount: number): string {
  return amount === 1 ? '1 credit' : `${formatNumber(amount)} credits`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly Phrase[]): Phrase {
  if (items.length <= 1) return items[0] ?? [];
  return phrase`${joinPhrases(items.slice(0, -1), ', ')} and ${items[items.length - 1]}`;
}

/** "a and b" for a list of ids. */
export function idList(ids: readonly string[]): Phrase {
  return joinList(ids.map((id) => [idPart(id)]));
}

/** "g1 80" or "g1 10 + topup 20"; "nothing" for no draws. */
export function drawsPhrase(draws: Draw[]): Phrase {
  if (draws.length === 0) return ['nothing'];
  return joinPhrases(
    draws.map((draw) => phrase`${idPart(draw.grantId)} ${draw.amount}`),
    ' + ',
  );
}

function verdictOf(entry: DrawQueueEntry): QueueVerdict {
  if (entry.drawn > 0) return 'took';
  return entry.leftBefore > 0 ? 'not-needed' : 'used-up';
}

const VERDICT_TEXT: Record<QueueVerdict, (entry: DrawQueueEntry) => string> = {
  took: (entry) => `took ${formatNumber(entry.drawn)}`,
  'not-needed': () => 'not needed',
  'used-up': () => 'nothing left to take',
};

/** Turns the engine's EDF queue into rows that carry their own phrase. */
export function queueRows(queue: DrawQueueEntry[]): NarrationQueueRow[] {
  return queue.map((entry) => {
    const verdict = verdictOf(entry);
    const text = phrase`${idPart(entry.grantId)} (ends ${unixDate(entry.end) ?? entry.end}, ${entry.leftBefore} left) → ${VERDICT_TEXT[verdict](entry)}`;
    return { ...entry, verdict, text };
  });
}

/** Past this many eligible grants, the sentence names the ones drawn from and counts the rest. */
export const QUEUE_NAMED_MAX = 6;

/**
 * "Eligible grants in EDF order …: g1 (ends 10, 100 left) → took 80; g2 … → not needed."
 * With dozens of eligible grants (a busy month) it names those the consumption drew from
 * and counts the others; the EDF queue table lists them all.
 */
export function queueSentence(queue: readonly NarrationQueueRow[]): Phrase {
  const lead = 'Eligible grants in EDF order (earliest end first, then id)';
  if (queue.length <= QUEUE_NAMED_MAX) return phrase`${lead}: ${joinPhrases(queue.map((row) => row.text), '; ')}.`;
  const took = queue.filter((row) => row.verdict === 'took');
  const usedUp = queue.filter((row) => row.verdict === 'used-up').length;
  const notNeeded = queue.length - took.length - usedUp;
  const others = `${formatNumber(usedUp)} had nothing left to take and ${formatNumber(notNeeded)} were not needed (the table below lists all ${formatNumber(queue.length)})`;
  return phrase`${lead}, ${formatNumber(took.length)} of ${formatNumber(queue.length)} drawn from: ${joinPhrases(took.map((row) => row.text), '; ')}; ${others}.`;
}

/**
 * "This changes what earlier arrivals draw: c_late now draws g2 30 + g1 50 (before: g1 80)."
 * EDF re-plans every accepted consumption, so a new arrival can move credit under older ones.
 */
/**
 * Past this many, the sentence names the first few shifts and counts the rest: a grant in
 * the past can shift the draws of hundreds of consumptions, which "What changed" lists.
 */
export const SHIFTS_NAMED_MAX = 3;

export function shiftsSentence(shifts: DrawShift[]): Phrase | null {
  if (shifts.length === 0) return null;
  const named = shifts.length > SHIFTS_NAMED_MAX ? shifts.slice(0, SHIFTS_NAMED_MAX) : shifts;
  const parts = named.map(
    (shift) =>
      phrase`${idPart(shift.consumptionId)} now draws ${drawsPhrase(shift.drawsAfter)} (before: ${drawsPhrase(shift.drawsBefore)})`,
  );
  if (named.length === shifts.length) return phrase`This changes what other consumptions draw: ${joinPhrases(parts, '; ')}.`;
  const rest = formatNumber(shifts.length - named.length);
  return phrase`This changes what ${formatNumber(shifts.length)} other consumptions draw: ${joinPhrases(parts, '; ')}; and ${rest} more, all listed under What changed.`;
}

export const PENDING_RULE: Phrase = ['Every new grant retries the pending queue once, oldest first.'];
