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
 * backdated shape almost every question). Otherwise the mirror reserve answers.
 */
import type { Schedule } from '../schedule/schedule';

export interface HeadroomBounds {
  lower: number;
  upper: number;
}

export function headroomBounds(schedule: Schedule, time: number): HeadroomBounds {
  const balance = schedule.balanceAt(time);
  const { balancePoints } = schedule;
  const lower = Math.min(balance, balancePoints.leastBetween(schedule, time, Number.POSITIVE_INFINITY));
  const firstUnused = firstExpiryWithCredit(schedule, time);
  if (firstUnused >= schedule.points.lastKey()) return { lower, upper: lower };
  return { lower, upper: Math.min(balance, balancePoints.leastBetween(schedule, time, firstUnused)) };
}

/** The first end >= `time` of a grant with credit left; +Infinity when there is none. */
function firstExpiryWithCredit(schedule: Schedule, time: number): number {
  const { leftByEnd } = schedule;
  const expiredBefore = leftByEnd.sumUpTo(time, false);
  if (expiredBefore >= leftByEnd.total) return Number.POSITIVE_INFINITY;
  leftByEnd.locate(expiredBefore);
  return leftByEnd.foundKey;
}
