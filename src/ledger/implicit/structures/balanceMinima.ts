/**
 * The balance at every accepted consumption's time (after all consumptions at that time),
 * with the least of them over a range of times. Every change of the ledger moves the
 * balance of a suffix of times by one amount (a consumption or a grant's start from its
 * time on, what a grant has left after its end), so the values sit in sorted blocks and
 * a segment tree over the blocks holds each block's least value with lazy additions: a
 * change costs O(log blocks + BLOCK), a range minimum the same. The headroom bounds
 * (schedule/balanceBounds.ts) read it.
 */
const BLOCK_SPLIT = 256;

interface Block {
  times: number[];
  /** Stored values: the balance is `value + base of the block + the tree's additions above its leaf`. */
  values: number[];
  least: number;
}

function lowerBound(sorted: readonly number[], time: number, inclusive: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < time || (!inclusive && sorted[middle] === time)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function leastOf(values: readonly number[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const value of values) if (value < least) least = value;
  return least;
}

export class BalanceMinima {
  private readonly blocks: Block[] = [{ times: [], values: [], least: Number.POSITIVE_INFINITY }];
  private readonly firstTimes: number[] = [Number.NEGATIVE_INFINITY];
  /** Additions folded into each block when the tree was last rebuilt. */
  private readonly base: number[] = [0];
  private capacity = 1;
  /** Per tree node: least balance below it (its own addition included), and its addition. */
  private least = new Float64Array(2).fill(Number.POSITIVE_INFINITY);
  private added = new Float64Array(2);
  size = 0;

  lastTime(): number {
    const { times } = this.blocks[this.blocks.length - 1];
    return times.length > 0 ? times[times.length - 1] : Number.NEGATIVE_INFINITY;
  }

  /** Adds `delta` to the balance at every time >= `time` (> `time` when not `inclusive`). */
  addFrom(time: number, inclusive: boolean, delta: number): void {
    if (delta === 0 || this.size === 0 || (inclusive ? time > this.lastTime() : time >= this.lastTime())) return;
    const blockIndex = Math.max(0, lowerBound(this.firstTimes, time, false) - 1);
    const block = this.blocks[blockIndex];
    const position = lowerBound(block.times, time, inclusive);
    if (position < block.times.length) {
      for (let index = position; index < block.values.length; index++) block.values[index] += delta;
      block.least = leastOf(block.values);
      this.setLeaf(blockIndex);
    }
    if (blockIndex + 1 < this.blocks.length) this.addToBlocks(1, 0, this.capacity - 1, blockIndex + 1, this.blocks.length - 1, delta);
  }

  has(time: number): boolean {
    if (time > this.lastTime()) return false;
    const { times } = this.blocks[Math.max(0, lowerBound(this.firstTimes, time, false) - 1)];
    const position = lowerBound(times, time, true);
    return position < times.length && times[position] === time;
  }

  /** Adds a time that is not there with its balance (from then on, additions keep it right). */
  insert(time: number, balance: number): void {
    const last = time > this.lastTime();
    const blockIndex = last ? this.blocks.length - 1 : Math.max(0, lowerBound(this.firstTimes, time, false) - 1);
    const block = this.blocks[blockIndex];
    const position = last ? block.times.length : lowerBound(block.times, time, true);
    const value = balance - this.offsetOf(blockIndex);
    if (position === block.times.length) {
      block.times.push(time);
      block.values.push(value);
    } else {
      block.times.splice(position, 0, time);
      block.values.splice(position, 0, value);
    }
    this.size++;
    if (block.times.length >= BLOCK_SPLIT) {
      block.least = Math.min(block.least, value);
      this.split(blockIndex);
    } else if (value < block.least) {
      // Only a new least changes the tree above the block.
      block.least = value;
      this.setLeaf(blockIndex);
    }
  }

  /** The least balance at the times in `[from, to]`; +Infinity when none lies there. */
  leastBetween(from: number, to: number): number {
    if (this.size === 0 || from > to) return Number.POSITIVE_INFINITY;
    const first = Math.max(0, lowerBound(this.firstTimes, from, false) - 1);
    const last = Math.max(0, lowerBound(this.firstTimes, to, false) - 1);
    let least = this.leastInBlock(first, from, to);
    if (last > first) least = Math.min(least, this.leastInBlock(last, from, to));
    if (last > first + 1) least = Math.min(least, this.leastOfBlocks(1, 0, this.capacity - 1, first + 1, last - 1));
    return least;
  }

  /** Every time with its balance, in order (for the invariants). */
  forEach(visit: (time: number, balance: number) => void): void {
    this.blocks.forEach((block, blockIndex) => {
      const offset = this.offsetOf(blockIndex);
      block.times.forEach((time, index) => visit(time, block.values[index] + offset));
    });
  }

  private leastInBlock(blockIndex: number, from: number, to: number): number {
    const { times, values } = this.blocks[blockIndex];
    let least = Number.POSITIVE_INFINITY;
    for (let index = lowerBound(times, from, true); index < times.length && times[index] <= to; index++) {
      if (values[index] < least) least = values[index];
    }
    return least + this.offsetOf(blockIndex);
  }

  /** What the balances of a block add to their stored values. */
  private offsetOf(blockIndex: number): number {
    let offset = this.base[blockIndex];
    for (let node = this.capacity + blockIndex; node >= 1; node >>= 1) offset += this.added[node];
    return offset;
  }

  private setLeaf(blockIndex: number): void {
    let node = this.capacity + blockIndex;
    this.least[node] = this.added[node] + this.base[blockIndex] + this.blocks[blockIndex].least;
    for (node >>= 1; node >= 1; node >>= 1) {
      this.least[node] = this.added[node] + Math.min(this.least[2 * node], this.least[2 * node + 1]);
    }
  }

  private addToBlocks(node: number, low: number, high: number, from: number, to: number, delta: number): void {
    if (to < low || high < from) return;
    if (from <= low && high <= to) {
      this.added[node] += delta;
      this.least[node] += delta;
      return;
    }
    const middle = (low + high) >> 1;
    this.addToBlocks(2 * node, low, middle, from, to, delta);
    this.addToBlocks(2 * node + 1, middle + 1, high, from, to, delta);
    this.least[node] = this.added[node] + Math.min(this.least[2 * node], this.least[2 * node + 1]);
  }

  private leastOfBlocks(node: number, low: number, high: number, from: number, to: number): number {
    if (to < low || high < from) return Number.POSITIVE_INFINITY;
    if (from <= low && high <= to) return this.least[node];
    const middle = (low + high) >> 1;
    const below = Math.min(this.leastOfBlocks(2 * node, low, middle, from, to), this.leastOfBlocks(2 * node + 1, middle + 1, high, from, to));
    return this.added[node] + below;
  }

  /**
   * Splits a full block in two; the upper half keeps its balances through its base. A
   * split of the last block (entries arrive mostly in time order) takes the next leaf;
   * any other shifts the blocks after it, so the tree is rebuilt with every addition
   * pushed into the bases: O(blocks), once per BLOCK_SPLIT / 2 insertions there at most.
   */
  private split(blockIndex: number): void {
    const block = this.blocks[blockIndex];
    const half = block.times.length >> 1;
    const upper: Block = { times: block.times.splice(half), values: block.values.splice(half), least: 0 };
    upper.least = leastOf(upper.values);
    block.least = leastOf(block.values);
    const offset = this.offsetOf(blockIndex);
    const atEnd = blockIndex === this.blocks.length - 1 && this.blocks.length < this.capacity;
    this.blocks.splice(blockIndex + 1, 0, upper);
    this.firstTimes.splice(blockIndex + 1, 0, upper.times[0]);
    this.base.splice(blockIndex + 1, 0, 0);
    if (atEnd) {
      this.base[blockIndex + 1] = offset - this.offsetOf(blockIndex + 1);
      this.setLeaf(blockIndex);
      this.setLeaf(blockIndex + 1);
      return;
    }
    this.base[blockIndex + 1] = offset;
    this.pushAdditionsIntoBases(blockIndex + 1);
    this.rebuild();
  }

  /** Moves every tree addition into the bases of the blocks below it (the new block, `skipped`, has its own). */
  private pushAdditionsIntoBases(skipped: number): void {
    const { added, capacity } = this;
    for (let node = 1; node < capacity; node++) {
      added[2 * node] += added[node];
      added[2 * node + 1] += added[node];
    }
    // Leaves name the blocks as they were before the split: those after it moved one on.
    for (let leaf = 0; leaf < capacity; leaf++) {
      const blockIndex = leaf < skipped ? leaf : leaf + 1;
      if (blockIndex < this.base.length) this.base[blockIndex] += added[capacity + leaf];
    }
  }

  private rebuild(): void {
    while (this.capacity < this.blocks.length) this.capacity *= 2;
    this.least = new Float64Array(2 * this.capacity).fill(Number.POSITIVE_INFINITY);
    this.added = new Float64Array(2 * this.capacity);
    this.blocks.forEach((block, blockIndex) => {
      this.least[this.capacity + blockIndex] = this.base[blockIndex] + block.least;
    });
    for (let node = this.capacity - 1; node >= 1; node--) this.least[node] = Math.min(this.least[2 * node], this.least[2 * node + 1]);
  }
}
