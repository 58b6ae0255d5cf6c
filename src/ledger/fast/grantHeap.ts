/**
 * A binary min-heap of grant indices in EDF order (end, then id). The cascade uses it
 * to settle grants in the order demand flows between them; the forward replay uses it
 * as the queue of grants a consumption draws from.
 */
import type { EventStore } from './eventStore';

export class GrantHeap {
  private readonly items: number[] = [];

  constructor(private readonly store: EventStore) {}

  get size(): number {
    return this.items.length;
  }

  peek(): number {
    return this.items[0];
  }

  push(grant: number): void {
    const { items } = this;
    items.push(grant);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.store.grantPrecedes(items[child], items[parent])) break;
      [items[child], items[parent]] = [items[parent], items[child]];
      child = parent;
    }
  }

  pop(): number {
    const { items } = this;
    const top = items[0];
    const last = items.pop() as number;
    if (items.length > 0) {
      items[0] = last;
      this.siftDown();
    }
    return top;
  }

  clear(): void {
    this.items.length = 0;
  }

  private siftDown(): void {
    const { items } = this;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let first = parent;
      if (left < items.length && this.store.grantPrecedes(items[left], items[first])) first = left;
      if (right < items.length && this.store.grantPrecedes(items[right], items[first])) first = right;
      if (first === parent) return;
      [items[first], items[parent]] = [items[parent], items[first]];
      parent = first;
    }
  }
}
