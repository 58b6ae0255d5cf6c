/**
 * The binary search both block structures (replay order, time sums) use to find the block
 * a time falls in: the last index whose value is `<= value`, or 0 when none is (block 0
 * then takes the time, so a query before every key still lands somewhere).
 */
export function lastIndexAtOrBelow(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sorted[middle] <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}
