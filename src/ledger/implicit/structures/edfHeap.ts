/**
 * Open grants in EDF priority (smallest end, then smaller id in plain string order), as
 * a binary min-heap of grant indices. Expired grants are dropped lazily from the top:
 * the top has the smallest end, so once it is open every other grant is too.
 */
export class EdfHeap {
  private readonly items: number[] = [];

  constructor(
    private readonly ends: ArrayLike<number>,
    private readonly ids: readonly string[],
  ) {}

  get size(): number {
    return this.items.length;
  }

  top(): number {
    return this.items[0];
  }

  /** The grants in heap order (not sorted), for copying a replay's final state. */
  contents(): readonly number[] {
    return this.items;
  }

  clear(): void {
    this.items.length = 0;
  }

  push(grant: number): void {
    const { items } = this;
    let position = items.length;
    items.push(grant);
    while (position > 0) {
      const parent = (position - 1) >> 1;
      if (!this.before(grant, items[parent])) break;
      items[position] = items[parent];
      position = parent;
    }
    items[position] = grant;
  }

  pop(): number {
    const { items } = this;
    const first = items[0];
    const last = items.pop() as number;
    if (items.length === 0) return first;
    let position = 0;
    for (;;) {
      const left = 2 * position + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && this.before(items[right], items[left]) ? right : left;
      if (!this.before(items[child], last)) break;
      items[position] = items[child];
      position = child;
    }
    items[position] = last;
    return first;
  }

  private before(a: number, b: number): boolean {
    return precedesInEdf(this.ends, this.ids, a, b);
  }
}

/** Grant a comes before grant b in EDF order: smaller end, then smaller id (plain string order). */
export function precedesInEdf(ends: ArrayLike<number>, ids: readonly string[], a: number, b: number): boolean {
  const endA = ends[a];
  const endB = ends[b];
  if (endA !== endB) return endA < endB;
  return ids[a] < ids[b];
}

/**
 * `sorted[from..to)` (in EDF order) with `joining` merged in, in one pass; `joining` is
 * sorted here. `dropped` leaves grants of the range out. For the frontier and a replay's
 * base, which take many grants back at once.
 */
export function mergeInEdfOrder(
  sorted: readonly number[],
  from: number,
  to: number,
  joining: number[],
  before: (a: number, b: number) => boolean,
  dropped: (grant: number) => boolean = () => false,
): number[] {
  joining.sort((a, b) => (before(a, b) ? -1 : 1));
  const merged: number[] = [];
  let next = 0;
  for (let at = from; at < to; at++) {
    const grant = sorted[at];
    if (dropped(grant)) continue;
    while (next < joining.length && before(joining[next], grant)) merged.push(joining[next++]);
    merged.push(grant);
  }
  while (next < joining.length) merged.push(joining[next++]);
  return merged;
}
