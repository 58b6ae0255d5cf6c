/**
 * The grants' amounts summed per window (start, end), in (start, end) order, each window
 * with the first of its grants to stand for it. Amounts never change, so sums only grow.
 * The forward walk (headroom/forwardReserve.ts) opens a window's grants at once: on
 * credit from the 1st of the month a month's hundreds of grants share two or three
 * windows.
 */
export class WindowSums {
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly amounts: number[] = [];
  readonly grants: number[] = [];
  /** Per grant, the next grant of its window (-1: none), linked from the one standing for the window. */
  readonly nextInWindow: number[] = [];
  /**
   * How many grants end at each end: a window whose grants are all of them is alone at its
   * end, where the forward walk and the kept schedule cannot drain different windows
   * (headroom/expiriesAhead.ts).
   */
  readonly grantsByEnd = new Map<number, number>();

  add(grant: number, start: number, end: number, amount: number): void {
    this.grantsByEnd.set(end, (this.grantsByEnd.get(end) ?? 0) + 1);
    // Ends are integers: the first window after (start, end - 1) is the first at or after (start, end).
    const at = this.firstAfter(start, end - 1);
    if (at < this.starts.length && this.starts[at] === start && this.ends[at] === end) {
      this.amounts[at] += amount;
      const head = this.grants[at];
      this.nextInWindow[grant] = this.nextInWindow[head];
      this.nextInWindow[head] = grant;
      return;
    }
    this.nextInWindow[grant] = -1;
    this.starts.splice(at, 0, start);
    this.ends.splice(at, 0, end);
    this.amounts.splice(at, 0, amount);
    this.grants.splice(at, 0, grant);
  }

  /** Index of the first window after (`start`, `end`) in (start, end) order; by default, of the first starting after `start`. */
  firstAfter(start: number, end = Number.POSITIVE_INFINITY): number {
    const { starts, ends } = this;
    const after = (index: number) => starts[index] > start || (starts[index] === start && ends[index] > end);
    let high = starts.length;
    // New grants mostly start at or after the others: look at the back first.
    if (high === 0 || !after(high - 1)) return high;
    let low = 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (after(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}
