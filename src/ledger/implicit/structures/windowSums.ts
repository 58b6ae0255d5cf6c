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
   * Per window, indexed by the grant standing for it: 1 when no other window has its end.
   * There the forward walk and the kept schedule cannot drain different windows of one end
   * (headroom/expiriesAhead.ts). An array read where a window runs dry: a map by end read
   * there cost the walks a third more time at 0.95 of the supply.
   */
  readonly aloneAtEnd: number[] = [];
  /** Per end, the grant standing for the only window with that end, or -1 once there are more. */
  private readonly windowAtEnd = new Map<number, number>();

  add(grant: number, start: number, end: number, amount: number): void {
    // Ends are integers: the first window after (start, end - 1) is the first at or after (start, end).
    const at = this.firstAfter(start, end - 1);
    if (at < this.starts.length && this.starts[at] === start && this.ends[at] === end) {
      this.amounts[at] += amount;
      const head = this.grants[at];
      this.nextInWindow[grant] = this.nextInWindow[head];
      this.nextInWindow[head] = grant;
      this.aloneAtEnd[grant] = 0;
      return;
    }
    this.nextInWindow[grant] = -1;
    this.noteWindowAtEnd(grant, end);
    this.starts.splice(at, 0, start);
    this.ends.splice(at, 0, end);
    this.amounts.splice(at, 0, amount);
    this.grants.splice(at, 0, grant);
  }

  /** A new window, standing on `grant`, ends at `end`. */
  private noteWindowAtEnd(grant: number, end: number): void {
    const other = this.windowAtEnd.get(end);
    this.aloneAtEnd[grant] = other === undefined ? 1 : 0;
    if (other === undefined) this.windowAtEnd.set(end, grant);
    else if (other >= 0) {
      this.aloneAtEnd[other] = 0;
      this.windowAtEnd.set(end, -1);
    }
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
