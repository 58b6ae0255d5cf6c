/**
 * Accepted consumptions in replay order (timestamp, then acceptance order), kept in
 * sorted blocks so a late arrival costs O(log n + BLOCK_SIZE_MAX) instead of moving the
 * whole history. Each block knows the total amount of its consumptions, and the sums
 * of the blocks before each one are cached and repaired lazily (as in timeSums.ts), so
 * "credit consumed up to time t", the consumption term of the balance, is a prefix sum
 * here rather than a second copy of every timestamp. The replays (a refusal's forced
 * replay, a retroactive grant, the reserve behind headroomAt) walk it in order.
 */
import type { EventStore } from './eventStore';
import { lastIndexAtOrBelow } from './sortedSearch';

const BLOCK_SIZE_MAX = 256;

export class ReplayOrder {
  private readonly blocks: number[][] = [[]];
  private readonly blockAmount: number[] = [0];
  /**
   * The timestamp of each block's first consumption, beside the blocks: the block
   * searches of every insert and balance query read one dense array instead of a block
   * and then the store (two cache misses a step). Unused for the empty first block.
   */
  private readonly blockFirstTime: number[] = [0];
  /** `amountBefore[b]`: total amount in blocks `[0, b)`, valid for `b <= validUpTo`. */
  private readonly amountBefore: number[] = [0];
  private validUpTo = 0;
  private consumedTotal = 0;

  constructor(private readonly store: EventStore) {}

  insert(consumption: number): void {
    const blockIndex = this.blockHolding(consumption);
    const block = this.blocks[blockIndex];
    const position = this.positionInBlock(block, consumption);
    // Most consumptions arrive in time order and land at the very end.
    if (position === block.length) block.push(consumption);
    else block.splice(position, 0, consumption);
    if (position === 0) this.blockFirstTime[blockIndex] = this.store.consumptionTime[consumption];
    this.blockAmount[blockIndex] += this.store.consumptionAmount[consumption];
    this.consumedTotal += this.store.consumptionAmount[consumption];
    if (block.length > BLOCK_SIZE_MAX) {
      const upper = block.splice(block.length >> 1);
      this.blocks.splice(blockIndex + 1, 0, upper);
      this.blockFirstTime.splice(blockIndex + 1, 0, this.store.consumptionTime[upper[0]]);
      const upperAmount = this.amountOf(upper);
      this.blockAmount.splice(blockIndex + 1, 0, upperAmount);
      this.blockAmount[blockIndex] -= upperAmount;
    }
    this.validUpTo = Math.min(this.validUpTo, blockIndex);
  }

  /** Total amount of the consumptions with timestamp `<= time`. */
  amountUpTo(time: number): number {
    // A consumption arriving in time order asks about the present: everything so far.
    if (time >= this.latestTime()) return this.consumedTotal;
    const blockIndex = this.blockAtTime(time);
    const block = this.blocks[blockIndex];
    const { consumptionTime: times, consumptionAmount: amounts } = this.store;
    let position = 0;
    let high = block.length;
    while (position < high) {
      const middle = (position + high) >> 1;
      if (times[block[middle]] <= time) position = middle + 1;
      else high = middle;
    }
    let sum = this.amountBeforeBlock(blockIndex);
    // Sum the block from whichever end is nearer.
    if (position <= block.length >> 1) {
      for (let index = 0; index < position; index++) sum += amounts[block[index]];
      return sum;
    }
    sum += this.blockAmount[blockIndex];
    for (let index = position; index < block.length; index++) sum -= amounts[block[index]];
    return sum;
  }

  /** Repairs the cached block sums up to `blockIndex` and returns the one there. */
  private amountBeforeBlock(blockIndex: number): number {
    const { amountBefore, blockAmount } = this;
    for (let index = this.validUpTo + 1; index <= blockIndex; index++) {
      amountBefore[index] = amountBefore[index - 1] + blockAmount[index - 1];
    }
    this.validUpTo = Math.max(this.validUpTo, blockIndex);
    return amountBefore[blockIndex];
  }

  /** The latest timestamp of any accepted consumption, or -Infinity when there is none. */
  latestTime(): number {
    const last = this.blocks[this.blocks.length - 1];
    if (last.length > 0) return this.store.consumptionTime[last[last.length - 1]];
    return -Infinity;
  }

  /** Total amount of every accepted consumption. */
  get totalAmount(): number {
    return this.consumedTotal;
  }

  /** Whether some accepted consumption has a timestamp in `[from, to]` (amounts are >= 1). */
  hasAnyBetween(from: number, to: number): boolean {
    if (from > to) return false;
    // Most windows asked about reach the present: the latest consumption answers alone.
    const latest = this.latestTime();
    if (latest < from) return false;
    if (latest <= to) return true;
    return this.amountUpTo(to) > this.amountUpTo(from - 1);
  }

  /** Visits consumptions with timestamp `> time` (`>= time` when `inclusive`) in replay order. */
  forEachFrom(time: number, inclusive: boolean, visit: (consumption: number) => void): void {
    const times = this.store.consumptionTime;
    const isAfter = (consumption: number): boolean =>
      inclusive ? times[consumption] >= time : times[consumption] > time;
    let blockIndex = this.blocks.length - 1;
    while (blockIndex > 0 && isAfter(this.blocks[blockIndex][0])) blockIndex--;
    for (; blockIndex < this.blocks.length; blockIndex++) {
      const block = this.blocks[blockIndex];
      for (let position = 0; position < block.length; position++) {
        if (isAfter(block[position])) visit(block[position]);
      }
    }
  }

  /** Visits consumptions with timestamp in `(from, to]` in replay order. */
  forEachBetween(from: number, to: number, visit: (consumption: number) => void): void {
    const times = this.store.consumptionTime;
    for (let blockIndex = this.blockAtTime(from); blockIndex < this.blocks.length; blockIndex++) {
      for (const consumption of this.blocks[blockIndex]) {
        if (times[consumption] > to) return;
        if (times[consumption] > from) visit(consumption);
      }
    }
  }

  /** A cursor over the consumptions newest first (-1 at the end); valid until the next insert. */
  newestFirst(): () => number {
    let blockIndex = this.blocks.length - 1;
    let position = this.blocks[blockIndex].length;
    return () => {
      while (position === 0) {
        if (blockIndex === 0) return -1;
        blockIndex--;
        position = this.blocks[blockIndex].length;
      }
      position--;
      return this.blocks[blockIndex][position];
    };
  }

  private amountOf(block: readonly number[]): number {
    let sum = 0;
    for (const consumption of block) sum += this.store.consumptionAmount[consumption];
    return sum;
  }

  /** The last block whose first consumption has timestamp `<= time` (block 0 if none). */
  private blockAtTime(time: number): number {
    return lastIndexAtOrBelow(this.blockFirstTime, time);
  }

  /** The last block whose first consumption replays before `consumption` (block 0 if none). */
  private blockHolding(consumption: number): number {
    const time = this.store.consumptionTime[consumption];
    const { blockFirstTime } = this;
    let low = 0;
    let high = this.blocks.length - 1;
    // In time order (most inserts) the answer is the last block.
    if (blockFirstTime[high] < time) return high;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      const firstTime = blockFirstTime[middle];
      // Only equal times need the tie-breaker, which reads the block.
      const firstReplaysBefore =
        firstTime < time || (firstTime === time && this.store.replaysBefore(this.blocks[middle][0], consumption));
      if (firstReplaysBefore) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private positionInBlock(block: readonly number[], consumption: number): number {
    if (block.length === 0 || this.store.replaysBefore(block[block.length - 1], consumption)) return block.length;
    let low = 0;
    let high = block.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.store.replaysBefore(block[middle], consumption)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
