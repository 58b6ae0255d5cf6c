/**
 * A segment tree over blocks (balanceMinima.ts) holding each block's least value with lazy
 * additions: adding to a range of blocks, the least over a range of blocks and the first
 * block below a value all cost O(log blocks). A leaf's value is what its block says (its
 * least stored value plus its base); the additions on the path from the root to the leaf
 * come on top.
 */
export class BlockMinTree {
  /** Leaves, a power of two. */
  private capacity = 1;
  /** Per node: least value below it (its own addition included), and its addition. */
  private least = new Float64Array(2).fill(Number.POSITIVE_INFINITY);
  private added = new Float64Array(2);

  /** The additions on the path from the root to leaf `block`. */
  additionsAbove(block: number): number {
    let sum = 0;
    for (let node = this.capacity + block; node >= 1; node >>= 1) sum += this.added[node];
    return sum;
  }

  /** Sets the value of leaf `block` (without the additions above it) and the minima over it. */
  setLeaf(block: number, value: number): void {
    let node = this.capacity + block;
    this.least[node] = this.added[node] + value;
    for (node >>= 1; node >= 1; node >>= 1) {
      this.least[node] = this.added[node] + Math.min(this.least[2 * node], this.least[2 * node + 1]);
    }
  }

  /** Adds `delta` to every leaf in `[from, to]`. */
  addRange(from: number, to: number, delta: number): void {
    this.addBelow(1, 0, this.capacity - 1, from, to, delta);
  }

  /** The least value of the leaves in `[from, to]`; +Infinity when the range is empty. */
  leastIn(from: number, to: number): number {
    return this.leastBelow(1, 0, this.capacity - 1, from, to);
  }

  /** The first of the `count` leaves from `from` on whose value is below `limit`; -1 if none. */
  firstBelow(from: number, limit: number, count: number): number {
    return this.firstBelowUnder(1, 0, this.capacity - 1, from, limit, count);
  }

  /**
   * Empties the tree of its additions, giving each leaf the total that lay on its path, so
   * the caller can fold them into its blocks before the leaves shift (a split) or grow.
   */
  drainAdditions(visit: (leaf: number, added: number) => void): void {
    const { added, capacity } = this;
    for (let node = 1; node < capacity; node++) {
      added[2 * node] += added[node];
      added[2 * node + 1] += added[node];
    }
    for (let leaf = 0; leaf < capacity; leaf++) visit(leaf, added[capacity + leaf]);
    added.fill(0);
  }

  /** Rebuilds the tree, with no additions, over `count` leaves whose values `valueOf` gives. */
  rebuild(count: number, valueOf: (leaf: number) => number): void {
    while (this.capacity < count) this.capacity *= 2;
    if (this.least.length !== 2 * this.capacity) {
      this.least = new Float64Array(2 * this.capacity);
      this.added = new Float64Array(2 * this.capacity);
    }
    this.least.fill(Number.POSITIVE_INFINITY);
    this.added.fill(0);
    for (let leaf = 0; leaf < count; leaf++) this.least[this.capacity + leaf] = valueOf(leaf);
    for (let node = this.capacity - 1; node >= 1; node--) this.least[node] = Math.min(this.least[2 * node], this.least[2 * node + 1]);
  }

  /** How many leaves the tree has room for before it must be rebuilt larger. */
  leafRoom(): number {
    return this.capacity;
  }

  private addBelow(node: number, low: number, high: number, from: number, to: number, delta: number): void {
    if (to < low || high < from) return;
    if (from <= low && high <= to) {
      this.added[node] += delta;
      this.least[node] += delta;
      return;
    }
    const middle = (low + high) >> 1;
    this.addBelow(2 * node, low, middle, from, to, delta);
    this.addBelow(2 * node + 1, middle + 1, high, from, to, delta);
    this.least[node] = this.added[node] + Math.min(this.least[2 * node], this.least[2 * node + 1]);
  }

  private leastBelow(node: number, low: number, high: number, from: number, to: number): number {
    if (to < low || high < from) return Number.POSITIVE_INFINITY;
    if (from <= low && high <= to) return this.least[node];
    const middle = (low + high) >> 1;
    return this.added[node] + Math.min(this.leastBelow(2 * node, low, middle, from, to), this.leastBelow(2 * node + 1, middle + 1, high, from, to));
  }

  /** `limit` is less the additions above `node`. */
  private firstBelowUnder(node: number, low: number, high: number, from: number, limit: number, count: number): number {
    if (high < from || low >= count || this.least[node] >= limit) return -1;
    if (low === high) return low;
    const middle = (low + high) >> 1;
    const below = limit - this.added[node];
    const left = this.firstBelowUnder(2 * node, low, middle, from, below, count);
    return left >= 0 ? left : this.firstBelowUnder(2 * node + 1, middle + 1, high, from, below, count);
  }
}
