/**
 * Accepted consumptions in replay order (timestamp, then acceptance order), kept in
 * sorted blocks so a late arrival costs O(log n + BLOCK_SIZE_MAX) instead of moving the
 * whole history. Only the replays (a refusal's forced replay, a retroactive grant, the
 * reserve behind headroomAt) walk it.
 */
import type { EventStore } from './eventStore';

const BLOCK_SIZE_MAX = 512;

export class ReplayOrder {
  private readonly blocks: number[][] = [[]];

  constructor(private readonly store: EventStore) {}

  insert(consumption: number): void {
    const blockIndex = this.blockHolding(consumption);
    const block = this.blocks[blockIndex];
    block.splice(this.positionInBlock(block, consumption), 0, consumption);
    if (block.length > BLOCK_SIZE_MAX) {
      this.blocks.splice(blockIndex + 1, 0, block.splice(block.length >> 1));
    }
  }

  /** The latest timestamp of any accepted consumption, or -1 when there is none. */
  latestTime(): number {
    const last = this.blocks[this.blocks.length - 1];
    if (last.length > 0) return this.store.consumptionTime[last[last.length - 1]];
    return -1;
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

  /** The last block whose first consumption replays before `consumption` (block 0 if none). */
  private blockHolding(consumption: number): number {
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.store.replaysBefore(this.blocks[middle][0], consumption)) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private positionInBlock(block: readonly number[], consumption: number): number {
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
