/**
 * A second stop for the forward walk (forwardReserve.ts). The walk stops once the balance
 * at every consumption time ahead is at least Q, the credit it lacks against the kept
 * schedule. On the backdated shape the least balance ahead lies at the present, where the
 * grants that will arrive backdated are still missing, so a question deep in the past
 * walked about one window length (1,368 pieces at 1,000,000 calls, median) although what
 * goes unserved was known after about 20: Q falls to that balance only as expiries lower it.
 *
 * Some of those falls are known in advance. Q falls at each ending by what the kept
 * schedule leaves in the ending grant less what the walk leaves in it (never more), so:
 *
 * - a grant started by t (which the walk never draws) lowers Q by its kept leftover;
 * - a window the walk opened and has already drawn dry lowers it by its grants' kept
 *   leftovers (the walk leaves nothing there);
 * - every other ending lowers it by 0 or more.
 *
 * Q never grows otherwise. So at a consumption time t' ahead, Q is at most Q now less the
 * kept leftovers of those grants ending before t'; where the balance at every t' ahead
 * covers that, nothing more goes unserved.
 */
import type { Schedule } from '../schedule/schedule';
import { lowerBoundByEnd } from '../structures/sortedGrants';

/**
 * True when the balance at every consumption time from `now` on is at least `heldBack`
 * (Q, before the walk's unit at `now`) less the kept leftovers of the grants sure to
 * lower it that end before that time. `time` is the question's; `windowLeft` the walk's
 * credit per window it opened (indexed by the grant standing for the window).
 */
export function expiriesCoverAhead(schedule: Schedule, time: number, now: number, windowLeft: Float64Array, heldBack: number): boolean {
  const { byEnd, ends, starts, amounts, drawn, windows, balancePoints } = schedule;
  // Every grant open at `now` ends by the last end among the grants started by then.
  const lastOpenEnd = schedule.lastEndStartedBy(now);
  let threshold = heldBack;
  // The first time whose balance was found below the threshold; the times before it hold
  // at least the threshold, which only falls, so a search is needed only on reaching it.
  let firstLow = balancePoints.firstBelow(schedule, now, threshold);
  for (let position = lowerBoundByEnd(byEnd, ends, now); position < byEnd.length; position++) {
    if (firstLow === Number.POSITIVE_INFINITY) return true;
    const grant = byEnd[position];
    const end = ends[grant];
    if (end > lastOpenEnd) break;
    const keptLeft = amounts[grant] - drawn[grant];
    // One that started after t is sure to lower Q only where the walk drew its window dry.
    if (keptLeft === 0 || starts[grant] > now || (starts[grant] > time && windowLeft[windows.headOf[grant]] > 0)) continue;
    if (firstLow <= end) {
      firstLow = balancePoints.firstBelow(schedule, firstLow, threshold);
      if (firstLow <= end) return false;
    }
    // From the time after its end on.
    threshold -= keptLeft;
  }
  return firstLow === Number.POSITIVE_INFINITY || balancePoints.firstBelow(schedule, firstLow, threshold) === Number.POSITIVE_INFINITY;
}

