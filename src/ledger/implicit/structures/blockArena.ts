/**
 * The entries of a KeyedSums' blocks: fixed-capacity sorted runs of (key, value, tag,
 * running sum of the values), stored side by side in a few shared typed arrays (chunks)
 * instead of four typed arrays per block. A block is its chunk and the index of its
 * first entry there (its base); a search reads the entries themselves and no per-block
 * object. At 1,000,000 calls each object between a search and its entries was one more
 * cache miss: balance questions at random times cost 2.6 times what they cost at 100,000.
 *
 * Typed arrays rather than plain ones: plain arrays' entries were copied by every young
 * generation collection they survived and again as a block regrew. Chunks double from one
 * block up to `MAX_CHUNK_BLOCKS`, so a small ledger allocates little and a large one a few
 * dozen chunks, none ever copied.
 */
const MAX_CHUNK_BLOCKS = 64;

export class BlockArena {
  readonly keys: Float64Array[] = [];
  readonly values: Float64Array[] = [];
  readonly tags: Float64Array[] = [];
  /** `running[base + i]`: the sum of the block's values 0..i. */
  readonly running: Float64Array[] = [];
  /** Filled by `allocate`. */
  allocatedChunk = 0;
  allocatedBase = 0;
  /** Where the next block of the last chunk starts; its length when full. */
  private nextBase = 0;

  constructor(readonly capacity: number) {}

  /** Room for one more block, written to `allocatedChunk` and `allocatedBase`. */
  allocate(): void {
    const chunk = this.keys.length - 1;
    if (chunk < 0 || this.nextBase === this.keys[chunk].length) {
      const length = Math.min(MAX_CHUNK_BLOCKS, 2 ** this.keys.length) * this.capacity;
      this.keys.push(new Float64Array(length));
      this.values.push(new Float64Array(length));
      this.tags.push(new Float64Array(length));
      this.running.push(new Float64Array(length));
      this.nextBase = 0;
    }
    this.allocatedChunk = this.keys.length - 1;
    this.allocatedBase = this.nextBase;
    this.nextBase += this.capacity;
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

  /** Copies the entries `[from, end)` of chunk `fromChunk` to `to` in `toChunk` (an empty block). */
  moveEntries(fromChunk: number, from: number, end: number, toChunk: number, to: number): void {
    this.keys[toChunk].set(this.keys[fromChunk].subarray(from, end), to);
    this.values[toChunk].set(this.values[fromChunk].subarray(from, end), to);
    this.tags[toChunk].set(this.tags[fromChunk].subarray(from, end), to);
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
