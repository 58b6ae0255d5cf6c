/**
 * A multiset of (key, value, tag) entries sorted by key (equal keys in insertion order,
 * which must be the order of their tags: every use tags entries by an index that only
 * grows) with prefix sums of the values: "total value of entries with key <= k" and "which
 * entry holds unit u of the running total". It backs the consumptions in replay order
 * (key = timestamp, value = amount, tag = consumption) and the grant terms of the
 * balance (key = start or end). Entries sit in sorted blocks with an in-block running
 * total (a full last block appended to keeps all but the new entry, so entries arriving in
 * key order fill their blocks), and the totals before each block are repaired lazily from the first block that
 * changed, so the usual change (near the present) costs O(log n + BLOCK) and a query
 * O(log n). Nothing is ever removed: the ledger forgets no accepted event. The blocks and
 * their entries live in a BlockArena (blockArena.ts).
 */
import { PositiveEntries } from './positiveEntries';
import { BlockArena } from './blockArena';
import { FingerSearch, atOrBelow, upperBound, upperBoundFrom } from './sortedSearch';
import { CONSUMPTION_BLOCK_SPLIT, GUESSED_SEARCH_BLOCK_MIN } from '../limits';

/**
 * Where a full block splits. Late entries land a few hundred entries behind the end, and
 * a split in the middle left each block they filled half empty for good (the consumptions'
 * sums of a million-call stream filled 53% of their arena). So a block filled by appending
 * keeps seven eighths and leaves an eighth free for the late entries still to come, and
 * one filled by a late entry splits at it, kept between half and seven eighths of the
 * block (87% filled on that stream).
 */
function splitPosition(size: number, insertedAt: number, appended: boolean): number {
  const room = Math.max(1, size >> 3);
  if (appended) return size - room;
  return Math.min(Math.max(insertedAt, size >> 1), size - room);
}

export class KeyedSums {
  /**
   * `blockSplit`: a change of a value recounts the rest of its block, so sums whose
   * values change on every draw (what each grant has left) take smaller blocks.
   */
  constructor(private readonly blockSplit = CONSUMPTION_BLOCK_SPLIT) {
    this.arena = new BlockArena(blockSplit);
    this.searches = new FingerSearch(blockSplit >= GUESSED_SEARCH_BLOCK_MIN);
    this.positive = new PositiveEntries(this.arena);
  }

  /** The entries with a positive value, in key order from a key on (one cursor, reused). */
  readonly positive: PositiveEntries;

  /** Searches over keys and running sums, from where the last `locate` or `sumUpTo` ended. */
  private readonly searches: FingerSearch;

  /** The blocks, in key order, and their entries. */
  private readonly arena: BlockArena;
  /** Sum of the values in blocks before each block; valid below `validBlocks`. */
  private readonly before: number[] = [0];
  private validBlocks = 1;
  /** The largest key: entries are only added, and it is asked on every change. */
  private largestKey = Number.NEGATIVE_INFINITY;
  total = 0;
  size = 0;
  /** Filled by `locate`: the entry holding the asked unit and where its values start. */
  foundKey = 0;
  foundValue = 0;
  foundTag = -1;
  foundStart = 0;
  /** Filled by `find`: the block and the entry's index in the arena. */
  private foundBlock = 0;
  private foundAt = 0;
  /**
   * The block the last `locate` or `sumUpTo` ended in: a replay reads forward a few
   * entries at a time, so the next read is usually in it and skips the search over blocks.
   */
  private lastBlock = 0;

  insert(key: number, value: number, tag: number): void {
    const { arena } = this;
    // Most entries arrive in key order: they go at the end of the last block, no search.
    const last = key >= this.largestKey;
    const blockIndex = last ? arena.sizeOf.length - 1 : upperBound(arena.firstKeys, key, true) - 1;
    const chunk = arena.chunkOf[blockIndex];
    const base = arena.baseOf[blockIndex];
    const end = base + arena.sizeOf[blockIndex];
    const keys = arena.keys[chunk];
    const tags = arena.tags[chunk];
    const at = last ? end : upperBound(keys, key, true, end, base);
    if (at > base && keys[at - 1] === key && tags[at - 1] > tag) {
      throw new Error(`KeyedSums: tag ${tag} after tag ${tags[at - 1]} at key ${key}`);
    }
    arena.insertAt(chunk, base, at, end, key, value, tag);
    const size = end + 1 - base;
    arena.sizeOf[blockIndex] = size;
    this.total += value;
    this.size += 1;
    this.largestKey = Math.max(this.largestKey, key);
    if (size >= this.blockSplit) this.split(blockIndex, splitPosition(size, at - base, last));
    this.validBlocks = Math.min(this.validBlocks, blockIndex + 1);
  }

  /** Adds `delta` to the value of the entry `(key, tag)`, which must exist. */
  addValue(key: number, tag: number, delta: number): void {
    const { arena } = this;
    if (!this.find(key, tag)) throw new Error(`KeyedSums: no entry (${key}, ${tag})`);
    const block = this.foundBlock;
    const chunk = arena.chunkOf[block];
    arena.values[chunk][this.foundAt] += delta;
    arena.recount(chunk, arena.baseOf[block], this.foundAt, arena.baseOf[block] + arena.sizeOf[block]);
    this.total += delta;
    this.validBlocks = Math.min(this.validBlocks, block + 1);
  }

  /**
   * Sets every entry's value to `valueOf(tag)` and recounts the sums in place: O(size) and
   * no allocation, where building the sums again allocated every block's arrays.
   */
  setValues(valueOf: (tag: number) => number): void {
    const { arena } = this;
    let total = 0;
    for (let block = 0; block < arena.sizeOf.length; block++) {
      const chunk = arena.chunkOf[block];
      const base = arena.baseOf[block];
      const end = base + arena.sizeOf[block];
      const values = arena.values[chunk];
      const tags = arena.tags[chunk];
      for (let at = base; at < end; at++) values[at] = valueOf(tags[at]);
      arena.recount(chunk, base, base, end);
      total += arena.total(block);
    }
    this.total = total;
    this.validBlocks = 1;
  }

  /** Total value of entries with key <= `key` (or < `key` when `inclusive` is false). */
  sumUpTo(key: number, inclusive = true): number {
    const { arena } = this;
    if (inclusive ? key >= this.largestKey : key > this.largestKey) return this.total;
    const blockIndex = this.blockHolding(key, inclusive);
    if (blockIndex < 0) return 0;
    this.repairThrough(blockIndex);
    const chunk = arena.chunkOf[blockIndex];
    const base = arena.baseOf[blockIndex];
    const at = this.searches.inBlock(arena.keys[chunk], key, inclusive, base, base + arena.sizeOf[blockIndex], true);
    return this.before[blockIndex] + (at > base ? arena.running[chunk][at - 1] : 0);
  }

  /** Finds the entry holding unit `unit` (0 <= unit < total) into the `found*` fields. */
  locate(unit: number): void {
    // keyAtUnit leaves the entry's block in `lastBlock` and its place in `searches.at`.
    this.foundKey = this.keyAtUnit(unit);
    const { arena, lastBlock: block } = this;
    const { at } = this.searches;
    const chunk = arena.chunkOf[block];
    this.foundValue = arena.values[chunk][at];
    this.foundTag = arena.tags[chunk][at];
    this.foundStart = this.before[block] + arena.running[chunk][at] - this.foundValue;
  }

  /**
   * The key of the entry holding unit `unit`, as `locate` finds it but reading only the
   * running sums and the keys: a replay asks the time at every stretch, and each other
   * array read there was one more cache miss.
   */
  keyAtUnit(unit: number): number {
    const { arena } = this;
    this.repairThrough(arena.sizeOf.length - 1);
    const blockIndex = this.blockOfUnit(unit);
    const chunk = arena.chunkOf[blockIndex];
    const base = arena.baseOf[blockIndex];
    const at = this.searches.inBlock(arena.running[chunk], unit - this.before[blockIndex], true, base, base + arena.sizeOf[blockIndex], false);
    return arena.keys[chunk][at];
  }

  /** The last block whose first key is below `key` (or at it, when `inclusive`); -1 if none. */
  private blockHolding(key: number, inclusive: boolean): number {
    const { lastBlock } = this;
    const { firstKeys } = this.arena;
    const next = lastBlock + 1;
    const holdsKey = lastBlock < firstKeys.length && atOrBelow(firstKeys[lastBlock], key, inclusive);
    if (holdsKey && (next === firstKeys.length || !atOrBelow(firstKeys[next], key, inclusive))) return lastBlock;
    // firstKeys[0] is -Infinity, so the search over the others' keys starts at 1.
    const found = this.searches.anywhere(firstKeys, key, inclusive, firstKeys.length, 1) - 1;
    if (found >= 0) this.lastBlock = found;
    return found;
  }

  /** The block holding `unit` (the offsets repaired through the last block). */
  private blockOfUnit(unit: number): number {
    const { before, lastBlock } = this;
    const start = lastBlock < before.length ? before[lastBlock] : Number.POSITIVE_INFINITY;
    if (start <= unit && unit < start + this.arena.total(lastBlock)) return lastBlock;
    this.lastBlock = upperBound(before, unit, true) - 1;
    return this.lastBlock;
  }

  /** Where the values of entry `(key, tag)` start in the running total; -1 if absent. */
  startOf(key: number, tag: number): number {
    const { arena } = this;
    if (!this.find(key, tag)) return -1;
    this.repairThrough(this.foundBlock);
    const chunk = arena.chunkOf[this.foundBlock];
    return this.before[this.foundBlock] + arena.running[chunk][this.foundAt] - arena.values[chunk][this.foundAt];
  }

  /**
   * Sets `foundBlock` and `foundAt` to the entry `(key, tag)`; false if absent. Two
   * binary searches by (key, tag): many entries may share a key (a month's grants share
   * their end), and a scan over them cost every draw O(ties).
   */
  private find(key: number, tag: number): boolean {
    const { arena } = this;
    const blockIndex = arena.blockHoldingEntry(key, tag);
    const chunk = arena.chunkOf[blockIndex];
    const end = arena.baseOf[blockIndex] + arena.sizeOf[blockIndex];
    const at = arena.firstAtOrAfter(chunk, arena.baseOf[blockIndex], end, key, tag);
    this.foundBlock = blockIndex;
    this.foundAt = at;
    return at < end && arena.keys[chunk][at] === key && arena.tags[chunk][at] === tag;
  }

  /**
   * "Total value of entries with key <= t" (< t when not `inclusive`) for times that
   * never decrease, read in place: whole blocks at once, and inside a block a search
   * forward from where the last call ended, so a call costs the blocks it passes and
   * O(log) of the entries. Valid until the next change. `from`: no time asked will be
   * below it, so the sweep starts in its block.
   */
  sweep(inclusive: boolean, from = Number.NEGATIVE_INFINITY): (time: number) => number {
    const { arena } = this;
    const { chunkOf, baseOf, sizeOf } = arena;
    let blockIndex = Math.max(0, this.blockHolding(from, false));
    this.repairThrough(blockIndex);
    /** Sum of the values in the blocks before `blockIndex`. */
    let before = this.before[blockIndex];
    /** Where the last call ended in the arena; below the block's base when it has not started. */
    let at = -1;
    return (time) => {
      for (; blockIndex < sizeOf.length; blockIndex++, at = -1) {
        const keys = arena.keys[chunkOf[blockIndex]];
        const base = baseOf[blockIndex];
        const end = base + sizeOf[blockIndex];
        if (end === base || (inclusive ? keys[end - 1] <= time : keys[end - 1] < time)) {
          before += this.arena.total(blockIndex);
          continue;
        }
        at = upperBoundFrom(keys, time, inclusive, Math.max(at, base), end);
        return before + (at > base ? arena.running[chunkOf[blockIndex]][at - 1] : 0);
      }
      return before;
    };
  }

  /** Visits every entry in order with where its values start. */
  forEach(visit: (key: number, value: number, tag: number, start: number) => void): void {
    this.arena.forEachEntry(visit);
  }

  /** Visits the keys in `[low, high]` in order. */
  forEachKeyBetween(low: number, high: number, visit: (key: number) => void): void {
    this.arena.forEachKeyBetween(low, high, visit);
  }

  /** The largest key <= `key`; -Infinity when there is none. */
  lastKeyUpTo(key: number): number {
    const { arena } = this;
    if (key >= this.largestKey) return this.largestKey;
    for (let block = upperBound(arena.firstKeys, key, true) - 1; block >= 0; block--) {
      const keys = arena.keys[arena.chunkOf[block]];
      const base = arena.baseOf[block];
      const at = upperBound(keys, key, true, base + arena.sizeOf[block], base);
      if (at > base) return keys[at - 1];
    }
    return Number.NEGATIVE_INFINITY;
  }

  lastKey(): number {
    return this.largestKey;
  }

  /** Splits block `blockIndex` at `position` (BlockArena), with the offset of the new block to repair. */
  private split(blockIndex: number, position: number): void {
    this.arena.split(blockIndex, position);
    this.before.splice(blockIndex + 1, 0, 0);
  }

  private repairThrough(blockIndex: number): void {
    for (; this.validBlocks <= blockIndex; this.validBlocks++) {
      this.before[this.validBlocks] = this.before[this.validBlocks - 1] + this.arena.total(this.validBlocks - 1);
    }
  }
}
