/**
 * First index in `sorted[from..size)` whose value is > `value` (or >= when `inclusive` is
 * false), every entry before `from` being at or below it: the search every sorted array
 * of the engine's sums uses.
 */
export function upperBound(sorted: ArrayLike<number>, value: number, inclusive: boolean, size = sorted.length, from = 0): number {
  let low = from;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value || (inclusive && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The same for a caller whose values never decrease: steps of 1, 2, 4... from `from`, then
 * a binary search inside the last step, so an answer a few entries ahead costs a few reads
 * and one far ahead O(log distance).
 */
export function upperBoundFrom(sorted: ArrayLike<number>, value: number, inclusive: boolean, from: number, size: number): number {
  let low = from;
  let high = from;
  for (let step = 1; high < size && (sorted[high] < value || (inclusive && sorted[high] === value)); step *= 2) {
    low = high + 1;
    high = Math.min(size, high + step);
  }
  // Every entry below `low` is at or below the value; the one at `high`, if any, is past it.
  return upperBound(sorted, value, inclusive, high, low);
}

/**
 * `upperBound` over `sorted[from..size)` that starts where the value would sit if the keys
 * were spread evenly (interpolation), then gallops to the answer. Keys close to evenly
 * spread, as timestamps are, take a read or two near the guess instead of a binary search
 * whose every step is a cache miss in a large, cold array (balance questions at random
 * times of a long history).
 */
export function upperBoundInterpolated(sorted: ArrayLike<number>, value: number, inclusive: boolean, size: number, from = 0): number {
  if (size <= from) return from;
  const first = sorted[from];
  const last = sorted[size - 1];
  if (!atOrBelow(first, value, inclusive)) return from;
  if (atOrBelow(last, value, inclusive)) return size;
  // first <= value < last here, so the guess lies in [from, size - 1).
  const guess = from + Math.min(size - from - 2, Math.floor(((value - first) / (last - first)) * (size - from - 1)));
  // Infinite keys make the guess NaN: no spread to read, so the plain search.
  if (!(guess >= from)) return upperBound(sorted, value, inclusive, size, from);
  return upperBoundNear(sorted, value, inclusive, size, from, guess);
}

/**
 * `upperBound` over `sorted[from..size)` from a finger `near` in that range (where the last
 * answer lay): steps of 1, 2, 4... forward or back from it, then a binary search inside the
 * last step. A replay reads the consumptions a stretch at a time, a few dozen entries
 * apart: the steps read the few cache lines between two answers, where a binary search
 * over the block reads about nine lines spread over it.
 */
export function upperBoundNear(sorted: ArrayLike<number>, value: number, inclusive: boolean, size: number, from: number, near: number): number {
  if (atOrBelow(sorted[near], value, inclusive)) return upperBoundFrom(sorted, value, inclusive, near + 1, size);
  // The answer is at or below `near`: step back 1, 2, 4... to an entry at or below the value.
  let high = near;
  for (let step = 1; ; step *= 2) {
    const low = Math.max(from, high - step);
    // sorted[low] at or below the value, the entry at `high` past it: the answer is in (low, high].
    if (atOrBelow(sorted[low], value, inclusive)) return upperBound(sorted, value, inclusive, high, low + 1);
    if (low === from) return from;
    high = low;
  }
}

/** `entry` is below `value`, or at it when `inclusive`: the test every search here makes. */
export function atOrBelow(entry: number, value: number, inclusive: boolean): boolean {
  return entry < value || (inclusive && entry === value);
}

/**
 * Searches inside blocks of sorted entries, each from where the last one ended when that
 * lies in the block (a replay reads the consumptions a stretch at a time, forward or
 * mirrored; any entry of the block is a valid start, so a change in between costs only
 * steps), else from an interpolated guess where `guessed` (keys spread about evenly), else
 * by halves.
 */
export class FingerSearch {
  /** Where the last search inside a block ended. */
  at = -1;

  constructor(private readonly guessed: boolean) {}

  /**
   * `upperBound` over `sorted[base..end)`. `guessable`: the entries are keys, which a search
   * with no earlier answer may guess at (the running sums are searched by halves).
   */
  inBlock(sorted: ArrayLike<number>, value: number, inclusive: boolean, base: number, end: number, guessable: boolean): number {
    const { at } = this;
    if (at >= base && at < end) this.at = upperBoundNear(sorted, value, inclusive, end, base, at);
    else this.at = guessable ? this.anywhere(sorted, value, inclusive, end, base) : upperBound(sorted, value, inclusive, end, base);
    return this.at;
  }

  /** `upperBound` over `sorted[from..size)`, with no earlier answer to start from. */
  anywhere(sorted: ArrayLike<number>, value: number, inclusive: boolean, size: number, from = 0): number {
    return this.guessed ? upperBoundInterpolated(sorted, value, inclusive, size, from) : upperBound(sorted, value, inclusive, size, from);
  }
}
