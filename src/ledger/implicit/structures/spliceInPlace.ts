/**
 * `array.splice(from, count, ...items)` without allocating. The engine splices its runs
 * and its frontier on every grant in the past and every late consumption it keeps; a
 * spread into `splice` copies the items, `splice` returns the removed ones in a new array,
 * and a spread of more than about 125,000 items overflows the stack. Here the tail moves
 * once, in place, and the array grows by `push` (so it stays packed, and its capacity
 * grows geometrically). `itemCount`: the first this many of `items` (a buffer kept for reuse).
 */
export function spliceInto(array: number[], from: number, count: number, items: readonly number[], itemCount = items.length): void {
  const oldLength = array.length;
  const tailFrom = from + count;
  const shift = itemCount - count;
  if (shift > 0) {
    // The new last `shift` slots take the tail's last entries, or, where the tail is
    // shorter than that, the items that land there: never an entry before index 0, whose
    // `undefined` would turn the array's elements from numbers to any value for good.
    for (let at = oldLength - shift; at < oldLength; at++) array.push(at >= tailFrom ? array[at] : items[at + shift - from]);
    for (let at = oldLength - shift - 1; at >= tailFrom; at--) array[at + shift] = array[at];
  } else if (shift < 0) {
    for (let at = tailFrom; at < oldLength; at++) array[at + shift] = array[at];
    array.length = oldLength + shift;
  }
  for (let index = 0; index < itemCount; index++) array[from + index] = items[index];
}
