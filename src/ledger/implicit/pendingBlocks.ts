/**
 * The waiting consumptions of the 'pending' queue (pendingQueue.ts), filed in blocks by
 * time, each block with its least amount and least floor, and the bound on the headroom
 * over a block's times that a retry reads to skip it.
 */
import type { ConsumptionInput } from '../types';

export interface Waiting {
  consumption: ConsumptionInput;
  /** The consumption's, kept flat: every retry reads them for every waiting one it reads. */
  amount: number;
  timestamp: number;
  lacking: number;
  grantedThen: number;
  /** Arrival order among all ever queued: the ones to try are tried oldest first. */
  arrival: number;
  /** Set once accepted: the arrival list and the block drop it later, in one pass each. */
  accepted: boolean;
  /** The time block holding it. */
  block: TimeBlock;
  /** The retry that last chose it to try (`PendingQueue.retries`). */
  chosenIn: number;
}

/** Waiting consumptions with timestamps in one stretch, sorted by timestamp. */
export interface TimeBlock {
  items: Waiting[];
  leastAmount: number;
  /** The least total granted at which one of them may fit (lacking + grantedThen). */
  leastFitsAt: number;
}

/** Where a waiting consumption stands until `insertByTime` files it. */
export const NO_BLOCK: TimeBlock = { items: [], leastAmount: Number.POSITIVE_INFINITY, leastFitsAt: Number.POSITIVE_INFINITY };

/**
 * The bound on the headroom over each block's times, read once per block until the next
 * acceptance (which only lowers the headroom, so a bound read before it still holds, just
 * less tightly). A block's accepted ones stay in it until the retry ends: its times only
 * widen the range.
 */
export class BlockBounds {
  private readonly read = new Map<TimeBlock, number>();

  /** `headroomBoundOver(from, to)`: at least the headroom at every time in `[from, to]` (RetryHooks). */
  constructor(private readonly headroomBoundOver: (from: number, to: number) => number) {}

  over(block: TimeBlock): number {
    let bound = this.read.get(block);
    if (bound === undefined) {
      const { items } = block;
      bound = this.headroomBoundOver(items[0].timestamp, items[items.length - 1].timestamp);
      this.read.set(block, bound);
    }
    return bound;
  }

  /** An acceptance lowered the headroom: the next read of each block is tighter. */
  forget(): void {
    this.read.clear();
  }
}

/** True while its floor holds: it lacks more than has been granted since the floor was read. */
export function stillLacks(waiting: Waiting, granted: number): boolean {
  return waiting.lacking > granted - waiting.grantedThen;
}

/** The total granted from which it may fit (its floor). */
export function fitsAt(waiting: Waiting): number {
  return waiting.lacking + waiting.grantedThen;
}

/** Reads a block's least amount and least floor again, after some left it. */
export function recount(block: TimeBlock): void {
  block.leastAmount = Number.POSITIVE_INFINITY;
  block.leastFitsAt = Number.POSITIVE_INFINITY;
  for (const waiting of block.items) {
    block.leastAmount = Math.min(block.leastAmount, waiting.amount);
    block.leastFitsAt = Math.min(block.leastFitsAt, fitsAt(waiting));
  }
}
