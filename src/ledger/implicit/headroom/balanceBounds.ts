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
 * - And when the grant g expiring unused at e is open at t with at least `upper` left,
 *   the headroom is `upper`: for x <= upper, g keeps credit wherever the kept schedule
 *   draws it (its kept credit there is more than its leftover >= x, the candidate's
 *   demand moves along EDF order and never passes g), so the whole of x sits on grants
 *   ending by e when they expire, all of which keep it unused: from e on the schedule
 *   is the kept one, and before e nothing breaks (x <= upper).
 * Otherwise the mirror reserve answers.
 */
import type { Schedule } from '../schedule/schedule';

export interface HeadroomBounds {
  lower: number;
  upper: number;
}

export function headroomBounds(schedule: Schedule, time: number): HeadroomBounds {
  const balance = schedule.balanceAt(time);
  const { balancePoints, leftByEnd } = schedule;
  const lower = Math.min(balance, balancePoints.leastBetween(schedule, time, Number.POSITIVE_INFINITY));
  const expiredBefore = leftByEnd.sumUpTo(time, false);
  if (expiredBefore >= leftByEnd.total) return { lower, upper: lower };
  // The first grant with credit left ending at or after `time`, and what it has left.
  leftByEnd.locate(expiredBefore);
  const { foundKey: firstUnused, foundTag: grant, foundValue: left } = leftByEnd;
  if (firstUnused >= schedule.points.lastKey()) return { lower, upper: lower };
  const upper = Math.min(balance, balancePoints.leastBetween(schedule, time, firstUnused));
  // Open at `time` and left with at least `upper`: it takes the whole candidate in the end.
  if (schedule.starts[grant] <= time && left >= upper) return { lower: upper, upper };
  return { lower, upper };
}
