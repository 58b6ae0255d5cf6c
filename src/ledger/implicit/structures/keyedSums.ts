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
 * O(log n). Nothing is ever removed: the ledger forgets no accepted event.
 */
import { KeyedBlock } from './keyedBlock';
import { atOrBelow, upperBound, upperBoundFrom, upperBoundInterpolated } from './sortedSearch';

/** Default block size (split when full): the consumptions, changed mostly at the end. */
const BLOCK_SPLIT = 512;
/** Blocks at least this large search from an interpolated guess (see `search`). */
const GUESSED_SEARCH_BLOCK_MIN = 256;

export class KeyedSums {
  /**
   * `blockSplit`: a change of a value recounts the rest of its block, so sums whose
   * values change on every draw (what each grant has left) take smaller blocks.
   */
  constructor(private readonly blockSplit = BLOCK_SPLIT) {
    this.blocks = [new KeyedBlock(blockSplit)];
    this.searchesFromGuess = blockSplit >= GUESSED_SEARCH_BLOCK_MIN;
  }

  /**
   * Searches at a random key start from an interpolated guess in large blocks of keys spread
   * about evenly (the consumptions' times). Small blocks are searched in a few cache lines
   * anyway, and they hold grants' starts and ends, shared by a month's grants: ties that
   * throw a guess off (measured on both shapes at 1M calls).
   */
  private readonly searchesFromGuess: boolean;

  private search(sorted: ArrayLike<number>, value: number, inclusive: boolean, size: number, from = 0): number {
    return this.searchesFromGuess ? upperBoundInterpolated(sorted, value, inclusive, size, from) : upperBound(sorted, value, inclusive, size, from);
  }

  private readonly blocks: KeyedBlock[];
  /** First key of each block (block 0 takes every key below the others). */
  private readonly firstKeys: number[] = [Number.NEGATIVE_INFINITY];
  /** Tag of each block's first entry: equal keys may span blocks, ordered by tag. */
  private readonly firstTags: number[] = [Number.NEGATIVE_INFINITY];
  /** Sum of the values in blocks before each block; valid below `validBlocks`. */
  private readonly before: number[] = [0];
  private validBlocks = 1;
  total = 0;
  size = 0;
  /** Filled by `locate`: the entry holding the asked unit and where its values start. */
  foundKey = 0;
  foundValue = 0;
  foundTag = -1;
  foundStart = 0;
  /** Filled by `find`. */
  private foundBlock = 0;
  private foundPosition = 0;
  /**
   * The block the last `locate` or `sumUpTo` ended in: a replay reads forward a few
   * entries at a time, so the next read is usually in it and skips the search over blocks.
   */
  private lastBlock = 0;

  insert(key: number, value: number, tag: number): void {
    // Most entries arrive in key order: they go at the end of the last block, no search.
    const last = key >= this.lastKey();
    const blockIndex = last ? this.blocks.length - 1 : upperBound(this.firstKeys, key, true) - 1;
    const block = this.blocks[blockIndex];
    const position = last ? block.size : upperBound(block.keys, key, true, block.size);
    if (position > 0 && block.keys[position - 1] === key && block.tags[position - 1] > tag) {
      throw new Error(`KeyedSums: tag ${tag} after tag ${block.tags[position - 1]} at key ${key}`);
    }
    if (position === block.size) {
      block.keys[position] = key;
      block.values[position] = value;
      block.tags[position] = tag;
      block.running[position] = (position > 0 ? block.running[position - 1] : 0) + value;
      block.size = position + 1;
    } else {
      block.openAt(position);
      block.keys[position] = key;
      block.values[position] = value;
      block.tags[position] = tag;
      block.recountFrom(position);
    }
    this.total += value;
    this.size += 1;
    // A full last block appended to keeps all but the new entry: entries in key order pack
    // their blocks full instead of leaving each half empty.
    if (block.size >= this.blockSplit) this.split(blockIndex, last ? block.size - 1 : block.size >> 1);
    this.validBlocks = Math.min(this.validBlocks, blockIndex + 1);
  }

  /** Adds `delta` to the value of the entry `(key, tag)`, which must exist. */
  addValue(key: number, tag: number, delta: number): void {
    if (!this.find(key, tag)) throw new Error(`KeyedSums: no entry (${key}, ${tag})`);
    const block = this.blocks[this.foundBlock];
    block.values[this.foundPosition] += delta;
    block.recountFrom(this.foundPosition);
    this.total += delta;
    this.validBlocks = Math.min(this.validBlocks, this.foundBlock + 1);
  }

  /**
   * Sets every entry's value to `valueOf(tag)` and recounts the sums in place: O(size) and
   * no allocation, where building the sums again allocated every block's arrays.
   */
  setValues(valueOf: (tag: number) => number): void {
    let total = 0;
    for (const block of this.blocks) {
      for (let position = 0; position < block.size; position++) block.values[position] = valueOf(block.tags[position]);
      block.recountFrom(0);
      total += block.total();
    }
    this.total = total;
    this.validBlocks = 1;
  }

  /** Total value of entries with key <= `key` (or < `key` when `inclusive` is false). */
  sumUpTo(key: number, inclusive = true): number {
    if (inclusive ? key >= this.lastKey() : key > this.lastKey()) return this.total;
    const blockIndex = this.blockHolding(key, inclusive);
    if (blockIndex < 0) return 0;
    this.repairThrough(blockIndex);
    const block = this.blocks[blockIndex];
    const position = this.search(block.keys, key, inclusive, block.size);
    return this.before[blockIndex] + (position > 0 ? block.running[position - 1] : 0);
  }

  /** Finds the entry holding unit `unit` (0 <= unit < total) into the `found*` fields. */
  locate(unit: number): void {
    this.repairThrough(this.blocks.length - 1);
    const blockIndex = this.blockOfUnit(unit);
    const block = this.blocks[blockIndex];
    const position = upperBound(block.running, unit - this.before[blockIndex], true, block.size);
    this.foundKey = block.keys[position];
    this.foundValue = block.values[position];
    this.foundTag = block.tags[position];
    this.foundStart = this.before[blockIndex] + block.running[position] - block.values[position];
  }

  /** The last block whose first key is below `key` (or at it, when `inclusive`); -1 if none. */
  private blockHolding(key: number, inclusive: boolean): number {
    const { firstKeys, lastBlock } = this;
    const next = lastBlock + 1;
    const holdsKey = lastBlock < firstKeys.length && atOrBelow(firstKeys[lastBlock], key, inclusive);
    if (holdsKey && (next === firstKeys.length || !atOrBelow(firstKeys[next], key, inclusive))) return lastBlock;
    // firstKeys[0] is -Infinity, so the search over the others' keys starts at 1.
    const found = this.search(firstKeys, key, inclusive, firstKeys.length, 1) - 1;
    if (found >= 0) this.lastBlock = found;
    return found;
  }

  /** The block holding `unit` (the offsets repaired through the last block). */
  private blockOfUnit(unit: number): number {
    const { before, lastBlock } = this;
    const start = lastBlock < before.length ? before[lastBlock] : Number.POSITIVE_INFINITY;
    if (start <= unit && unit < start + this.blocks[lastBlock].total()) return lastBlock;
    this.lastBlock = upperBound(before, unit, true) - 1;
    return this.lastBlock;
  }

  /** Where the values of entry `(key, tag)` start in the running total; -1 if absent. */
  startOf(key: number, tag: number): number {
    if (!this.find(key, tag)) return -1;
    this.repairThrough(this.foundBlock);
    const block = this.blocks[this.foundBlock];
    return this.before[this.foundBlock] + block.running[this.foundPosition] - block.values[this.foundPosition];
  }

  /**
   * Sets `foundBlock` and `foundPosition` to the entry `(key, tag)`; false if absent. Two
   * binary searches by (key, tag): many entries may share a key (a month's grants share
   * their end), and a scan over them cost every draw O(ties).
   */
  private find(key: number, tag: number): boolean {
    const { firstKeys, firstTags } = this;
    let low = 0;
    let high = firstKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (firstKeys[middle] < key || (firstKeys[middle] === key && firstTags[middle] <= tag)) low = middle + 1;
      else high = middle;
    }
    const blockIndex = Math.max(0, low - 1);
    const { keys, tags, size } = this.blocks[blockIndex];
    low = 0;
    high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle] < key || (keys[middle] === key && tags[middle] < tag)) low = middle + 1;
      else high = middle;
    }
    this.foundBlock = blockIndex;
    this.foundPosition = low;
    return low < size && keys[low] === key && tags[low] === tag;
  }

  /**
   * "Total value of entries with key <= t" (< t when not `inclusive`) for times that
   * never decrease, read in place: whole blocks at once, and inside a block a search
   * forward from where the last call ended, so a call costs the blocks it passes and
   * O(log) of the entries. Valid until the next change. `from`: no time asked will be
   * below it, so the sweep starts in its block.
   */
  sweep(inclusive: boolean, from = Number.NEGATIVE_INFINITY): (time: number) => number {
    const { blocks } = this;
    let blockIndex = Math.max(0, this.blockHolding(from, false));
    this.repairThrough(blockIndex);
    /** Sum of the values in the blocks before `blockIndex`. */
    let before = this.before[blockIndex];
    let position = 0;
    return (time) => {
      for (; blockIndex < blocks.length; blockIndex++, position = 0) {
        const block = blocks[blockIndex];
        const { keys, size } = block;
        const last = size - 1;
        if (last < 0 || (inclusive ? keys[last] <= time : keys[last] < time)) {
          before += block.total();
          continue;
        }
        position = upperBoundFrom(keys, time, inclusive, position, size);
        return before + (position > 0 ? block.running[position - 1] : 0);
      }
      return before;
    };
  }

  /**
   * "The key of the entry holding unit u" for units that never decrease, from `from` on, read
   * in place like `sweep`: forward from where the last call ended, and only the running sums
   * and the key (a walk forward over the units reads a piece at a time, and `locate` read
   * four arrays and searched each block from its start). Valid until the next change.
   */
  keysAtUnits(from: number): (unit: number) => number {
    const { blocks, before } = this;
    this.repairThrough(blocks.length - 1);
    let blockIndex = this.blockOfUnit(Math.min(from, Math.max(0, this.total - 1)));
    let position = 0;
    return (unit) => {
      while (blockIndex < blocks.length - 1 && before[blockIndex + 1] <= unit) {
        blockIndex++;
        position = 0;
      }
      const block = blocks[blockIndex];
      position = upperBoundFrom(block.running, unit - before[blockIndex], true, position, block.size);
      return block.keys[position];
    };
  }

  /** Visits every entry in order with where its values start. */
  forEach(visit: (key: number, value: number, tag: number, start: number) => void): void {
    let start = 0;
    for (const block of this.blocks) {
      for (let position = 0; position < block.size; position++) {
        visit(block.keys[position], block.values[position], block.tags[position], start);
        start += block.values[position];
      }
    }
  }

  /** Visits the keys in `[low, high]` in order. */
  forEachKeyBetween(low: number, high: number, visit: (key: number) => void): void {
    const first = Math.max(0, upperBound(this.firstKeys, low, false) - 1);
    for (let blockIndex = first; blockIndex < this.blocks.length; blockIndex++) {
      const { keys, size } = this.blocks[blockIndex];
      for (let position = upperBound(keys, low, false, size); position < size; position++) {
        if (keys[position] > high) return;
        visit(keys[position]);
      }
    }
  }

  /** The largest key <= `key`; -Infinity when there is none. */
  lastKeyUpTo(key: number): number {
    if (key >= this.lastKey()) return this.lastKey();
    for (let blockIndex = upperBound(this.firstKeys, key, true) - 1; blockIndex >= 0; blockIndex--) {
      const { keys, size } = this.blocks[blockIndex];
      const position = upperBound(keys, key, true, size);
      if (position > 0) return keys[position - 1];
    }
    return Number.NEGATIVE_INFINITY;
  }

  lastKey(): number {
    for (let blockIndex = this.blocks.length - 1; blockIndex >= 0; blockIndex--) {
      const { keys, size } = this.blocks[blockIndex];
      if (size > 0) return keys[size - 1];
    }
    return Number.NEGATIVE_INFINITY;
  }

  /** Moves the entries of block `blockIndex` from `position` on into a new block after it. */
  private split(blockIndex: number, position: number): void {
    const upper = new KeyedBlock(this.blockSplit);
    this.blocks[blockIndex].moveTailTo(upper, position);
    upper.recountFrom(0);
    this.blocks.splice(blockIndex + 1, 0, upper);
    this.firstKeys.splice(blockIndex + 1, 0, upper.keys[0]);
    this.firstTags.splice(blockIndex + 1, 0, upper.tags[0]);
    this.before.splice(blockIndex + 1, 0, 0);
  }

  private repairThrough(blockIndex: number): void {
    for (; this.validBlocks <= blockIndex; this.validBlocks++) {
      this.before[this.validBlocks] = this.before[this.validBlocks - 1] + this.blocks[this.validBlocks - 1].total();
    }
  }
}
