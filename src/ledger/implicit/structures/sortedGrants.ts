/** The grant orders kept sorted (by start, by end): insertion and search. */
/**
 * Inserts `item` into `sorted` (ordered by `keys[item]`) after the items with equal keys;
 * returns where.
 */
export function insertSorted(sorted: number[], item: number, keys: readonly number[]): number {
  const key = keys[item];
  // New grants mostly start and end near the present: most go at the back, no search.
  if (sorted.length === 0 || keys[sorted[sorted.length - 1]] <= key) {
    sorted.push(item);
    return sorted.length - 1;
  }
  const position = firstKeyAfter(sorted, keys, key);
  sorted.splice(position, 0, item);
  return position;
}

/** Index in `sorted` (ordered by `keys[item]`) of the first item whose key is above `key`. */
export function firstKeyAfter(sorted: ArrayLike<number>, keys: readonly number[], key: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[sorted[middle]] <= key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Keeps `prefixMax[i]` the largest value among items 0..i of a list after an item of
 * `value` went in at `position`: the entries after it rise to `value` only until one is
 * already at least that, so a grant starting near the present costs a few steps.
 */
export function insertIntoPrefixMax(prefixMax: number[], position: number, value: number): void {
  const before = position > 0 ? prefixMax[position - 1] : Number.NEGATIVE_INFINITY;
  if (position === prefixMax.length) prefixMax.push(Math.max(before, value));
  else prefixMax.splice(position, 0, Math.max(before, value));
  for (let index = position + 1; index < prefixMax.length && prefixMax[index] < value; index++) prefixMax[index] = value;
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
