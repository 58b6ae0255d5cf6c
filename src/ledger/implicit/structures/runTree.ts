/**
 * The grants of the schedule's runs, in run order, in a segment tree whose nodes hold
 * the grant latest in EDF order below them: "the first run from here on whose grant
 * comes after grant g" is one descent, O(log R), instead of a scan over the runs.
 *
 * A grant added in the past (pastGrant.ts) redraws nothing before the first run whose
 * grant it precedes; where a month's grants share one window that run lay on average
 * 1,300 runs after the grant's start (1,000,000 calls, credit applied from the 1st of
 * the month), and the scan was a tenth of the run's time.
 *
 * The runs change only by being cut back to a length and appended to, so the tree is
 * brought up to date lazily: `cut` records the shortest length since, and `sync`
 * rewrites the leaves from there on (the work the change itself already did).
 */
export class RunTree {
  /** Leaves at `capacity + run`; -1 where no run is. */
  private nodes = new Int32Array(2);
  private capacity = 1;
  /** Runs whose leaves are known right. */
  private synced = 0;
  /** Leaves written so far (beyond them all are -1). */
  private leafEnd = 0;

  /** `precedes(a, b)`: grant a comes before grant b in EDF order. */
  constructor(private readonly precedes: (a: number, b: number) => boolean) {
    this.nodes.fill(-1);
  }

  /** The runs were cut back to `length` runs (they may grow again before the next sync). */
  cut(length: number): void {
    this.synced = Math.min(this.synced, length);
  }

  /** Brings the leaves up to `runGrant` (changed since only by `cut` and appending). */
  sync(runGrant: readonly number[]): void {
    const length = runGrant.length;
    if (length > this.capacity) this.grow(length);
    const { nodes, capacity } = this;
    const from = this.synced;
    const oldEnd = Math.max(from, this.leafEnd);
    for (let run = from; run < oldEnd || run < length; run++) nodes[capacity + run] = run < length ? runGrant[run] : -1;
    this.leafEnd = length;
    const last = Math.max(oldEnd, length) - 1;
    for (let low = (capacity + from) >> 1, high = (capacity + last) >> 1; low >= 1 && last >= from; low >>= 1, high >>= 1) {
      for (let node = low; node <= high; node++) nodes[node] = this.later(nodes[2 * node], nodes[2 * node + 1]);
    }
    this.synced = length;
  }

  /**
   * False when the runs were cut without `cut` being told: a leaf the tree believes
   * right differs from `runGrant`, or the runs are shorter than those leaves (for the
   * invariants).
   */
  isFreshFor(runGrant: readonly number[]): boolean {
    if (this.synced > runGrant.length) return false;
    for (let run = 0; run < this.synced; run++) if (this.nodes[this.capacity + run] !== runGrant[run]) return false;
    return true;
  }

  /** The first run at or after `from` whose grant comes after `grant` in EDF order, or -1 (after `sync`). */
  firstAfter(from: number, grant: number): number {
    return this.find(1, 0, this.capacity, from, grant);
  }

  private find(node: number, low: number, high: number, from: number, grant: number): number {
    const latest = this.nodes[node];
    if (high <= from || latest < 0 || !this.precedes(grant, latest)) return -1;
    if (high - low === 1) return low;
    const middle = (low + high) >> 1;
    const left = this.find(2 * node, low, middle, from, grant);
    return left >= 0 ? left : this.find(2 * node + 1, middle, high, from, grant);
  }

  private later(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    return this.precedes(a, b) ? b : a;
  }

  /** Doubles the capacity past `length`; every leaf is written again by the next sync. */
  private grow(length: number): void {
    let capacity = this.capacity;
    while (capacity < length) capacity *= 2;
    this.capacity = capacity;
    this.nodes = new Int32Array(2 * capacity).fill(-1);
    this.synced = 0;
    this.leafEnd = 0;
  }
}
