/**
 * When a late consumption leaves the grant of every unit as it was.
 *
 * Inserting a consumption of x units at τ (unit `u` on the axis) moves every later
 * consumption x units on; the units keep their indices, only the consumption owning a
 * unit from `u` on is now an earlier one (the candidate for `[u, u + x)`, else the one
 * that owned the unit x before). So the new schedule can be the kept one on every unit,
 * with x new units at the end drawn from the frontier like a consumption at the present.
 * By induction over the units (same draws before a unit, so the same credit there), it
 * is the EDF schedule when at every unit from `u` on the grant the kept schedule draws
 * is still the first open one with credit at the earlier time the new schedule puts
 * there:
 *
 * - the kept grant has started by then (checked per kept run after `u`, at its first
 *   unit: the new time only grows along the units; grants that started by τ pass);
 * - no grant open at the earlier time but closed at the later one has credit there: such
 *   a grant ends in `[τ, latest)`, and one that ends with no credit left was dry at every
 *   unit after its end (checked: no grant ending in `[τ, latest)` has credit left);
 * - the new units at the end: the frontier's grants they take (in EDF order, what is open
 *   with credit after the latest consumption) have started by their new time, and the
 *   frontier covers them.
 *
 * The costs are one pass over the kept runs after τ, with a unit lookup only for a grant
 * that started after τ, and two searches of what the grants have left by end: no replay,
 * and nothing to rewrite.
 */
import type { KeyedSums } from '../structures/keyedSums';
import { firstStartAfter } from '../replay/replay';
import { lowerBoundByEnd } from '../structures/sortedGrants';

export interface KeptUnitsSchedule {
  readonly amounts: number[];
  readonly starts: number[];
  readonly ends: number[];
  readonly drawn: number[];
  readonly byStart: number[];
  readonly byEnd: number[];
  readonly runGrant: number[];
  readonly runFrom: number[];
  readonly runTo: number[];
  readonly points: KeyedSums;
  /** What each grant has left, keyed by end. */
  readonly leftByEnd: KeyedSums;
}

/** The frontier in EDF order from `head` (frontier.ts). */
export interface FrontierView {
  readonly grants: readonly number[];
  readonly head: number;
}

/**
 * The first time after `time` where the granted or expired terms of the balance may
 * move: a grant's start after it, or the time after an end at or after it.
 */
export function nextGrantEvent(schedule: Pick<KeptUnitsSchedule, 'byStart' | 'starts' | 'byEnd' | 'ends'>, time: number): number {
  const { byStart, starts, byEnd, ends } = schedule;
  const opening = firstStartAfter(schedule, time);
  const expiring = lowerBoundByEnd(byEnd, ends, time);
  const start = opening < byStart.length ? starts[byStart[opening]] : Number.POSITIVE_INFINITY;
  return Math.min(start, expiring < byEnd.length ? ends[byEnd[expiring]] + 1 : Number.POSITIVE_INFINITY);
}

/**
 * True when no grant starts in `(time, latest]` and none ends in `[time, latest)`: then
 * every condition above holds at once (two searches).
 */
export function noGrantEventBetween(schedule: KeptUnitsSchedule, time: number, latest: number): boolean {
  return nextGrantEvent(schedule, time) > latest;
}

/**
 * The time of the consumption that owns unit `at` once a candidate of `amount` at `time`,
 * whose first unit is `unit`, is in.
 */
function timeOwningUnit(points: KeyedSums, unit: number, amount: number, time: number, at: number): number {
  if (at < unit + amount) return time;
  points.locate(at - amount);
  return points.foundKey;
}

/**
 * The conditions above for `amount` at `time` (before `latest`, the latest consumption's
 * time); the frontier's credit must cover `amount` (the caller checks the balance at
 * `latest`).
 */
export function keepsEveryUnit(schedule: KeptUnitsSchedule, frontier: FrontierView, amount: number, time: number, latest: number): boolean {
  const { amounts, starts, ends, drawn, runGrant, runFrom, runTo, points, leftByEnd } = schedule;
  // What the grants ending in [time, latest) have left: none may have any.
  if (leftByEnd.sumUpTo(latest, false) > leftByEnd.sumUpTo(time, false)) return false;
  const unit = points.sumUpTo(time);
  for (let run = runGrant.length - 1; run >= 0 && runTo[run] > unit; run--) {
    const grant = runGrant[run];
    if (starts[grant] > time && starts[grant] > timeOwningUnit(points, unit, amount, time, Math.max(runFrom[run], unit))) return false;
  }
  let at = points.total;
  let remaining = amount;
  for (let position = frontier.head; remaining > 0 && position < frontier.grants.length; position++) {
    const grant = frontier.grants[position];
    // Expired ones leave the frontier's head when it draws (frontier.advance).
    if (ends[grant] < time) continue;
    if (starts[grant] > time && starts[grant] > timeOwningUnit(points, unit, amount, time, at)) return false;
    const taken = Math.min(amounts[grant] - drawn[grant], remaining);
    remaining -= taken;
    at += taken;
  }
  return remaining === 0;
}
