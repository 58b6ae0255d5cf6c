/**
 * Per-grant sums for one change (what each grant drew after a point, how much its drawn
 * total moves), in arrays reused from one change to the next and stamped per use, so a
 * change allocates nothing per grant: a late event runs one of these on every call.
 */
export class GrantTotals {
  private values = new Float64Array(64);
  private stamps = new Uint32Array(64);
  private stamp = 0;
  /** The grants with a sum in the current use, in the order first touched. */
  readonly touched: number[] = [];

  /** Starts a new use for grants `0 .. grants - 1`. */
  reset(grants: number): void {
    if (grants > this.values.length) {
      const size = Math.max(grants, 2 * this.values.length);
      this.values = new Float64Array(size);
      this.stamps = new Uint32Array(size);
      this.stamp = 0;
    }
    this.stamp += 1;
    this.touched.length = 0;
  }

  add(grant: number, delta: number): void {
    if (this.stamps[grant] !== this.stamp) {
      this.stamps[grant] = this.stamp;
      this.values[grant] = 0;
      this.touched.push(grant);
    }
    this.values[grant] += delta;
  }

  has(grant: number): boolean {
    return this.stamps[grant] === this.stamp;
  }

  get(grant: number): number {
    return this.has(grant) ? this.values[grant] : 0;
  }
}
