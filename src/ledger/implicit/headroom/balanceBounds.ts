/**
 * The headroom at t read from the balances at and after t, no mirror. For a candidate of
 * x at t, every consumption after it in replay order sees, before its own draw, the kept
 * balance less x plus what the candidate moved into grants that expired since with
 * credit unused (D(t'), the kept unused credit that the changed schedule uses). Until the
 * first break the changed schedule has more demand, so no grant holds more credit than in
 * the kept one and D(t') >= 0; and a grant whose kept credit expires unused (zero) cannot
 * expire with less, so D(t') = 0 until the first grant with kept credit left expires.
 *
 * - lower: x <= the least balance at t and at every consumption time after it is
 *   accepted (each consumption then keeps at least its kept balance less x, >= 0).
 * - upper: x > the balance at some consumption time t' in [t, e], e the first end >= t of
 *   a grant with credit left, is refused (accepting it would leave a balance < 0 there).
 *
 * So the headroom lies in [lower, upper], and is that number when they agree: always
 * where no grant with credit left expires between t and the least balance (on the
 * backdated shape almost every question).
 * - Following the grants that expire unused after t in end order (u1, u2, ..., with
 *   leftovers l1, l2, ...): a candidate's extra demand moves along EDF order, from a
 *   grant that runs dry to the next one with credit. A ui open at t either never passes
 *   it on (then all of it sits on grants ending by ui's end, which keep it unused: the
 *   schedule is the kept one after that) or is passed when its credit is gone, so it
 *   takes exactly li. No other grant holds more credit than in the kept schedule, so
 *   D(t') >= min(x, the li of the ui open at t that expired before t'), whatever the ui
 *   that opened after t do, and D(t') <= the li of every ui that expired before t' (no
 *   grant absorbs more than its leftover). So the least over consumption times t' of
 *   balance + the first sum is a lower bound and of balance + the second an upper one;
 *   they are equal while every ui followed is open at t. A ui that opened after t may
 *   take anything from none to all of its li: where the least balance lies after one,
 *   the bounds part and the mirror decides.
 * Otherwise the mirror reserve answers.
 */
import type { Schedule } from '../schedule/schedule';
import { lowerBoundByEnd } from '../structures/sortedGrants';

export interface HeadroomBounds {
  lower: number;
  upper: number;
}

/**
 * How many expiries (grants in end order, from t on) the lower bound reads before leaving
 * the question to the mirror: each costs a look, and a search only where the balance
 * falls low, where a stale mirror replays the history. A kept mirror answers in
 * O(log n), so then callers read few (`FOLLOWED_BESIDE_KEPT_MIRROR`).
 */
const EXPIRIES_FOLLOWED = 4096;
export const FOLLOWED_BESIDE_KEPT_MIRROR = 32;

/** The least balance at `time` and at every consumption time after it: the plain lower bound. */
function leastBalanceFrom(schedule: Schedule, time: number, balance = schedule.balanceAt(time)): number {
  return Math.min(balance, schedule.balancePoints.leastBetween(schedule, time, Number.POSITIVE_INFINITY));
}

/**
 * The upper bound: the least over t' >= t of balance(t') + the credit that expired unused
 * in [t, t'), which is the balance before expiries at t' less what had expired unused before t.
 */
export function headroomUpperBound(schedule: Schedule, time: number, balance = schedule.balanceAt(time)): number {
  const expiredBefore = schedule.leftByEnd.sumUpTo(time, false);
  return Math.min(balance, schedule.balancePoints.leastBeforeExpiriesFrom(schedule, time) - expiredBefore);
}

/**
 * At least the headroom at every time in `[from, to]`: the upper bound above without its
 * first term, with the least balance ahead read from `to` (it only grows with the time)
 * and the credit expired unused before `from` (it only grows too).
 */
export function headroomUpperBoundOver(schedule: Schedule, from: number, to: number): number {
  return schedule.balancePoints.leastBeforeExpiriesFrom(schedule, to) - schedule.leftByEnd.sumUpTo(from, false);
}

/**
 * `followed`: at most this many expiries read for the lower bound. `enough`: an amount
 * the caller only asks about; when the plain lower bound already reaches it, that is
 * returned as the lower bound, with no upper bound read and no walk (a preview).
 */
export function headroomBounds(schedule: Schedule, time: number, followed = EXPIRIES_FOLLOWED, enough = Number.POSITIVE_INFINITY): HeadroomBounds {
  const balance = schedule.balanceAt(time);
  const { balancePoints, starts } = schedule;
  const leastFromTime = leastBalanceFrom(schedule, time, balance);
  if (leastFromTime >= enough) return { lower: leastFromTime, upper: Number.POSITIVE_INFINITY };
  const upper = headroomUpperBound(schedule, time, balance);
  if (leastFromTime >= upper) return { lower: upper, upper };
  // The least of balance + credit of grants open at `time` that expired unused since, one
  // stretch between their expiries at a time, until it falls below `upper` (the bounds
  // part) or what they absorbed lifts every stretch left to `upper`. A stretch falls below
  // `upper` only where a balance in it lies below `upper` less what was absorbed before it,
  // so the walk searches for such a time only when it reaches the last one found.
  const { byEnd, ends, amounts, drawn } = schedule;
  const latest = schedule.points.lastKey();
  // Past the last end of a grant open at `time` every expiry would be skipped below.
  const lastOpenEnd = schedule.lastEndStartedBy(time);
  let from = time;
  let absorbedSurely = 0;
  // The first time from `from` on whose balance is below `upper` less a part of
  // `absorbedSurely`: the stretches before it hold at least `upper`, so the walk searches
  // again only when it reaches that time.
  let firstLow = balancePoints.firstBelow(schedule, time, upper);
  for (let position = lowerBoundByEnd(byEnd, ends, time), step = 0; position < byEnd.length; position++, step++) {
    const grant = byEnd[position];
    const end = ends[grant];
    if (end >= latest || end > lastOpenEnd || step === followed) break;
    const left = amounts[grant] - drawn[grant];
    // One that expires with nothing left absorbs nothing; one opened after `time` may
    // absorb nothing. Either way its stretch joins the next.
    if (left === 0 || starts[grant] > time) continue;
    if (firstLow <= end) {
      firstLow = balancePoints.firstBelow(schedule, firstLow, upper - absorbedSurely);
      // The later stretches hold at least `absorbedSurely` more than the least balance.
      if (firstLow <= end) return { lower: leastFromTime + absorbedSurely, upper };
    }
    absorbedSurely += left;
    from = end + 1;
    if (firstLow === Number.POSITIVE_INFINITY || leastFromTime + absorbedSurely >= upper) return { lower: upper, upper };
  }
  // Past the last one followed, at least `absorbedSurely` more than the least balance there.
  // The stretches walked hold at least `upper`, and so does the least when it stands for them.
  return { lower: Math.min(balancePoints.leastBetween(schedule, from, Number.POSITIVE_INFINITY) + absorbedSurely, upper), upper };
}
