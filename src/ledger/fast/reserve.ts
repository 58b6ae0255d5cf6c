/**
 * The credit at time t that later consumptions cannot do without ("the reserve"), so
 * that headroomAt(t) = balanceAt(t) - reserve(t).
 *
 * Why: a candidate at t can use any credit left at t (every grant holding it is open at
 * t), so it fits exactly when what is left at t covers it plus the least "old" credit
 * (from grants that started by t) that the consumptions after t must use. That least
 * amount comes from the mirror image of EDF: replay consumptions newest first, each
 * drawing from the open grant that started latest. Grants that start after t always
 * started later than old ones, so they serve first and old credit is used only where
 * nothing else can; the exchange argument that makes EDF optimal forwards makes this
 * greedy optimal backwards.
 *
 * That backward replay does not depend on t: what a consumption after t draws from
 * fresh grants is decided before any consumption at or before t is replayed, and old
 * grants serve last whatever their capacity. So one replay, with every grant at its
 * full amount, answers every t: a draw of w at time q from a grant that started at s
 * is reserve for every t in [s, q), kept as +w at s and -w at q in a prefix-sum map.
 *
 * The replay is run lazily, newest first, only as far back as the queries ask, and
 * kept until the ledger changes (the engine then drops it). Cost: the first query at t
 * after a change is O((m_t + G_t) log G) for the m_t consumptions and G_t grants after
 * t; later queries at or after an earlier one are O(log n), and going further back
 * only pays for the extra stretch. A headroom series is one replay plus O(log n) a point.
 */
import type { EventStore } from './eventStore';
import type { ReplayOrder } from './replayOrder';
import { TimeSums } from './timeSums';

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

export class ReserveReplay {
  private readonly reserveSteps = new TimeSums();
  private readonly open: LatestStartHeap;
  private readonly capacity = new Map<number, number>();
  /** Grants in EDF order; the replay opens them from the end (latest end first). */
  private readonly grantsByEnd: readonly number[];
  private grantsOpened = 0;
  private readonly nextNewest: () => number;
  /** The next consumption to replay (newest first), or -1 when all are done. */
  private upcoming: number;
  /** Consumptions replayed so far: the work this replay has done. */
  replayedCount = 0;

  constructor(
    private readonly store: EventStore,
    grantsByEnd: readonly number[],
    replayOrder: ReplayOrder,
  ) {
    this.open = new LatestStartHeap(store.declaredStart);
    this.grantsByEnd = grantsByEnd;
    this.nextNewest = replayOrder.newestFirst();
    this.upcoming = this.nextNewest();
  }

  /** The reserve at `time`: old credit the consumptions after it cannot do without. */
  reserveAt(time: number): number {
    const { store } = this;
    while (this.upcoming >= 0 && store.consumptionTime[this.upcoming] > time) {
      this.replay(this.upcoming);
      this.replayedCount++;
      this.upcoming = this.nextNewest();
    }
    return this.reserveSteps.prefixSum(time);
  }

  private replay(consumption: number): void {
    const { store, open, capacity, grantsByEnd } = this;
    const at = store.consumptionTime[consumption];
    while (this.grantsOpened < grantsByEnd.length) {
      const grant = grantsByEnd[grantsByEnd.length - 1 - this.grantsOpened];
      if (store.declaredEnd[grant] < at) break;
      capacity.set(grant, store.declaredAmount[grant]);
      open.push(grant);
      this.grantsOpened++;
    }
    let remaining = store.consumptionAmount[consumption];
    while (remaining > 0 && open.size > 0) {
      const grant = open.peek();
      const left = capacity.get(grant) as number;
      if (store.declaredStart[grant] > at || left === 0) {
        open.pop();
        continue;
      }
      const taken = Math.min(left, remaining);
      capacity.set(grant, left - taken);
      remaining -= taken;
      this.reserveSteps.add(store.declaredStart[grant], taken);
      this.reserveSteps.add(at, -taken);
    }
  }
}
