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
import type { MirrorBalances } from '../schedule/mirrorBalances';
import type { Schedule } from '../schedule/schedule';
import type { KeyedSums } from '../structures/keyedSums';
import { EXPIRIES_FOLLOWED } from '../limits';

export interface HeadroomBounds {
  lower: number;
  upper: number;
  /** The walk that lifted `lower` to `upper`, if one did (the ski rental counts the mirror's: forwardReserve.ts). */
  decidedBy?: BoundWalk;
}

/** A lower bound's walk: along the kept schedule, or along the mirror's totals as the reserve last knew them. */
export type BoundWalk = 'kept' | 'mirror';

const KEPT_ONLY: readonly BoundWalk[] = ['kept'];

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
 * The headroom where the plain bounds meet while consumptions wait undrawn; null where
 * they do not, or where the balance at `time` is not exact. Undrawn ones leave every
 * balance before the latest consumption at most the true one (schedule/undrawn.ts, 3), so
 * the plain lower bound holds; the upper bound reads the balance at `time` and what
 * expired before it, exact where `balanceIsDrawnAt(time)` (undrawn.ts, 4 and 5).
 */
export function headroomBesideUndrawn(schedule: Schedule, time: number): number | null {
  if (!schedule.balanceIsDrawnAt(time)) return null;
  const balance = schedule.balanceAt(time);
  const upper = headroomUpperBound(schedule, time, balance);
  return leastBalanceFrom(schedule, time, balance) >= upper ? upper : null;
}

/**
 * At least the headroom at every time in `[from, to]`: the upper bound above without its
 * first term, with the least balance ahead read from `to` (it only grows with the time)
 * and the credit expired unused before `from` (it only grows too). Beside undrawn changes
 * only what expired before the earliest of them counts, exact there (schedule/undrawn.ts,
 * 4): less than all that expired, so the bound still holds. And at most the credit of the
 * grants meeting `[from, to]`, which bounds the balance there: where no grant is open,
 * the first term still counts what grants ending inside the stretch have left.
 */
export function headroomUpperBoundOver(schedule: Schedule, from: number, to: number): number {
  const expiredSurely = schedule.leftByEnd.sumUpTo(Math.min(from, schedule.earliestUndrawnTime), false);
  const fromLeastAhead = schedule.balancePoints.leastBeforeExpiriesFrom(schedule, to) - expiredSurely;
  return Math.min(fromLeastAhead, creditMeeting(schedule, from, to));
}

/**
 * The credit of the grants whose windows meet `[from, to]`: at least the balance at every
 * time there, which is what the grants open then have left.
 */
function creditMeeting(schedule: Schedule, from: number, to: number): number {
  return schedule.startSums.sumUpTo(to) - schedule.amountsByEnd.sumUpTo(from, false);
}

/**
 * `followed`: at most this many expiries read for the lower bound. `enough`: an amount
 * the caller only asks about; when the plain lower bound already reaches it, that is
 * returned as the lower bound, with no upper bound read and no walk (a preview).
 * `walks`: the lower bound's walks in the order tried, until one reaches `upper` (the
 * mirror's only once the reserve has had totals).
 */
export function headroomBounds(
  schedule: Schedule,
  time: number,
  followed = EXPIRIES_FOLLOWED,
  enough = Number.POSITIVE_INFINITY,
  walks = KEPT_ONLY,
): HeadroomBounds {
  const balance = schedule.balanceAt(time);
  const leastFromTime = leastBalanceFrom(schedule, time, balance);
  if (leastFromTime >= enough) return { lower: leastFromTime, upper: Number.POSITIVE_INFINITY };
  const upper = headroomUpperBound(schedule, time, balance);
  if (leastFromTime >= upper) return { lower: upper, upper };
  const { mirror } = schedule.balancePoints;
  let lower = Number.NEGATIVE_INFINITY;
  for (const walk of walks) {
    const view = walk === 'kept' ? keptView(schedule, leastFromTime) : mirror === null ? null : mirrorView(schedule, mirror, time, balance);
    if (view === null) continue;
    lower = Math.max(lower, lowerAlong(schedule, time, upper, view, followed));
    if (lower >= upper) return { lower: upper, upper, decidedBy: walk };
  }
  return { lower, upper };
}

/**
 * A schedule of the accepted consumptions, as the lower bound reads it: its balance at the
 * consumption times (granted less consumed less what it leaves of the grants ended before
 * then), plus `offset`, is the kept balance at `time` there.
 */
interface ScheduleView {
  /** The least of its balance at `time` and at every consumption time after it. */
  leastFromTime: number;
  offset: number;
  firstBelow(from: number, threshold: number): number;
  leastFrom(from: number): number;
  /** What it leaves of each grant, keyed by end and tagged by grant. */
  leftByEnd: KeyedSums;
}

function keptView(schedule: Schedule, leastFromTime: number): ScheduleView {
  const { balancePoints } = schedule;
  return {
    leastFromTime,
    offset: 0,
    firstBelow: (from, threshold) => balancePoints.firstBelow(schedule, from, threshold),
    leastFrom: (from) => balancePoints.leastBetween(schedule, from, Number.POSITIVE_INFINITY),
    leftByEnd: schedule.leftByEnd,
  };
}

/**
 * The mirror's drawn totals as the reserve last knew them (balancePoints.ts): a schedule of
 * an earlier ledger, so of part of today's demand, and new grants undrawn. That is enough:
 * grants living inside a window of time with no point of a Hall set serve only the demand
 * inside it in any schedule, so what any schedule leaves of the grants that opened after
 * `time` and ended before t' is at least what such windows strand, and the headroom at
 * `time` is at least the least over t' of (granted less consumed by t') less that less what
 * expired unused before `time`. The kept schedule leaves credit in grants the kept
 * consumptions drew from older ones; the mirror draws the grants that opened later first,
 * so it leaves least there (docs/ENGINE.md, fact 6).
 */
function mirrorView(schedule: Schedule, mirror: MirrorBalances, time: number, balance: number): ScheduleView {
  const offset = mirror.leftByEnd.sumUpTo(time, false) - schedule.leftByEnd.sumUpTo(time, false);
  return {
    leastFromTime: Math.min(balance - offset, mirror.leastFrom(schedule, time)),
    offset,
    firstBelow: (from, threshold) => mirror.firstBelow(schedule, from, threshold),
    leastFrom: (from) => mirror.leastFrom(schedule, from),
    leftByEnd: mirror.leftByEnd,
  };
}

/**
 * The least of balance + what `view`'s schedule leaves of the grants open at `time` that
 * ended since, one stretch between their ends at a time, until it falls below `upper` (the
 * bounds part) or what they left lifts every stretch left to `upper`. A stretch falls below
 * `upper` only where a balance in it lies below `upper` less what was left before it, so
 * the walk searches for such a time only when it reaches the last one found. It reads
 * only the grants the schedule leaves credit in, in end order (positiveEntries.ts): one
 * that ends dry absorbs nothing.
 */
function lowerAlong(schedule: Schedule, time: number, upper: number, view: ScheduleView, followed: number): number {
  const { starts } = schedule;
  const { offset, leastFromTime, leftByEnd } = view;
  const target = upper - offset;
  if (leastFromTime >= target) return upper;
  const latest = schedule.points.lastKey();
  // Past the last end of a grant open at `time` every expiry would be skipped below.
  const lastOpenEnd = schedule.lastEndStartedBy(time);
  let from = time;
  let absorbedSurely = 0;
  // The first time from `from` on whose balance is below `target` less a part of
  // `absorbedSurely`: the stretches before it hold at least `target`, so the walk searches
  // again only when it reaches that time.
  let firstLow = view.firstBelow(time, target);
  const withCredit = leftByEnd.positive.from(time);
  for (let step = 0; step < followed && withCredit.next(); step++) {
    const { key: end, tag: grant, value: left } = withCredit;
    if (end >= latest || end > lastOpenEnd) break;
    // One opened after `time` may absorb nothing: its stretch joins the next.
    if (starts[grant] > time) continue;
    if (firstLow <= end) {
      firstLow = view.firstBelow(firstLow, target - absorbedSurely);
      // The later stretches hold at least `absorbedSurely` more than the least balance.
      if (firstLow <= end) return leastFromTime + absorbedSurely + offset;
    }
    absorbedSurely += left;
    from = end + 1;
    if (firstLow === Number.POSITIVE_INFINITY || leastFromTime + absorbedSurely >= target) return upper;
  }
  // Past the last one followed, at least `absorbedSurely` more than the least balance there.
  // The stretches walked hold at least `target`, and so does the least when it stands for them.
  return Math.min(view.leastFrom(from) + absorbedSurely + offset, upper);
}
