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
