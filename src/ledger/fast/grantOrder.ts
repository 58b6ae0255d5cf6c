/**
 * All grants in EDF order (end, then id), with the smallest start of every run of
 * `RUN_LENGTH` grants, to answer "the first grant at or after this EDF position whose
 * window holds time t". Every grant from a position found by end has `end >= t`, so
 * only `start <= t` needs checking, and whole runs that start too late are skipped.
 *
 * Grants are few next to consumptions (3% of calls in the benchmark stream), and new
 * ones mostly end last, so a flat array with splice is cheaper than a tree here: an
 * insertion costs O(G - position), a search O(log G) plus the runs it skips.
 */
import type { EventStore } from './eventStore';

const RUN_LENGTH = 32;

export class GrantOrder {
  private readonly order: number[] = [];
  private readonly runStartMin: number[] = [];

  constructor(private readonly store: EventStore) {}

  get size(): number {
    return this.order.length;
  }

  insert(grant: number): void {
    const position = this.positionBefore(grant);
    this.order.splice(position, 0, grant);
    this.refreshRunsFrom(Math.floor(position / RUN_LENGTH));
  }

  /** The first grant in EDF order whose window holds `time`, or -1. */
  firstEligibleAt(time: number): number {
    return this.scanFrom(this.firstEndingFrom(time), time);
  }

  /** The next grant after `grant` in EDF order whose window holds `time`, or -1. */
  nextEligibleAfter(grant: number, time: number): number {
    return this.scanFrom(this.positionBefore(grant) + 1, time);
  }

  /** Grants whose end is `>= time`, in EDF order. */
  *endingFrom(time: number): Generator<number> {
    for (let position = this.firstEndingFrom(time); position < this.order.length; position++) {
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

  /** Position of `grant` if present, else where it would go: grants before it in EDF order. */
  private positionBefore(grant: number): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.store.grantPrecedes(this.order[middle], grant)) low = middle + 1;
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

  private scanFrom(firstPosition: number, time: number): number {
    const { order, runStartMin } = this;
    const starts = this.store.grantStart;
    let position = firstPosition;
    while (position < order.length) {
      if (position % RUN_LENGTH === 0 && runStartMin[position / RUN_LENGTH] > time) {
        position += RUN_LENGTH;
        continue;
      }
      if (starts[order[position]] <= time) return order[position];
      position++;
    }
    return -1;
  }

  private refreshRunsFrom(firstRun: number): void {
    const runCount = Math.ceil(this.order.length / RUN_LENGTH);
    for (let run = firstRun; run < runCount; run++) {
      let startMin = Infinity;
      const runEnd = Math.min(this.order.length, (run + 1) * RUN_LENGTH);
      for (let position = run * RUN_LENGTH; position < runEnd; position++) {
        startMin = Math.min(startMin, this.store.grantStart[this.order[position]]);
      }
      this.runStartMin[run] = startMin;
    }
  }
}
