/**
 * The second way to prove exact a broken list read from the balances (brokenByBalances.ts):
 * the credit the broken consumptions give back is drawn again before a grant holding it
 * expires. It holds where the first way (item 2 there: each broken consumption's grants
 * keep what it found) fails because demand outruns supply and grants run dry soon after a
 * break, as with credit from the 1st of the month above supply.
 *
 * Compare the changed schedule C (the candidate in, the broken ones drawing nothing) with
 * the kept one K. For a time e, let F be what C has left minus what K has left, summed over
 * the open grants ending by e (the first ones in EDF order). Follow F through C's replay:
 *
 * - The candidate: C draws the first of the open credit in EDF order, K nothing: F <= 0.
 * - A consumption covered in both, of amount a: each schedule takes the first a units of
 *   its open credit in EDF order. If F > 0, C has F more credit ending by e than K, so C
 *   takes min(F, d) more from it, where d is what K draws from grants ending after e:
 *   F becomes max(0, F - d). If F <= 0 it moves toward 0 and stays <= 0.
 * - A broken consumption: C draws nothing, K its amount: F grows by what K draws from
 *   the grants ending by e.
 * - A grant opening adds 0. The grants ending at e are, at the end of time e, the first
 *   open ones; K leaves each of them dry (item 1 of brokenByBalances.ts), so C has at
 *   least as much left in each. So none expires with credit unused in C iff F <= 0 there.
 *
 * So with U = what K drew from grants ending by e at the breaks up to e, and d = what K
 * draws from grants ending after e between the last of those breaks and the end of time e:
 * F <= max(0, U - d) at e (each break adds its draw; each consumption between only lowers
 * a positive F). If that is 0 for every end e in [first break, latest), then by induction
 * over the ends no credit expires unused in C, which is all the balances assume. The runs
 * tile K's units in order, so d is read from them backward from e (where K draws later
 * grants once the ones ending at e run dry), until it reaches U.
 */
import { firstRunEndingAfter } from '../replay/replay';
import { firstKeyAfter, lowerBoundByEnd } from '../structures/sortedGrants';
import type { Schedule } from './schedule';

/** How many runs are read in all before the check gives up (the caller replays). */
const RUNS_READ = 256;

/**
 * True when, for the broken consumptions whose units are `[breakUnits[2i],
 * breakUnits[2i] + breakUnits[2i + 1])` (in replay order), no grant ending in [first
 * break, latest) expires with credit unused in the changed schedule (see above).
 */
export function releasedCreditIsDrawnAgain(schedule: Schedule, breakUnits: readonly number[], latest: number): boolean {
  const { ends, byEnd, points } = schedule;
  points.locate(breakUnits[0]);
  const budget = { runs: RUNS_READ };
  for (let position = lowerBoundByEnd(byEnd, ends, points.foundKey); position < byEnd.length; ) {
    const end = ends[byEnd[position]];
    if (end >= latest) break;
    if (!expiresDry(schedule, breakUnits, end, points.sumUpTo(end), budget)) return false;
    position = firstKeyAfter(byEnd, ends, end);
  }
  return true;
}

/**
 * True when K draws from grants ending after `end`, between the last break before
 * `endUnit` and `endUnit`, at least what the breaks before `endUnit` took from grants
 * ending by `end` (U and d above).
 */
function expiresDry(schedule: Schedule, breakUnits: readonly number[], end: number, endUnit: number, budget: { runs: number }): boolean {
  let released = 0;
  let afterBreaks = 0;
  for (let index = 0; index < breakUnits.length && breakUnits[index] < endUnit; index += 2) {
    afterBreaks = breakUnits[index] + breakUnits[index + 1];
    released += drawnByEnd(schedule, end, breakUnits[index], afterBreaks, budget, false);
    if (budget.runs < 0) return false;
  }
  if (released === 0) return true;
  return drawnByEnd(schedule, end, afterBreaks, endUnit, budget, true, released) >= released;
}

/**
 * What K draws for units `[from, to)` from grants ending by `end` (or after it, with
 * `after`), reading runs backward from `to` until the sum reaches `enough`. Every run
 * read costs one from `budget`.
 */
function drawnByEnd(schedule: Schedule, end: number, from: number, to: number, budget: { runs: number }, after: boolean, enough = Number.POSITIVE_INFINITY): number {
  const { ends, runGrant, runFrom, runTo } = schedule;
  let drawn = 0;
  for (let run = firstRunEndingAfter(runTo, to - 1); run >= 0 && runTo[run] > from && drawn < enough; run--) {
    if (--budget.runs < 0) return drawn;
    if (ends[runGrant[run]] > end === after) {
      drawn += Math.min(runTo[run], to) - Math.max(runFrom[run], from);
    }
  }
  return drawn;
}
