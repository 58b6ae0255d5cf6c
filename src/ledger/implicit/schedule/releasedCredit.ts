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
 *   F becomes max(0, F - d). If F <= 0 it stays <= 0, and it rises only where C's credit
 *   ending by e does not cover a, so C "spills" past e and keeps none of that credit.
 * - A broken consumption: C draws nothing, K its amount: F grows by what K draws from
 *   the grants ending by e.
 * - A grant opening adds 0. The grants ending at e are, at the end of time e, the first
 *   open ones; K leaves each of them dry (item 1 of brokenByBalances.ts), so C has at
 *   least as much left in each. So C lets F expire unused there if F > 0, else nothing.
 *
 * Two bounds on F at e follow, and the loss there is at most the smaller:
 *
 * - From the breaks: with U = what K drew from grants ending by e at the breaks up to e,
 *   and d = what K draws from grants ending after e between the last of those breaks and
 *   the end of time e, F <= max(0, U - d) (each break adds its draw; each consumption
 *   between only lowers a positive F). d is read from the runs (they tile K's units in
 *   order) backward from e, where K draws later grants once the ones ending at e run dry.
 * - From the deficit: let s be the first time a grant ending after e is open. Before s
 *   every open grant ends by e, so F is at most C's whole credit over K's, which is
 *   -(the candidate less the broken consumptions before s) where the candidate comes
 *   before s (else F <= 0 from the candidate on). From s on, either C never spills past
 *   e, and F at e is at most that plus what K drew from grants ending by e at the breaks
 *   from s on; or it does, and C holds at most the credit of the grants that start after
 *   s. (This answers on credit from the 1st of the month, where a chain of breaks may end
 *   just before a month's end and K then draws nothing past it.)
 *
 * The balances assume no credit expires unused. By induction over the ends, that holds
 * up to the last break where the loss's bound is 0 at every end before it, so the breaks
 * up to it are right. After it the balances find nothing more broken, and that is right
 * as long as every later consumption still finds its amount: C holds (the broken amounts
 * less the candidate) over K there, less what it has lost since, and a bound on that loss
 * must be covered by that plus K's balance after the consumption (`LossesAfterLastBreak`:
 * any loss, when no consumption follows the last break).
 */
import { firstRunEndingAfter } from '../replay/runs';
import { firstKeyAfter, lowerBoundByEnd } from '../structures/sortedGrants';
import { upperBound } from '../structures/sortedSearch';
import type { Schedule } from './schedule';
import { RELEASED_CREDIT_ENDS_READ, RELEASED_CREDIT_RUNS_READ } from '../limits';

/** A candidate and the consumptions the balances say it breaks. */
export interface BreakChain {
  amount: number;
  time: number;
  /** First unit and amount of each broken consumption, in replay order: [u0, a0, u1, a1, ...]. */
  units: readonly number[];
  /**
   * The first end, after the last break, from which a grant may expire with credit left in
   * K (brokenByBalances.ts item 1: +Infinity where none does). From there only R bounds
   * the loss: an expiry where K keeps credit may raise F(e) at later ends.
   */
  dryUntil?: number;
}

/** True when the chain's broken list is the forced replay's (see above). */
export function releasedCreditIsDrawnAgain(schedule: Schedule, chain: BreakChain, latest: number): boolean {
  const { ends, byEnd, points } = schedule;
  const lastBreak = chain.units[chain.units.length - 2];
  const budget = { runs: RELEASED_CREDIT_RUNS_READ };
  const draws = drawsAtBreaks(schedule, chain.units, budget);
  if (draws === null) return false;
  const afterLastBreak = new LossesAfterLastBreak(schedule, chain, draws, latest);
  let endsLeft = RELEASED_CREDIT_ENDS_READ;
  points.locate(chain.units[0]);
  for (let position = lowerBoundByEnd(byEnd, ends, points.foundKey); position < byEnd.length; ) {
    const end = ends[byEnd[position]];
    if (end >= latest) break;
    if (--endsLeft < 0) return false;
    const endUnit = points.sumUpTo(end);
    const afterIt = endUnit > lastBreak;
    const cover = afterIt ? afterLastBreak.coverAfter(end) : 0;
    // Even all it gave back lost by then leaves every later consumption covered.
    if (afterIt && afterLastBreak.givenBack <= cover) return true;
    const lost = boundsOfLossAt(schedule, chain, draws, end, endUnit, budget);
    if (budget.runs < 0) return false;
    if (afterIt ? afterLastBreak.lostThrough(lost, end) > cover : lost.most > 0) return false;
    position = firstKeyAfter(byEnd, ends, end);
  }
  return true;
}

/**
 * The ends after the last break, where C may lose credit the balances did not count. A
 * consumption c after the last break finds K's open credit before it, plus what C holds
 * over K (the broken amounts less the candidate: below 0 where the balances cover what
 * the candidate still lacks), less what C lost before it: covered where that loss is at
 * most the rest plus K's balance after c. Three bounds on the loss through an end e, each
 * holding while every consumption before stays covered:
 *
 * - the sum of the bounds of each end so far;
 * - the largest `fromBreaks` bound of an end so far: with G(e) = F(e) plus what C has lost
 *   since the last break, an expiry before e moves credit from F(e) to the loss, and a
 *   covered consumption lowers a positive F(e) by K's draws from grants ending after e
 *   (a non-positive F(e) stays so), so the loss through e is the loss before it or G(e)
 *   at e, at most that bound;
 * - R, what the breaks gave back from grants ending before the latest consumption: every
 *   F(e) stays at most R less the loss so far (a break adds at most its share of R; a
 *   covered consumption never raises a positive F; an expiry loses F at its end, the
 *   first grants in EDF order, and takes as much off every later F).
 *
 * From `dryUntil` on, where K may keep credit at an expiry, only R holds. "The candidate"
 * is the chain's amount: where grants open at its time absorbed part of it before the
 * first break, what was left of it there (brokenByBalances.ts item 1).
 */
class LossesAfterLastBreak {
  private readonly heldOverKept: number;
  /** R: what the breaks gave back from grants ending before the latest consumption. */
  readonly givenBack: number;
  private readonly dryUntil: number;
  private lostSum = 0;
  private largestFromBreaks = 0;

  constructor(private readonly schedule: Schedule, chain: BreakChain, draws: BreakDraws, private readonly latest: number) {
    this.dryUntil = chain.dryUntil ?? Number.POSITIVE_INFINITY;
    this.heldOverKept = -chain.amount;
    for (let index = 1; index < chain.units.length; index += 2) this.heldOverKept += chain.units[index];
    this.givenBack = 0;
    for (let pair = 0; pair < draws.ends.length; pair++) if (draws.ends[pair] < latest) this.givenBack += draws.amounts[pair];
  }

  /** Takes the bounds of the loss at the next end, `end`: the least of the first two bounds on the loss through it. */
  lostThrough(lost: { most: number; fromBreaks: number }, end: number): number {
    if (end >= this.dryUntil) return Number.POSITIVE_INFINITY;
    this.lostSum += lost.most;
    this.largestFromBreaks = Math.max(this.largestFromBreaks, lost.fromBreaks);
    return Math.min(this.lostSum, this.largestFromBreaks);
  }

  /** What C holds over K plus the least balance K keeps after the end of time `end` (+Infinity when nothing follows). */
  coverAfter(end: number): number {
    const { schedule } = this;
    return this.heldOverKept + schedule.balancePoints.leastBetween(schedule, end + 1, this.latest);
  }
}

/** What K drew at each break, as (end of the grant, amount) pairs of its runs. */
interface BreakDraws {
  ends: number[];
  amounts: number[];
  /** Where each break's pairs start, and after the last one the number of pairs. */
  firstOf: number[];
}

/** Reads each break's runs once (every run read costs one from `budget`); null when it runs out. */
function drawsAtBreaks(schedule: Schedule, units: readonly number[], budget: { runs: number }): BreakDraws | null {
  const { ends, runGrant, runFrom, runTo } = schedule;
  const draws: BreakDraws = { ends: [], amounts: [], firstOf: [] };
  for (let index = 0; index < units.length; index += 2) {
    draws.firstOf.push(draws.ends.length);
    const from = units[index];
    const to = from + units[index + 1];
    for (let run = firstRunEndingAfter(runTo, from); run < runGrant.length && runFrom[run] < to; run++) {
      if (--budget.runs < 0) return null;
      draws.ends.push(ends[runGrant[run]]);
      draws.amounts.push(Math.min(runTo[run], to) - Math.max(runFrom[run], from));
    }
  }
  draws.firstOf.push(draws.ends.length);
  return draws;
}

/**
 * Bounds on what C lets expire unused at the end of time `end` (units through it: `endUnit`):
 * `most`, the smaller of the two above, and `fromBreaks`, the first alone.
 */
function boundsOfLossAt(schedule: Schedule, chain: BreakChain, draws: BreakDraws, end: number, endUnit: number, budget: { runs: number }): { most: number; fromBreaks: number } {
  const { points, startSums } = schedule;
  const { units } = chain;
  const laterOpen = firstStartEndingAfter(schedule, end);
  const beforeLaterOpen = laterOpen > end ? endUnit : points.sumUpTo(laterOpen, false);
  let released = 0;
  let releasedSince = 0;
  let brokenBefore = 0;
  let afterBreaks = 0;
  for (let index = 0, broken = 0; index < units.length && units[index] < endUnit; index += 2, broken++) {
    afterBreaks = units[index] + units[index + 1];
    let drawn = 0;
    for (let pair = draws.firstOf[broken]; pair < draws.firstOf[broken + 1]; pair++) {
      if (draws.ends[pair] <= end) drawn += draws.amounts[pair];
    }
    released += drawn;
    if (units[index] < beforeLaterOpen) brokenBefore += units[index + 1];
    else releasedSince += drawn;
  }
  if (released === 0) return { most: 0, fromBreaks: 0 };
  const fromBreaks = released - drawnAfter(schedule, end, afterBreaks, endUnit, budget, released);
  const lacking = chain.time < laterOpen ? chain.amount - brokenBefore : 0;
  const unspilled = releasedSince - lacking;
  // After a spill C holds no credit ending by e but what grants starting after s add.
  const spilled = laterOpen < end ? startSums.sumUpTo(end) - startSums.sumUpTo(laterOpen) : 0;
  return { most: Math.max(0, Math.min(fromBreaks, Math.max(unspilled, spilled))), fromBreaks: Math.max(0, fromBreaks) };
}

/** The first start of a grant ending after `end` (+Infinity when none does): where the running largest end by start passes it. */
function firstStartEndingAfter(schedule: Schedule, end: number): number {
  const position = upperBound(schedule.lastEndByStart, end, true);
  return position < schedule.byStart.length ? schedule.starts[schedule.byStart[position]] : Number.POSITIVE_INFINITY;
}

/**
 * What K draws for units `[from, to)` from grants ending after `end`, reading runs
 * backward from `to` until the sum reaches `enough`. Every run read costs one from `budget`.
 */
function drawnAfter(schedule: Schedule, end: number, from: number, to: number, budget: { runs: number }, enough: number): number {
  const { ends, runGrant, runFrom, runTo } = schedule;
  let drawn = 0;
  for (let run = firstRunEndingAfter(runTo, to - 1); run >= 0 && runTo[run] > from && drawn < enough; run--) {
    if (--budget.runs < 0) return drawn;
    if (ends[runGrant[run]] > end) drawn += Math.min(runTo[run], to) - Math.max(runFrom[run], from);
  }
  return drawn;
}
