/**
 * Which consumption times the balance minima keep (structures/balanceMinima.ts). Between
 * two grant events (a start, or the time after an end) the granted and expired terms of
 * the balance stay the same and the consumed term only grows, so within such a stretch
 * the least balance is at its last consumption time. Keeping that time for every stretch
 * is enough for every range the headroom bounds ask (from any time up to a grant's end,
 * or to the end): about two times per grant, not one per consumption. The latest
 * consumption time is not kept but read when asked, so a consumption at the present
 * costs a comparison with the next grant event (cached) and nothing more.
 *
 * Beside each balance the same times keep the balance before expiries, granted less
 * consumed by then: the least of it after t, less what expired unused before t, is the
 * least over times t' >= t of the balance at t' plus the credit that expired unused in
 * [t, t'), the headroom's upper bound (headroom/balanceBounds.ts), in one range minimum.
 * Within a stretch between grant events it too only falls, so the same times hold its minima.
 * So does the mirror's balance (mirrorBalances.ts), once the headroom reserve has totals.
 */
import { BalanceMinima } from '../structures/balanceMinima';
import { MirrorBalances } from './mirrorBalances';
import { nextGrantEvent, noGrantEventBetween } from './keptUnits';
import type { Schedule } from './schedule';

export class BalancePoints {
  /** The last consumption time of each stretch before the latest consumption's, with its balance. */
  readonly kept = new BalanceMinima();
  /** At the same times: the balance before expiries (granted less consumed by then). */
  readonly beforeExpiries = new BalanceMinima();
  /** At the same times: the mirror's balance, from the reserve's first whole mirror replay on. */
  mirror: MirrorBalances | null = null;
  /** The first grant event after the latest consumption (cached per stretch); NaN when unknown. */
  private nextEvent = Number.NaN;
  private mirrorClaimed = false;

  /** True for the first caller only: the one headroom reserve whose mirror totals these balances follow. */
  claimMirror(): boolean {
    const first = !this.mirrorClaimed;
    this.mirrorClaimed = true;
    return first;
  }

  /** The mirror's totals were replayed whole: `leftOf(grant)` is what they leave of each grant. */
  mirrorReplayed(schedule: Schedule, leftOf: (grant: number) => number): void {
    if (this.mirror === null) this.mirror = new MirrorBalances(schedule, leftOf, this.beforeExpiries);
    else this.mirror.replayed(schedule, leftOf, this.beforeExpiries);
  }

  /** A grant's amount counts from its start on, and what it has left (all of it) after its end. */
  granted(grant: number, start: number, end: number, amount: number): void {
    this.kept.addFrom(start, true, amount);
    this.kept.addFrom(end, false, -amount);
    this.beforeExpiries.addFrom(start, true, amount);
    this.mirror?.granted(grant, start, end, amount);
  }

  /** What a grant has left fell by `delta`: less expires unused after its end. */
  leftFell(end: number, delta: number): void {
    this.kept.addFrom(end, false, delta);
  }

  /** After a consumption of `amount` at `time` (`latest` was the latest consumption time before it). */
  consumed(schedule: Schedule, time: number, amount: number, latest: number): void {
    this.kept.addFrom(time, true, -amount);
    this.beforeExpiries.addFrom(time, true, -amount);
    this.mirror?.minima.addFrom(time, true, -amount);
    if (time >= latest) {
      if (Number.isNaN(this.nextEvent)) this.nextEvent = nextGrantEvent(schedule, latest);
      if (time >= this.nextEvent) {
        // The latest time's stretch has closed: keep it.
        if (latest !== Number.NEGATIVE_INFINITY) this.insert(schedule, latest);
        this.nextEvent = Number.NaN;
      }
      return;
    }
    const { kept } = this;
    const next = Math.min(kept.firstFrom(time), latest);
    if (noGrantEventBetween(schedule, time, next)) return;
    const previous = kept.lastBefore(time);
    if (previous !== Number.NEGATIVE_INFINITY && noGrantEventBetween(schedule, previous, time)) {
      const before = schedule.balanceBeforeExpiries(time);
      kept.move(previous, time, before - schedule.leftByEnd.sumUpTo(time, false));
      this.beforeExpiries.move(previous, time, before);
      this.mirror?.minima.move(previous, time, this.mirror.balanceAt(time, before));
    } else {
      this.insert(schedule, time);
    }
  }

  private insert(schedule: Schedule, time: number): void {
    const before = schedule.balanceBeforeExpiries(time);
    this.kept.insert(time, before - schedule.leftByEnd.sumUpTo(time, false));
    this.beforeExpiries.insert(time, before);
    this.mirror?.minima.insert(time, this.mirror.balanceAt(time, before));
  }

  /** After a grant: the stretches that end before its start and at its end keep their last consumption time. */
  keepGrantEdges(schedule: Schedule, start: number, end: number): void {
    const latest = schedule.points.lastKey();
    if (start > latest) this.nextEvent = Math.min(this.nextEvent, start);
    if (end >= latest) this.nextEvent = Math.min(this.nextEvent, end + 1);
    for (const edge of [start - 1, end]) {
      const time = schedule.points.lastKeyUpTo(edge);
      if (time > Number.NEGATIVE_INFINITY && time < schedule.points.lastKey() && !this.kept.has(time)) this.insert(schedule, time);
    }
  }

  /** The first consumption time >= `from` that ends a stretch with a balance below `threshold`; +Infinity when none does. */
  firstBelow(schedule: Schedule, from: number, threshold: number): number {
    const latest = schedule.points.lastKey();
    return this.kept.firstBelowOrLatest(from, threshold, latest, () => schedule.balanceAt(latest));
  }

  /** The least balance before expiries at the consumption times from `from` on; +Infinity when none lies there. */
  leastBeforeExpiriesFrom(schedule: Schedule, from: number): number {
    const latest = schedule.points.lastKey();
    return this.beforeExpiries.leastBetweenOrLatest(from, Number.POSITIVE_INFINITY, latest, () => schedule.balanceBeforeExpiries(latest));
  }

  /** The least balance at the consumption times in `[from, to]`; +Infinity when none lies there. */
  leastBetween(schedule: Schedule, from: number, to: number): number {
    const latest = schedule.points.lastKey();
    return this.kept.leastBetweenOrLatest(from, to, latest, () => schedule.balanceAt(latest));
  }
}
