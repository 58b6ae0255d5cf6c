/**
 * The balance of the mirror's schedule at the balance points' times, with the mirror's
 * drawn totals as the headroom reserve last knew them, stale or not: granted less consumed
 * less what those totals leave of the grants ended before then. Any schedule's totals
 * bound the headroom from below the way the kept ones do (headroom/balanceBounds.ts,
 * `mirrorView`; docs/ENGINE.md, fact 6), and the mirror's leave least in the grants that
 * opened after a time. Like the kept balance it only falls within a stretch between grant
 * events, so the same times hold its minima.
 *
 * Built at the reserve's first whole mirror replay (a stream nobody asks the headroom of
 * pays nothing for it), then kept beside the balance points.
 */
import { BalanceMinima } from '../structures/balanceMinima';
import { KeyedSums } from '../structures/keyedSums';
import { GRANT_BLOCK_SPLIT } from '../limits';
import type { Schedule } from './schedule';

export class MirrorBalances {
  readonly minima = new BalanceMinima();
  /** What the mirror's totals leave of each grant (amount - mirror drawn). */
  readonly left: number[] = [];
  /** The same keyed by end (tag = grant). */
  readonly leftByEnd = new KeyedSums(GRANT_BLOCK_SPLIT);
  /** The balances before expiries read at a whole replay, kept for the next one. */
  private before: Float64Array = new Float64Array(0);

  /**
   * Lays out every grant by end and every time the balance before expiries (granted less
   * consumed) holds; the values come as at every later whole replay.
   */
  constructor(schedule: Schedule, leftOf: (grant: number) => number, beforeExpiries: BalanceMinima) {
    const { byEnd, ends, amounts } = schedule;
    for (let grant = 0; grant < amounts.length; grant++) this.left.push(0);
    for (const grant of byEnd) this.leftByEnd.insert(ends[grant], 0, grant);
    beforeExpiries.forEach((time) => this.minima.insert(time, 0));
    this.replayed(schedule, leftOf, beforeExpiries);
  }

  /**
   * The totals were replayed whole: `leftOf(grant)` is what they leave of each grant, and the
   * balances follow in one sweep along the grants' ends.
   */
  replayed(schedule: Schedule, leftOf: (grant: number) => number, beforeExpiries: BalanceMinima): void {
    const { left } = this;
    for (let grant = 0; grant < left.length; grant++) left[grant] = leftOf(grant);
    this.leftByEnd.setValues((grant) => left[grant]);
    // The twin minima hold granted less consumed at the same times, in the same order.
    const before = (this.before = beforeExpiries.valuesInOrder(this.before));
    const endedLeft = this.endedLeftSweep(schedule);
    let index = 0;
    this.minima.setEach((time) => before[index++] - endedLeft(time));
  }

  /** A new grant: the mirror has not drawn it yet. */
  granted(grant: number, start: number, end: number, amount: number): void {
    this.minima.addFrom(start, true, amount);
    this.minima.addFrom(end, false, -amount);
    this.left[grant] = amount;
    this.leftByEnd.insert(end, amount, grant);
  }

  /** What the totals leave of `grant` (ending at `end`) fell by `delta`. */
  leftFell(grant: number, end: number, delta: number): void {
    this.left[grant] -= delta;
    this.leftByEnd.addValue(end, grant, -delta);
    this.minima.addFrom(end, false, delta);
  }

  /** The mirror's balance at `time`, given granted less consumed there. */
  balanceAt(time: number, beforeExpiries: number): number {
    return beforeExpiries - this.leftByEnd.sumUpTo(time, false);
  }

  /** The first consumption time >= `from` whose mirror balance is below `threshold`; +Infinity when none is. */
  firstBelow(schedule: Schedule, from: number, threshold: number): number {
    return this.minima.firstBelowOrLatest(from, threshold, schedule.points.lastKey(), () => this.atLatest(schedule));
  }

  /** The least mirror balance at the consumption times from `from` on; +Infinity when none lies there. */
  leastFrom(schedule: Schedule, from: number): number {
    return this.minima.leastBetweenOrLatest(from, Number.POSITIVE_INFINITY, schedule.points.lastKey(), () => this.atLatest(schedule));
  }

  /** The latest consumption time is not kept (balancePoints.ts): its balance is read. */
  private atLatest(schedule: Schedule): number {
    const latest = schedule.points.lastKey();
    return this.balanceAt(latest, schedule.balanceBeforeExpiries(latest));
  }

  /** What the grants ended before each time leave, for increasing times. */
  private endedLeftSweep(schedule: Schedule): (time: number) => number {
    const { byEnd, ends } = schedule;
    let position = 0;
    let endedLeft = 0;
    return (time) => {
      while (position < byEnd.length && ends[byEnd[position]] < time) endedLeft += this.left[byEnd[position++]];
      return endedLeft;
    };
  }
}
