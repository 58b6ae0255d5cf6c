/**
 * The blocks of a KeyedSums in key order, and their entries: fixed-capacity sorted runs of
 * (key, value, tag, running sum of the values), stored side by side in a few shared typed
 * arrays (chunks) instead of four typed arrays per block. Block `b` is its chunk
 * `chunkOf[b]`, the index of its first entry there `baseOf[b]` and its size `sizeOf[b]`;
 * a search reads the entries themselves and no per-block object. At 1,000,000 calls each
 * object between a search and its entries was one more cache miss: balance questions at
 * random times cost 2.6 times what they cost at 100,000.
 *
 * Typed arrays rather than plain ones: plain arrays' entries were copied by every young
 * generation collection they survived and again as a block regrew. Chunks double from one
 * block up to `ARENA_MAX_CHUNK_BLOCKS`, so a small ledger allocates little and a large one a few
 * dozen chunks, none ever copied.
 */
import { upperBound } from './sortedSearch';
import { ARENA_MAX_CHUNK_BLOCKS } from '../limits';

export class BlockArena {
  readonly keys: Float64Array[] = [];
  readonly values: Float64Array[] = [];
  readonly tags: Float64Array[] = [];
  /** `running[base + i]`: the sum of the block's values 0..i. */
  readonly running: Float64Array[] = [];
  /** The blocks in key order: where each one's entries are, and how many it holds. */
  readonly chunkOf: number[] = [];
  readonly baseOf: number[] = [];
  readonly sizeOf: number[] = [];
  /** First key of each block (block 0 takes every key below the others). */
  readonly firstKeys: number[] = [Number.NEGATIVE_INFINITY];
  /** Tag of each block's first entry: equal keys may span blocks, ordered by tag. */
  readonly firstTags: number[] = [Number.NEGATIVE_INFINITY];
  /** Where the next block of the last chunk starts; its length when full. */
  private nextBase = 0;

  /** Starts with one empty block. */
  constructor(readonly capacity: number) {
    this.allocate();
    this.chunkOf.push(this.keys.length - 1);
    this.baseOf.push(0);
    this.sizeOf.push(0);
  }

  /** Sum of the values in block `block`. */
  total(block: number): number {
    const size = this.sizeOf[block];
    return size > 0 ? this.running[this.chunkOf[block]][this.baseOf[block] + size - 1] : 0;
  }

  /** Moves the entries of block `block` from `position` on into a new block after it. */
  split(block: number, position: number): void {
    const base = this.allocate();
    const chunk = this.keys.length - 1;
    const from = this.baseOf[block] + position;
    const size = this.sizeOf[block] - position;
    this.keys[chunk].set(this.keys[this.chunkOf[block]].subarray(from, from + size), base);
    this.values[chunk].set(this.values[this.chunkOf[block]].subarray(from, from + size), base);
    this.tags[chunk].set(this.tags[this.chunkOf[block]].subarray(from, from + size), base);
    this.recount(chunk, base, base, base + size);
    this.sizeOf[block] = position;
    this.chunkOf.splice(block + 1, 0, chunk);
    this.baseOf.splice(block + 1, 0, base);
    this.sizeOf.splice(block + 1, 0, size);
    this.firstKeys.splice(block + 1, 0, this.keys[chunk][base]);
    this.firstTags.splice(block + 1, 0, this.tags[chunk][base]);
  }

  /** Room for one more block at the end of the last chunk (a new one if full): its base. */
  private allocate(): number {
    const chunk = this.keys.length - 1;
    if (chunk < 0 || this.nextBase === this.keys[chunk].length) {
      const length = Math.min(ARENA_MAX_CHUNK_BLOCKS, 2 ** this.keys.length) * this.capacity;
      this.keys.push(new Float64Array(length));
      this.values.push(new Float64Array(length));
      this.tags.push(new Float64Array(length));
      this.running.push(new Float64Array(length));
      this.nextBase = 0;
    }
    this.nextBase += this.capacity;
    return this.nextBase - this.capacity;
  }

  /** Inserts an entry at `at` into the block at `base` whose entries end at `end` (it has room). */
  insertAt(chunk: number, base: number, at: number, end: number, key: number, value: number, tag: number): void {
    const keys = this.keys[chunk];
    const values = this.values[chunk];
    const tags = this.tags[chunk];
    if (at < end) {
      keys.copyWithin(at + 1, at, end);
      values.copyWithin(at + 1, at, end);
      tags.copyWithin(at + 1, at, end);
    }
    keys[at] = key;
    values[at] = value;
    tags[at] = tag;
    this.recount(chunk, base, at, end + 1);
  }

  /** The first entry in `[from, end)` at or after `(key, tag)` in (key, tag) order. */
  firstAtOrAfter(chunk: number, from: number, end: number, key: number, tag: number): number {
    const keys = this.keys[chunk];
    const tags = this.tags[chunk];
    let low = from;
    let high = end;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle] < key || (keys[middle] === key && tags[middle] < tag)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The block an entry `(key, tag)` belongs in: the last whose first entry is at or before
   * it in (key, tag) order (0 when none is). Many entries may share a key (a month's grants
   * share their end), so the search goes by both.
   */
  blockHoldingEntry(key: number, tag: number): number {
    const { firstKeys, firstTags } = this;
    let low = 0;
    let high = firstKeys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (firstKeys[middle] < key || (firstKeys[middle] === key && firstTags[middle] <= tag)) low = middle + 1;
      else high = middle;
    }
    return Math.max(0, low - 1);
  }

  /** Visits every entry in key order with where its values start in the running total. */
  forEachEntry(visit: (key: number, value: number, tag: number, start: number) => void): void {
    let start = 0;
    for (let block = 0; block < this.sizeOf.length; block++) {
      const chunk = this.chunkOf[block];
      const keys = this.keys[chunk];
      const values = this.values[chunk];
      const tags = this.tags[chunk];
      const end = this.baseOf[block] + this.sizeOf[block];
      for (let at = this.baseOf[block]; at < end; at++) {
        visit(keys[at], values[at], tags[at], start);
        start += values[at];
      }
    }
  }

  /** Visits the keys in `[low, high]` in order. */
  forEachKeyBetween(low: number, high: number, visit: (key: number) => void): void {
    const first = Math.max(0, upperBound(this.firstKeys, low, false) - 1);
    for (let block = first; block < this.sizeOf.length; block++) {
      const keys = this.keys[this.chunkOf[block]];
      const end = this.baseOf[block] + this.sizeOf[block];
      for (let at = upperBound(keys, low, false, end, this.baseOf[block]); at < end; at++) {
        if (keys[at] > high) return;
        visit(keys[at]);
      }
    }
  }

  /** Rewrites the running sums of the block at `base` from `at` to `end`, after a value there changed. */
  recount(chunk: number, base: number, at: number, end: number): void {
    const values = this.values[chunk];
    const running = this.running[chunk];
    let sum = at > base ? running[at - 1] : 0;
    for (let index = at; index < end; index++) {
      sum += values[index];
      running[index] = sum;
    }
  }
}
