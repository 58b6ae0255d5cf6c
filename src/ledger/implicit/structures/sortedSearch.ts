/**
 * First index in `sorted[0..size)` whose value is > `value` (or >= when `inclusive` is
 * false): the search every sorted array of the engine's sums uses.
 */
export function upperBound(sorted: ArrayLike<number>, value: number, inclusive: boolean, size = sorted.length): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value || (inclusive && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}
