/**
 * The credit at time t that later consumptions cannot do without ("the reserve"), so
 * that headroomAt(t) = balanceAt(t) - reserve(t).
 *
 * Why: a candidate at t can use any credit left at t (every grant holding it is open at
 * t), so it fits exactly when what is left at t covers it plus the least "old" credit
 * (from grants open at t) that the consumptions after t must use. That least amount
 * comes from the mirror image of EDF: replay the consumptions after t newest first,
 * each drawing from the open grant that started latest. Grants that start after t
 * ("fresh" credit) always started later than old ones, so they are used first and the
 * old credit is touched only when nothing else can serve; the exchange argument that
 * makes EDF optimal forwards makes this greedy optimal backwards.
 *
 * Cost: O((m_t + G_t) log G) for the m_t consumptions after t and the G_t grants still
 * open after t: small for times near the present, where the app asks most.
 */
import type { EventStore } from './eventStore';
import type { GrantOrder } from './grantOrder';
import type { ReplayOrder } from './replayOrder';

/** Max-heap of grant indices by start, with capacities kept beside it. */
class LatestStartHeap {
  private readonly items: number[] = [];

  constructor(private readonly starts: readonly number[]) {}

  get size(): number {
    return this.items.length;
  }

  peek(): number {
    return this.items[0];
  }

  push(grant: number): void {
    const { items, starts } = this;
    items.push(grant);
    let child = items.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (starts[items[parent]] >= starts[items[child]]) break;
      [items[child], items[parent]] = [items[parent], items[child]];
      child = parent;
    }
  }

  pop(): number {
    const { items, starts } = this;
    const top = items[0];
    const last = items.pop() as number;
    if (items.length === 0) return top;
    items[0] = last;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      let latest = parent;
      if (left < items.length && starts[items[left]] > starts[items[latest]]) latest = left;
      if (left + 1 < items.length && starts[items[left + 1]] > starts[items[latest]]) latest = left + 1;
      if (latest === parent) return top;
      [items[latest], items[parent]] = [items[parent], items[latest]];
      parent = latest;
    }
  }
}

export function reserveAfter(store: EventStore, grantOrder: GrantOrder, replayOrder: ReplayOrder, time: number): number {
  const later: number[] = [];
  replayOrder.forEachFrom(time, false, (consumption) => later.push(consumption));
  if (later.length === 0) return 0;
  // Grants that can serve a consumption after `time`, latest end first: they open, in
  // reverse time, when the replay reaches their end.
  const grants = [...grantOrder.endingFrom(time + 1)].reverse();
  const capacity = new Map<number, number>();
  for (const grant of grants) {
    const isOld = store.grantStart[grant] <= time;
    capacity.set(grant, isOld ? store.leftAfterTime(grant, time) : store.grantAmount[grant]);
  }
  const open = new LatestStartHeap(store.grantStart);
  let nextToOpen = 0;
  let reserve = 0;
  for (let index = later.length - 1; index >= 0; index--) {
    const consumption = later[index];
    const at = store.consumptionTime[consumption];
    while (nextToOpen < grants.length && store.grantEnd[grants[nextToOpen]] >= at) open.push(grants[nextToOpen++]);
    let remaining = store.consumptionAmount[consumption];
    while (remaining > 0 && open.size > 0) {
      const grant = open.peek();
      const left = capacity.get(grant) as number;
      if (store.grantStart[grant] > at || left === 0) {
        open.pop();
        continue;
      }
      const taken = Math.min(left, remaining);
      capacity.set(grant, left - taken);
      remaining -= taken;
      if (store.grantStart[grant] <= time) reserve += taken;
    }
  }
  return reserve;
}
