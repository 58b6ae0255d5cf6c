/** Arguments spread into one `splice`: far below the engine's limit on a call's arguments. */
const SPLICE_CHUNK = 8192;

/**
 * `array.splice(from, count, ...items)`, in chunks: one spread of more than about 125,000
 * items overflows the stack (a long replay's runs, the open grants a replay reorders).
 */
export function spliceInto(array: number[], from: number, count: number, items: readonly number[]): void {
  if (items.length <= SPLICE_CHUNK) {
    array.splice(from, count, ...items);
    return;
  }
  array.splice(from, count, ...items.slice(0, SPLICE_CHUNK));
  for (let at = SPLICE_CHUNK; at < items.length; at += SPLICE_CHUNK) {
    array.splice(from + at, 0, ...items.slice(at, at + SPLICE_CHUNK));
  }
}
