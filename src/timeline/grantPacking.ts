/**
 * Packs grants into as few lanes as their windows allow, as vis-timeline stacks items:
 * grants taken in order of start time, each into the lowest lane that is free by then.
 * Taking intervals by start and always reusing a free lane gives the fewest lanes there
 * can be (as many as grants overlap at the busiest time). Computed once per engine
 * answer; zoom and pan only look lanes up.
 *
 * Two heaps keep it O(n log n) for 20,000 grants that all overlap: busy lanes ordered by
 * the end of their last grant, free lanes ordered by index.
 */
import type { GrantView } from '../ledger/types';

export interface GrantPacking {
  /** Grants per lane, each lane sorted by time (its windows never overlap). */
  lanes: readonly (readonly GrantView[])[];
  laneOf: ReadonlyMap<string, number>;
}

/** A binary min-heap on `key`, just big enough for the packing. */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly key: (item: T) => number) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const { items, key } = this;
    items.push(item);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (key(items[parent]) <= key(items[index])) break;
      [items[parent], items[index]] = [items[index], items[parent]];
      index = parent;
    }
  }

  pop(): T | undefined {
    const { items, key } = this;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      let smallest = index;
      if (left < items.length && key(items[left]) < key(items[smallest])) smallest = left;
      if (left + 1 < items.length && key(items[left + 1]) < key(items[smallest])) smallest = left + 1;
      if (smallest === index) return top;
      const swapped = items[smallest];
      items[smallest] = items[index];
      items[index] = swapped;
      index = smallest;
    }
  }
}

interface BusyLane {
  lane: number;
  end: number;
}

export function packGrantLanes(grants: readonly GrantView[]): GrantPacking {
  // At the same start the longer grant goes first, so long base grants take the top lanes.
  const byStart = [...grants].sort((a, b) => a.start - b.start || b.end - a.end);
  const busy = new MinHeap<BusyLane>((item) => item.end);
  const free = new MinHeap<number>((lane) => lane);
  const lanes: GrantView[][] = [];
  const laneOf = new Map<string, number>();
  for (const grant of byStart) {
    // Windows include both ends, so a lane is free once its last grant ended before this start.
    while (busy.size > 0 && busy.peek()!.end < grant.start) free.push(busy.pop()!.lane);
    const lane = free.pop() ?? lanes.length;
    if (lane === lanes.length) lanes.push([]);
    lanes[lane].push(grant);
    laneOf.set(grant.id, lane);
    busy.push({ lane, end: grant.end });
  }
  return { lanes, laneOf };
}
