import { SPLICE_CHUNK } from '../limits';
/**
 * `array.splice(from, count, ...items)` for any number of items: one spread of more than
 * about 125,000 overflows the stack (a long replay's runs, the open grants a replay
 * reorders, a grant in the past's rewritten runs). Many items are written by cutting the
 * array back and appending the items and then the tail, so the tail moves once, not once
 * per chunk of items.
 */
export function spliceInto(array: number[], from: number, count: number, items: readonly number[]): void {
  if (items.length <= SPLICE_CHUNK) {
    array.splice(from, count, ...items);
    return;
  }
  const tail = array.slice(from + count);
  array.length = from;
  for (const item of items) array.push(item);
  for (const item of tail) array.push(item);
}
