/**
 * A sorted map from time to a signed amount with prefix sums over time: the balance
 * curve is the running sum of its values. Times arrive online and anywhere, so keys
 * live in sorted blocks of at most `BLOCK_SIZE_MAX` entries, each with its total, and
 * `blockPrefix[b]` caches the sum of the totals of the blocks before b.
 *
 * The cache is repaired lazily: a change in block b only marks the prefixes after b as
 * stale, and the next query repairs them up to the block it needs. Changes and queries
 * cluster around the present (new events, late ones shortly in the past, grant ends in
 * the near future), so a query usually repairs a handful of blocks. Costs: an update
 * O(log B + BLOCK_SIZE_MAX), a prefix sum O(log B + BLOCK_SIZE_MAX / 2) plus the blocks
 * it repairs, at most B. Keys are never removed: a key whose value nets to zero still
 * marks a time where a step may change.
 */
import { lastIndexAtOrBelow } from './sortedSearch';

const BLOCK_SIZE_MAX = 128;

interface Block {
  keys: number[];
  values: number[];
  total: number;
}

export class TimeSums {
  private readonly blocks: Block[] = [{ keys: [], values: [], total: 0 }];
  /**
   * Each block's first key, beside the blocks, so the block search of every update and
   * query reads one dense array (unused for the empty first block).
   */
  private readonly blockFirstKey: number[] = [0];
  /** `blockPrefix[b]`: sum of the totals of blocks `[0, b)`, valid for `b <= validUpTo`. */
  private readonly blockPrefix: number[] = [0];
  private validUpTo = 0;

  /** Adds `delta` to the value at `time`, creating the key when it is new. */
  add(time: number, delta: number): void {
    const blockIndex = this.blockIndexOf(time);
    const block = this.blocks[blockIndex];
    const position = lowerBound(block.keys, time);
    if (block.keys[position] === time) {
      block.values[position] += delta;
    } else {
      block.keys.splice(position, 0, time);
      block.values.splice(position, 0, delta);
      if (position === 0) this.blockFirstKey[blockIndex] = time;
    }
    block.total += delta;
    if (block.keys.length > BLOCK_SIZE_MAX) this.split(blockIndex);
    this.validUpTo = Math.min(this.validUpTo, blockIndex);
  }

  /** Sum of the values at all times `<= time`. */
  prefixSum(time: number): number {
    const blockIndex = this.blockIndexOf(time);
    const { keys, values, total } = this.blocks[blockIndex];
    const position = lowerBound(keys, time + 1);
    let sum = this.prefixBefore(blockIndex);
    // Sum the block from whichever end is nearer.
    if (position <= keys.length >> 1) {
      for (let index = 0; index < position; index++) sum += values[index];
      return sum;
    }
    sum += total;
    for (let index = position; index < keys.length; index++) sum -= values[index];
    return sum;
  }

  /** Calls `visit` for every key in `(from, to]`, in time order. */
  forEachBetween(from: number, to: number, visit: (time: number, value: number) => void): void {
    for (let blockIndex = this.blockIndexOf(from); blockIndex < this.blocks.length; blockIndex++) {
      const { keys, values } = this.blocks[blockIndex];
      for (let position = 0; position < keys.length; position++) {
        if (keys[position] > to) return;
        if (keys[position] > from) visit(keys[position], values[position]);
      }
    }
  }

  /** Repairs the cached prefixes up to `blockIndex` and returns the one there. */
  private prefixBefore(blockIndex: number): number {
    const { blocks, blockPrefix } = this;
    for (let index = this.validUpTo + 1; index <= blockIndex; index++) {
      blockPrefix[index] = blockPrefix[index - 1] + blocks[index - 1].total;
    }
    this.validUpTo = Math.max(this.validUpTo, blockIndex);
    return blockPrefix[blockIndex];
  }

  /** The last block whose first key is `<= time` (block 0 when none is). */
  private blockIndexOf(time: number): number {
    return lastIndexAtOrBelow(this.blockFirstKey, time);
  }

  private split(blockIndex: number): void {
    const block = this.blocks[blockIndex];
    const half = block.keys.length >> 1;
    const upper: Block = { keys: block.keys.splice(half), values: block.values.splice(half), total: 0 };
    for (const value of upper.values) upper.total += value;
    block.total -= upper.total;
    this.blocks.splice(blockIndex + 1, 0, upper);
    this.blockFirstKey.splice(blockIndex + 1, 0, upper.keys[0]);
  }
}

/** First position whose key is `>= key` in a sorted array. */
export function lowerBound(keys: readonly number[], key: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
