/**
 * A cursor over the entries of a KeyedSums (its BlockArena) with a positive value, in key
 * order from a key on, reading the values in place and skipping whole blocks whose total is
 * zero. The headroom's lower bound walks the grants by end this way and reads only those
 * with credit left: on the backdated shape with short windows nine in ten grants ending
 * after a question had ended dry, and each one looked at was a cache miss.
 */
import type { BlockArena } from './blockArena';
import { upperBound } from './sortedSearch';

export class PositiveEntries {
  /** The entry `next` moved to. */
  key = 0;
  value = 0;
  tag = -1;
  private block = 0;
  /** Where the next entry to read is in the arena; below the block's base when it has not started. */
  private at = -1;

  constructor(private readonly arena: BlockArena) {}

  /** Starts before the first entry whose key is at or after `key`. Valid until the next change. */
  from(key: number): this {
    const { arena } = this;
    // The last block whose first key is below `key`: the entries from `key` on start in it or after it.
    this.block = Math.max(0, upperBound(arena.firstKeys, key, false) - 1);
    const base = arena.baseOf[this.block];
    this.at = upperBound(arena.keys[arena.chunkOf[this.block]], key, false, base + arena.sizeOf[this.block], base);
    return this;
  }

  /** Moves to the next entry with a positive value into `key`, `value` and `tag`; false when none is left. */
  next(): boolean {
    const { arena } = this;
    for (; this.block < arena.sizeOf.length; this.block++, this.at = -1) {
      if (arena.total(this.block) === 0) continue;
      const chunk = arena.chunkOf[this.block];
      const base = arena.baseOf[this.block];
      const end = base + arena.sizeOf[this.block];
      const values = arena.values[chunk];
      for (let at = Math.max(this.at, base); at < end; at++) {
        if (values[at] > 0) {
          this.at = at + 1;
          this.key = arena.keys[chunk][at];
          this.value = values[at];
          this.tag = arena.tags[chunk][at];
          return true;
        }
      }
    }
    return false;
  }
}
