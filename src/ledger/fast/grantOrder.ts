/**
 * All grants in EDF order (end, then id), to answer the allocator's one question:
 * "from this EDF position on, the first grant a consumption can still draw from", that
 * is, whose window holds its time and which was not already emptied by a consumption
 * replaying before it. Every grant from a position found by end has `end >= t`, so the
 * window check is `start <= t`. For every run of `RUN_LENGTH` grants we keep the
 * smallest start and the latest time at which one of them ran dry, so runs that open
 * too late, or were all emptied earlier, are skipped whole. Without that skip, a
 * consumption "now" would walk every grant EDF already emptied.
 *
 * Grants are few next to consumptions (3% of calls in the benchmark stream), and new
 * ones mostly end last, so a flat array with splice is cheaper than a tree here: an
 * insertion costs O(G - position), a search O(log G) plus the runs it skips, and a
 * change of a grant's exhaustion O(RUN_LENGTH).
 */
import { NOT_EXHAUSTED, type EventStore } from './eventStore';

const RUN_LENGTH = 32;

export class GrantOrder {
  private readonly order: number[] = [];
  private readonly runStartMin: number[] = [];
  private readonly runExhaustedTimeMax: number[] = [];
  /** Runs whose `runExhaustedTimeMax` may be too high: recomputed when a search reaches them. */
  private readonly runIsStale: boolean[] = [];
  /** Where each grant sits in `order`, so a cascade step finds its successors in O(1). */
  private readonly positionOfGrant: number[] = [];

  constructor(private readonly store: EventStore) {}

  insert(grant: number): void {
    const position = this.positionBefore(grant);
    this.order.splice(position, 0, grant);
    this.refreshFrom(position);
  }

  /** Puts `grants`, consecutive in EDF order, right after `grant` (a pool's lead). */
  insertAfter(grant: number, grants: readonly number[]): void {
    const position = this.positionOfGrant[grant] + 1;
    const tail = this.order.splice(position);
    for (const each of grants) this.order.push(each);
    for (const each of tail) this.order.push(each);
    this.refreshFrom(position);
  }

  /** Puts `replacement` where `grant` is (same place in EDF order). */
  replace(grant: number, replacement: number): void {
    const position = this.positionOfGrant[grant];
    this.order[position] = replacement;
    this.refreshRun(Math.floor(position / RUN_LENGTH));
  }

  /** Re-reads a grant's bounds after its start or exhaustion was rewritten. */
  refresh(grant: number): void {
    this.refreshRun(Math.floor(this.positionOfGrant[grant] / RUN_LENGTH));
  }

  /** The grant at `position` in EDF order, or -1 past either end. */
  at(position: number): number {
    return position >= 0 && position < this.order.length ? this.order[position] : -1;
  }

  /**
   * Call after a grant's `grantExhaustedBy` changed. A later time raises the run's
   * bound at once; an earlier one only marks the bound stale (a bound that is too high
   * merely skips less), so the cascade pays O(1) here.
   */
  exhaustionChanged(grant: number): void {
    const run = Math.floor(this.positionOfGrant[grant] / RUN_LENGTH);
    const exhaustedTime = this.exhaustedTimeOf(grant);
    if (exhaustedTime >= this.runExhaustedTimeMax[run]) this.runExhaustedTimeMax[run] = exhaustedTime;
    else this.runIsStale[run] = true;
  }

  /** The first grant in EDF order that `consumption` can draw from, or -1. */
  firstOpenFor(consumption: number): number {
    return this.scanFrom(this.firstEndingFrom(this.store.consumptionTime[consumption]), consumption);
  }

  /** The next grant after `grant` in EDF order that `consumption` can draw from, or -1. */
  nextOpenFor(grant: number, consumption: number): number {
    return this.scanFrom(this.positionOfGrant[grant] + 1, consumption);
  }

  /** Grants whose end is `>= time`, in EDF order. */
  *endingFrom(time: number): Generator<number> {
    for (let position = this.firstEndingFrom(time); position < this.order.length; position++) {
      yield this.order[position];
    }
  }

  /** Grants after `grant` in EDF order. */
  *after(grant: number): Generator<number> {
    for (let position = this.positionOfGrant[grant] + 1; position < this.order.length; position++) {
      yield this.order[position];
    }
  }

  /** Grants whose window holds `time`, in EDF order. */
  *eligibleAt(time: number): Generator<number> {
    for (const grant of this.endingFrom(time)) {
      if (this.store.grantStart[grant] <= time) yield grant;
    }
  }

  all(): readonly number[] {
    return this.order;
  }

  /** Where `grant` goes in EDF order: the number of grants that precede it. */
  positionBefore(grant: number): number {
    const { order } = this;
    // New grants mostly end after every other one: no search (each step of which
    // would read two arrays at random).
    if (order.length === 0 || this.store.grantPrecedes(order[order.length - 1], grant)) return order.length;
    let low = 0;
    let high = order.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.store.grantPrecedes(order[middle], grant)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private firstEndingFrom(time: number): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.store.grantEnd[this.order[middle]] < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private scanFrom(firstPosition: number, consumption: number): number {
    const { order, runStartMin, runExhaustedTimeMax, store } = this;
    const time = store.consumptionTime[consumption];
    let position = firstPosition;
    // A stale bound is only too high, so it skips less. A stale run is repaired once a
    // scan has walked all of it anyway, so a cascade that finds an open grant within a
    // step or two never pays RUN_LENGTH reads for a repair it would not use.
    let staleRunWalked = -1;
    while (position < order.length) {
      if (position % RUN_LENGTH === 0) {
        const run = position / RUN_LENGTH;
        if (run > 0 && staleRunWalked === run - 1) this.refreshRun(run - 1);
        if (runStartMin[run] > time || runExhaustedTimeMax[run] < time) {
          position += RUN_LENGTH;
          continue;
        }
        staleRunWalked = this.runIsStale[run] ? run : -1;
      }
      const grant = order[position];
      const exhaustedBy = store.grantExhaustedBy[grant];
      const isOpen = exhaustedBy === NOT_EXHAUSTED || store.replaysBefore(consumption, exhaustedBy);
      if (store.grantStart[grant] <= time && isOpen) return grant;
      position++;
    }
    return -1;
  }

  private refreshFrom(position: number): void {
    const runCount = Math.ceil(this.order.length / RUN_LENGTH);
    for (let run = Math.floor(position / RUN_LENGTH); run < runCount; run++) this.refreshRun(run);
  }

  /** Recomputes one run's positions and skip bounds: O(RUN_LENGTH). */
  private refreshRun(run: number): void {
    const { order, positionOfGrant, store } = this;
    let startMin = Infinity;
    let exhaustedTimeMax = -Infinity;
    const runEnd = Math.min(order.length, (run + 1) * RUN_LENGTH);
    for (let position = run * RUN_LENGTH; position < runEnd; position++) {
      const grant = order[position];
      positionOfGrant[grant] = position;
      startMin = Math.min(startMin, store.grantStart[grant]);
      exhaustedTimeMax = Math.max(exhaustedTimeMax, this.exhaustedTimeOf(grant));
    }
    this.runStartMin[run] = startMin;
    this.runExhaustedTimeMax[run] = exhaustedTimeMax;
    this.runIsStale[run] = false;
  }

  /** When the grant ran dry, or Infinity while it has credit left. */
  private exhaustedTimeOf(grant: number): number {
    const exhaustedBy = this.store.grantExhaustedBy[grant];
    return exhaustedBy === NOT_EXHAUSTED ? Infinity : this.store.consumptionTime[exhaustedBy];
  }
}
