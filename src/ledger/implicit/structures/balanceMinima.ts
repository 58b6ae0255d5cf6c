/**
 * The balance at every accepted consumption's time (after all consumptions at that time),
 * with the least of them over a range of times. Every change of the ledger moves the
 * balance of a suffix of times by one amount (a consumption or a grant's start from its
 * time on, what a grant has left after its end), so the values sit in sorted blocks and
 * a segment tree over the blocks holds each block's least value with lazy additions: a
 * change costs O(log blocks + BLOCK), a range minimum or the first time below a value
 * the same. The headroom bounds (headroom/balanceBounds.ts) and the broken list of a
 * refusal (schedule/brokenByBalances.ts) read it.
 */
import { BlockMinTree } from './blockMinTree';
import { upperBound } from './sortedSearch';
import { BALANCE_MINIMA_BLOCK } from '../limits';

interface Block {
  /** Typed, and full where entries arrive in time order. */
  times: Float64Array;
  /** Stored values: the balance is `value + base of the block + the tree's additions above its leaf`. */
  values: Float64Array;
  size: number;
  least: number;
}

function emptyBlock(): Block {
  return { times: new Float64Array(BALANCE_MINIMA_BLOCK), values: new Float64Array(BALANCE_MINIMA_BLOCK), size: 0, least: Number.POSITIVE_INFINITY };
}

function leastOf(block: Block): number {
  let least = Number.POSITIVE_INFINITY;
  for (let index = 0; index < block.size; index++) if (block.values[index] < least) least = block.values[index];
  return least;
}

export class BalanceMinima {
  private readonly blocks: Block[] = [emptyBlock()];
  private readonly firstTimes: number[] = [Number.NEGATIVE_INFINITY];
  /** Additions folded into each block when the tree was last rebuilt. */
  private readonly base: number[] = [0];
  /** Each block's least balance, with the additions that reach whole blocks. */
  private readonly tree = new BlockMinTree();
  size = 0;

  lastTime(): number {
    const block = this.blocks[this.blocks.length - 1];
    return block.size > 0 ? block.times[block.size - 1] : Number.NEGATIVE_INFINITY;
  }

  /** Adds `delta` to the balance at every time >= `time` (> `time` when not `inclusive`). */
  addFrom(time: number, inclusive: boolean, delta: number): void {
    if (delta === 0 || this.size === 0 || (inclusive ? time > this.lastTime() : time >= this.lastTime())) return;
    const blockIndex = this.blockOf(time);
    const block = this.blocks[blockIndex];
    const position = upperBound(block.times, time, !inclusive, block.size);
    if (position < block.size) {
      const { values } = block;
      let least = Number.POSITIVE_INFINITY;
      for (let index = 0; index < position; index++) if (values[index] < least) least = values[index];
      for (let index = position; index < block.size; index++) {
        values[index] += delta;
        if (values[index] < least) least = values[index];
      }
      block.least = least;
      this.setLeaf(blockIndex);
    }
    if (blockIndex + 1 < this.blocks.length) this.tree.addRange(blockIndex + 1, this.blocks.length - 1, delta);
  }

  has(time: number): boolean {
    if (time > this.lastTime()) return false;
    const block = this.blocks[this.blockOf(time)];
    const position = upperBound(block.times, time, false, block.size);
    return position < block.size && block.times[position] === time;
  }

  /** The first time >= `time`; +Infinity when there is none. */
  firstFrom(time: number): number {
    if (time > this.lastTime()) return Number.POSITIVE_INFINITY;
    let blockIndex = this.blockOf(time);
    let block = this.blocks[blockIndex];
    const position = upperBound(block.times, time, false, block.size);
    if (position < block.size) return block.times[position];
    do block = this.blocks[++blockIndex];
    while (block.size === 0);
    return block.times[0];
  }

  /** The last time < `time`; -Infinity when there is none. */
  lastBefore(time: number): number {
    let blockIndex = this.blockOf(time);
    let block = this.blocks[blockIndex];
    const position = upperBound(block.times, time, false, block.size);
    if (position > 0) return block.times[position - 1];
    while (blockIndex > 0) {
      block = this.blocks[--blockIndex];
      if (block.size > 0) return block.times[block.size - 1];
    }
    return Number.NEGATIVE_INFINITY;
  }

  /** Replaces the time `from` by `to` with its balance; no other time may lie between them. */
  move(from: number, to: number, balance: number): void {
    const blockIndex = this.blockOf(from);
    const block = this.blocks[blockIndex];
    const position = upperBound(block.times, from, false, block.size);
    const previous = block.values[position];
    block.times[position] = to;
    block.values[position] = balance - this.offsetOf(blockIndex);
    if (position === 0 && blockIndex > 0) this.firstTimes[blockIndex] = to;
    if (block.values[position] < block.least) block.least = block.values[position];
    else if (previous === block.least) block.least = leastOf(block);
    else return;
    this.setLeaf(blockIndex);
  }

  /** Adds a time that is not there with its balance (from then on, additions keep it right). */
  insert(time: number, balance: number): void {
    let blockIndex = time > this.lastTime() ? this.blocks.length - 1 : this.blockOf(time);
    let block = this.blocks[blockIndex];
    let position = upperBound(block.times, time, false, block.size);
    if (block.size === BALANCE_MINIMA_BLOCK) {
      if (position === BALANCE_MINIMA_BLOCK && blockIndex === this.blocks.length - 1) {
        // In time order: a new last block, so blocks stay full.
        this.appendBlock(time);
        blockIndex++;
        position = 0;
      } else {
        this.split(blockIndex);
        if (position > BALANCE_MINIMA_BLOCK >> 1) {
          blockIndex++;
          position -= BALANCE_MINIMA_BLOCK >> 1;
        }
      }
      block = this.blocks[blockIndex];
    }
    const value = balance - this.offsetOf(blockIndex);
    block.times.copyWithin(position + 1, position, block.size);
    block.values.copyWithin(position + 1, position, block.size);
    block.times[position] = time;
    block.values[position] = value;
    block.size++;
    this.size++;
    if (value < block.least) {
      // Only a new least changes the tree above the block.
      block.least = value;
      this.setLeaf(blockIndex);
    }
  }

  /** The last block whose first time is <= `time` (block 0 takes every earlier time). */
  private blockOf(time: number): number {
    return Math.max(0, upperBound(this.firstTimes, time, true) - 1);
  }

  /** The least balance at the times in `[from, to]`; +Infinity when none lies there. */
  leastBetween(from: number, to: number): number {
    if (this.size === 0 || from > to) return Number.POSITIVE_INFINITY;
    const first = this.blockOf(from);
    const last = this.blockOf(to);
    let least = this.leastInBlock(first, from, to);
    if (last > first) least = Math.min(least, this.leastInBlock(last, from, to));
    if (last > first + 1) least = Math.min(least, this.tree.leastIn(first + 1, last - 1));
    return least;
  }

  /** The first time >= `from` whose balance is below `threshold`; +Infinity when none is. */
  firstBelow(from: number, threshold: number): number {
    if (from > this.lastTime()) return Number.POSITIVE_INFINITY;
    const first = this.blockOf(from);
    const inFirst = this.firstBelowInBlock(first, from, threshold);
    const blockIndex = inFirst < Number.POSITIVE_INFINITY ? -1 : this.tree.firstBelow(first + 1, threshold, this.blocks.length);
    return blockIndex < 0 ? inFirst : this.firstBelowInBlock(blockIndex, from, threshold);
  }

  /** `firstBelow`, also counting `latest`, a time not kept, with the balance `atLatest()` there. */
  firstBelowOrLatest(from: number, threshold: number, latest: number, atLatest: () => number): number {
    const time = this.firstBelow(from, threshold);
    if (time < Number.POSITIVE_INFINITY) return time;
    return latest >= from && atLatest() < threshold ? latest : Number.POSITIVE_INFINITY;
  }

  /** `leastBetween`, also counting `latest`, a time not kept, with the balance `atLatest()` there. */
  leastBetweenOrLatest(from: number, to: number, latest: number, atLatest: () => number): number {
    const atLatestTime = latest >= from && latest <= to ? atLatest() : Number.POSITIVE_INFINITY;
    return Math.min(atLatestTime, this.leastBetween(from, to));
  }

  /** Replaces the balance at every time kept by `valueAt(time)`, called in time order (a whole recomputation). */
  setEach(valueAt: (time: number) => number): void {
    this.blocks.forEach((block, blockIndex) => {
      this.base[blockIndex] = 0;
      for (let index = 0; index < block.size; index++) block.values[index] = valueAt(block.times[index]);
      block.least = leastOf(block);
    });
    // Drops the tree's additions too: the values above are whole.
    this.rebuild();
  }

  /** Every balance in time order, in `into` when it has room (else a new array): no call per entry. */
  valuesInOrder(into: Float64Array): Float64Array {
    const values = into.length >= this.size ? into : new Float64Array(2 * this.size);
    let next = 0;
    this.blocks.forEach((block, blockIndex) => {
      const offset = this.offsetOf(blockIndex);
      for (let index = 0; index < block.size; index++) values[next++] = block.values[index] + offset;
    });
    return values;
  }

  /** Every time with its balance, in order (for the invariants). */
  forEach(visit: (time: number, balance: number) => void): void {
    this.blocks.forEach((block, blockIndex) => {
      const offset = this.offsetOf(blockIndex);
      for (let index = 0; index < block.size; index++) visit(block.times[index], block.values[index] + offset);
    });
  }

  private leastInBlock(blockIndex: number, from: number, to: number): number {
    const { times, values, size } = this.blocks[blockIndex];
    let least = Number.POSITIVE_INFINITY;
    for (let index = upperBound(times, from, false, size); index < size && times[index] <= to; index++) {
      if (values[index] < least) least = values[index];
    }
    return least + this.offsetOf(blockIndex);
  }

  private firstBelowInBlock(blockIndex: number, from: number, threshold: number): number {
    const { times, values, size } = this.blocks[blockIndex];
    const limit = threshold - this.offsetOf(blockIndex);
    for (let index = upperBound(times, from, false, size); index < size; index++) {
      if (values[index] < limit) return times[index];
    }
    return Number.POSITIVE_INFINITY;
  }

  /** What the balances of a block add to their stored values. */
  private offsetOf(blockIndex: number): number {
    return this.base[blockIndex] + this.tree.additionsAbove(blockIndex);
  }

  /** A block's least balance without the tree's additions above it: its leaf's value. */
  private leafValue(blockIndex: number): number {
    return this.base[blockIndex] + this.blocks[blockIndex].least;
  }

  private setLeaf(blockIndex: number): void {
    this.tree.setLeaf(blockIndex, this.leafValue(blockIndex));
  }

  /** A new empty last block after a full one, named by its first time; its leaf adds nothing yet. */
  private appendBlock(firstTime: number): void {
    const blockIndex = this.blocks.length;
    this.blocks.push(emptyBlock());
    this.firstTimes.push(firstTime);
    this.base.push(0);
    if (blockIndex >= this.tree.leafRoom()) {
      this.pushAdditionsIntoBases(blockIndex);
      this.rebuild();
    }
    // Its leaf never received an addition (they reach existing blocks only), so offset = base = 0.
  }

  /**
   * Splits a full block in two (an entry arrived inside it); the upper half keeps its
   * balances through its base. The blocks after it shift, so the tree is rebuilt with
   * every addition pushed into the bases: O(blocks), once per BALANCE_MINIMA_BLOCK / 2 entries
   * inserted there at most.
   */
  private split(blockIndex: number): void {
    const block = this.blocks[blockIndex];
    const half = BALANCE_MINIMA_BLOCK >> 1;
    const upper = emptyBlock();
    upper.times.set(block.times.subarray(half, block.size));
    upper.values.set(block.values.subarray(half, block.size));
    upper.size = block.size - half;
    block.size = half;
    upper.least = leastOf(upper);
    block.least = leastOf(block);
    const offset = this.offsetOf(blockIndex);
    this.blocks.splice(blockIndex + 1, 0, upper);
    this.firstTimes.splice(blockIndex + 1, 0, upper.times[0]);
    this.base.splice(blockIndex + 1, 0, offset);
    this.pushAdditionsIntoBases(blockIndex + 1);
    this.rebuild();
  }

  /** Moves every tree addition into the bases of the blocks below it (the new block, `skipped`, has its own). */
  private pushAdditionsIntoBases(skipped: number): void {
    // Leaves name the blocks as they were before the split: those after it moved one on.
    this.tree.drainAdditions((leaf, added) => {
      const blockIndex = leaf < skipped ? leaf : leaf + 1;
      if (blockIndex < this.base.length) this.base[blockIndex] += added;
    });
  }

  private rebuild(): void {
    this.tree.rebuild(this.blocks.length, (blockIndex) => this.leafValue(blockIndex));
  }
}
