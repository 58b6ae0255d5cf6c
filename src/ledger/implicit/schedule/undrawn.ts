/**
 * Late consumptions accepted without drawing them yet.
 *
 * Where arrivals are far out of order, most consumptions land deep in the past. Their
 * replay runs on through the history after them and shifts draws all along the way, yet
 * whether they fit needs only the balances:
 *
 * 1. Replaying with x more units at τ leaves every grant at every point with at most the
 *    credit it had (EDF takes from the front of the same order; taking from less credit
 *    leaves less, grant by grant) until something breaks. So no grant expires with more
 *    left than before, and at every time from τ on the balance (granted less consumed
 *    less expired unused) is at least the old one less x.
 * 2. At a first break, the open credit before the broken consumption is that balance
 *    with the consumption and the ones after it at its time still counted, so the
 *    balance there would be negative. Hence it fits when the old balance at τ and at
 *    every consumption time after it is at least x (O(log n): the kept balance minima).
 * 3. Accepted so, it goes into the consumptions' sums and the balance minima at once; the
 *    drawn totals (what expired unused) follow only when it is drawn. Until then every
 *    balance before the latest consumption is at most the true one (1: the new schedule
 *    leaves less to expire), so 2 stays a sound test for the next such consumption.
 * 4. The balance at or before the earliest undrawn time is exact: a grant that ended
 *    before it was drawn only by consumptions before it, all in the runs (a replay is
 *    causal), and the undrawn ones at that time are in the consumptions' sums already.
 *
 * 5. The balance at a later time t is exact as well where every grant ending from the
 *    earliest undrawn time up to t has nothing left in the runs: none ends there, or each
 *    was drawn dry. The balance reads the drawn totals of the grants ending before t only,
 *    and those come before every other grant in EDF order, so what they draw depends on
 *    them and the consumptions alone: a grant waiting undrawn that ends after t changes
 *    nothing there, one ending before t counts its whole amount as left (so the test,
 *    `Schedule.noCreditExpiresBetween`, fails), and undrawn consumptions only take credit
 *    (1), so a grant drawn dry stays dry.
 *    Where demand is about the supply most grants end dry, and about half the reads that
 *    drew first (only "none ends there" was tested until stop 73) no longer do.
 *    Where, besides, no grant ends from a candidate's time up to the latest consumption,
 *    every consumption after it draws only grants that outlive them all, so brokenByBalances.ts's
 *    items 1 and 2 hold with nothing to check: the balances give the spec's verdict, and a
 *    refusal needs no draw (grants that never expire, or a month's grants all open).
 *
 * 6. Before the earliest undrawn time the runs are exact (4), and so is a dry run's state at
 *    any time there (`openAt` takes each grant's credit as its drawn total less what the runs
 *    after that point drew: what the runs before it drew). A would-break refusal before it
 *    whose dry run settles before it (keptCreditGap.ts: it walks the kept runs only up to
 *    where it stops, and the kept balances ahead, read as 3's lower bounds, only stop it
 *    later) has its exact broken list without drawing anything: a refusal changes nothing,
 *    so they stay undrawn. A dry run that reaches that time unsettled, or breaks nothing,
 *    is dropped; the usual path draws them and replays again. Where consumptions land at
 *    random times of the history, about a third are refused, and drawing before each was
 *    half the time.
 * 7. For the same reason a consumption before the earliest undrawn time has the draws its
 *    runs give, and each grant open at its time had what the runs before its first unit
 *    left (views.ts `queueAt` reads a grant's drawn total less the runs from there on, and
 *    both count the same stale runs after it): `drawsOf` and `explainDraw` of such a
 *    consumption read the runs as they stand, materialising only what is asked.
 *
 * A run of them is accepted at O(log n) each (while some are undrawn, a consumption at the
 * present too, and a grant in the past waits with them, counted as if it expired unused:
 * also a lower bound, since more credit strands at most its own amount); one replay from
 * the earliest draws them all when something reads the runs (`Schedule.drawUndrawn`;
 * ImplicitLedger does so before every other call but a `preview` this test accepts, a
 * `balanceAt` at or before the earliest undrawn time and the draws of a consumption before
 * it). One that 2 does not accept takes the usual path (evaluate), which draws them first.
 * One that lands among few runs takes the usual path too: it is cheap there, and it often
 * keeps every unit's grant (keptUnits.ts), which needs no replay.
 */
import { replay } from '../replay/replay';
import { firstRunEndingAfter } from '../replay/runs';
import { lowerBoundByEnd } from '../structures/sortedGrants';
import { brokenIfNoCreditExpires } from './brokenByBalances';
import { dryRunStart } from './dryRunStart';
import { noGrantEventBetween } from './keptUnits';
import type { Schedule } from './schedule';
import type { Verdict } from './verdict';

/**
 * True when a consumption of `amount` at `time` is accepted and may stay undrawn: a late
 * one among at least `runsWorthUndrawing` runs, or any while others are undrawn, that the
 * balance covers at `time` and at every consumption time after it.
 */
export function acceptsUndrawn(schedule: Schedule, amount: number, time: number, runsWorthUndrawing: number): boolean {
  const { points, runTo } = schedule;
  if (points.size === 0) return false;
  if (!schedule.hasUndrawn()) {
    const latest = points.lastKey();
    // At the present, or with no grant event after it, it draws from the frontier at once.
    if (time >= latest || noGrantEventBetween(schedule, time, latest)) return false;
    if (runTo.length - firstRunEndingAfter(runTo, points.sumUpTo(time)) < runsWorthUndrawing) return false;
  }
  return fitsBesideUndrawn(schedule, amount, time);
}

/**
 * True when the balances (2 above) accept a consumption of `amount` at `time` as they
 * stand, whether or not some are undrawn: `preview` asks it before drawing them.
 */
export function fitsBesideUndrawn(schedule: Schedule, amount: number, time: number): boolean {
  return schedule.balanceAt(time) >= amount && schedule.coversAfter(time, amount);
}

/** True when no grant ends in `[from, to)`: no credit expires there. */
export function noGrantEndsBetween(schedule: Schedule, from: number, to: number): boolean {
  const { byEnd, ends } = schedule;
  const firstEndingSince = lowerBoundByEnd(byEnd, ends, from);
  return firstEndingSince === byEnd.length || ends[byEnd[firstEndingSince]] >= to;
}

/**
 * The spec's refusal of a consumption of `amount` at `time` that leaves the undrawn ones
 * undrawn: from the balances (5 above), or from a dry run before them (6). Null where it
 * may fit or neither can tell: then the runs must be drawn.
 */
export function refusalLeavingUndrawn(schedule: Schedule, amount: number, time: number): Verdict | null {
  return refusalBesideUndrawn(schedule, amount, time) ?? refusalBeforeUndrawn(schedule, amount, time);
}

/**
 * The spec's refusal of a consumption of `amount` at `time` where the balances decide it
 * exactly beside undrawn consumptions (5 above): short of the balance at `time`, or
 * breaking later ones with no grant ending from `time` up to the latest consumption.
 * Null where it may fit or they cannot tell.
 */
function refusalBesideUndrawn(schedule: Schedule, amount: number, time: number): Verdict | null {
  if (!schedule.balanceIsDrawnAt(time)) return null;
  const balance = schedule.balanceAt(time);
  if (balance < amount) return { shortfall: amount - balance, broken: [], outcome: null };
  const latest = schedule.points.lastKey();
  // With the test above, every grant ending from the earliest undrawn time (or `time`, if
  // earlier) up to the latest consumption ends dry in both schedules: every balance read
  // below is exact.
  if (time >= latest || !noGrantEndsBetween(schedule, time, latest)) return null;
  const firstShortStretch = schedule.balancePoints.firstBelow(schedule, time, amount);
  if (firstShortStretch === Number.POSITIVE_INFINITY) return null;
  return { shortfall: 0, broken: brokenIfNoCreditExpires(schedule, amount, firstShortStretch, []), outcome: null };
}

/**
 * The spec's would-break refusal of a consumption of `amount` at `time` before the
 * earliest undrawn time, from a dry run that settles before it (6 above); null where it
 * does not (it fits, or reaches that time unsettled). Asked after `refusalBesideUndrawn`,
 * which refuses one short of the balance there (exact: 4), so the candidate is covered.
 */
function refusalBeforeUndrawn(schedule: Schedule, amount: number, time: number): Verdict | null {
  const undrawnFrom = schedule.earliestUndrawnTime;
  if (time >= undrawnFrom) return null;
  const stopUnit = schedule.points.sumUpTo(undrawnFrom, false);
  const outcome = replay(schedule, schedule.timeline, { ...dryRunStart(schedule, amount, time, null), stopUnit });
  if (outcome.cutShort || outcome.broken.length === 0) return null;
  return { shortfall: 0, broken: outcome.broken.map(({ tag, missing }) => ({ consumption: tag, missing })), outcome: null };
}
