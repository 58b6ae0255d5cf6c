/** The grant orders kept sorted (by start, by end): insertion and search. */
/** Inserts `item` into `sorted` (ordered by `keys[item]`) after the items with equal keys. */
export function insertSorted(sorted: number[], item: number, keys: readonly number[]): void {
  const key = keys[item];
  let position = sorted.length;
  // New grants mostly start and end near the present: search from the back.
  while (position > 0 && keys[sorted[position - 1]] > key) position--;
  if (position === sorted.length) sorted.push(item);
  else sorted.splice(position, 0, item);
}

/** Index in `byEnd` of the first grant ending at or after `time`. */
export function lowerBoundByEnd(byEnd: readonly number[], ends: readonly number[], time: number): number {
  let low = 0;
  let high = byEnd.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ends[byEnd[middle]] < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
