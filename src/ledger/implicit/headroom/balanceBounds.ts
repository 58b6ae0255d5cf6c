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
 *   takes exactly li. So D >= min(x, the li of the ui open at t that expired), and
 *   while every ui followed is open at t, `upper` = the least over consumption times
 *   of balance + the li expired before it (no less: no grant absorbs more than its
 *   leftover) is exact once those li add up to it or no unused expiry is left before
 *   the latest consumption. A ui that opened after t stops the walk (the mirror decides).
 * Otherwise the mirror reserve answers.
 */
import type { Schedule } from '../schedule/schedule';

export interface HeadroomBounds {
  lower: number;
  upper: number;
}

/** How many grants expiring unused the bounds follow before leaving the question to the mirror. */
const UNUSED_EXPIRIES_FOLLOWED = 32;

export function headroomBounds(schedule: Schedule, time: number): HeadroomBounds {
  const balance = schedule.balanceAt(time);
  const { balancePoints, leftByEnd, starts } = schedule;
  const lower = Math.min(balance, balancePoints.leastBetween(schedule, time, Number.POSITIVE_INFINITY));
  const latest = schedule.points.lastKey();
  const expiredBefore = leftByEnd.sumUpTo(time, false);
  // The least of balance + credit expired unused since `time`, one stretch between such expiries at a time.
  let upper = balance;
  let from = time;
  let absorbed = 0;
  for (let followed = 0; expiredBefore + absorbed < leftByEnd.total; followed++) {
    leftByEnd.locate(expiredBefore + absorbed);
    const { foundKey: end, foundTag: grant, foundValue: left } = leftByEnd;
    if (end >= latest) break;
    if (followed === UNUSED_EXPIRIES_FOLLOWED) return { lower, upper };
    upper = Math.min(upper, balancePoints.leastBetween(schedule, from, end) + absorbed);
    // One that opened after `time` may take none of the candidate: the mirror decides.
    if (starts[grant] > time) return { lower, upper };
    absorbed += left;
    if (absorbed >= upper) return { lower: upper, upper };
    from = end + 1;
  }
  upper = Math.min(upper, balancePoints.leastBetween(schedule, from, Number.POSITIVE_INFINITY) + absorbed);
  return { lower: upper, upper };
}
