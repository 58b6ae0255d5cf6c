/**
 * Where the dry replay of a late consumption starts (verdict.ts): at its time t, or, for a
 * sure refusal (brokenByBalances.ts), as late as its first break where that is exact.
 *
 * Why a later start is exact. Compare the changed schedule C (the candidate of x in) with
 * the kept one K before C's first break, listing each one's open credit in EDF order. C's
 * list is K's with its first d units taken away, d the deficit (the deficit in front):
 *
 * - the candidate takes the first x units of K's list at t: d = x;
 * - a consumption covered in both takes the first units of each list, and taking the first
 *   a units after the first d is taking the first d after the first a: d stays;
 * - a grant that expires is the first of both lists: with k credits in K it takes
 *   min(d, k) of the deficit away (k of it where brokenByBalances.ts read a sure refusal:
 *   the credit left unused after t up to the first break never absorbs all of it);
 * - a grant opening adds the same credit at the same place of both lists: the deficit
 *   stays in front where that place lies after the first d units of K's list. It surely
 *   does where the grant ends after every grant started before it (ties may go either
 *   way: not taken), since the open credit of K is at least d (C's is not below 0 before
 *   its first break).
 *
 * So up to the first break, or up to the first opening not after every earlier one, C's
 * state at any time T after t is K's open grants at T (`openAt`) less the first
 * d(T) = x - (credit K leaves unused in the grants ending in [t, T)) units: a replay from
 * T with a candidate of d(T) drawing first is C's from T on, and breaks what C breaks (no
 * break lies before T). The openings read are ones the dry run from t would have opened.
 */
import { firstStartAfter, type ReplayStart } from '../replay/replay';
import type { Schedule } from './schedule';

/** The dry run of `amount` at `time`, from `firstBreakTime` or just before the first opening that may move the deficit. */
export function dryRunStart(schedule: Schedule, amount: number, time: number, firstBreakTime: number | null): ReplayStart {
  const restart = firstBreakTime === null ? time : lastTimeDeficitInFront(schedule, time, firstBreakTime);
  // At t itself the candidate comes after the consumptions at t, as the spec places it.
  if (restart <= time) {
    const unit = schedule.points.sumUpTo(time);
    return { unit, time, open: schedule.openAt(unit, time), candidate: amount, kept: schedule };
  }
  const unit = schedule.points.sumUpTo(restart, false);
  const { leftByEnd } = schedule;
  const deficit = amount - (leftByEnd.sumUpTo(restart, false) - leftByEnd.sumUpTo(time, false));
  return { unit, time: restart, open: schedule.openAt(unit, restart), candidate: deficit, kept: schedule };
}

/** The last time up to `firstBreakTime` before which every grant opening after `time` ends after all the grants started before it. */
function lastTimeDeficitInFront(schedule: Schedule, time: number, firstBreakTime: number): number {
  const { byStart, starts, ends, lastEndByStart } = schedule;
  const last = firstStartAfter(schedule, firstBreakTime);
  for (let position = firstStartAfter(schedule, time); position < last; position++) {
    const grant = byStart[position];
    if (position === 0 || ends[grant] <= lastEndByStart[position - 1]) return starts[grant] - 1;
  }
  return firstBreakTime;
}
