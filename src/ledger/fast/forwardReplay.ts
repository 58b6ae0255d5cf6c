/**
 * A time-ordered EDF replay that starts from a point in time instead of the beginning:
 * the credit each grant has left at that point is read off the materialised schedule,
 * and only the consumptions from that point on are replayed. Two callers need it:
 * - the spec's forced replay, which names the consumptions a refused candidate would
 *   break (they draw nothing and the replay goes on), and
 * - a grant that lands in the past, after which the schedule from its start is redrawn.
 * Cost: O(G_t + m_t log G) for the G_t grants still open at that time and the m_t
 * consumptions after it; both paths are rare next to accepted consumptions.
 */
import type { EventStore } from './eventStore';
import { GrantHeap } from './grantHeap';
import type { GrantOrder } from './grantOrder';

export class ReplayFromTime {
  private readonly leftByGrant = new Map<number, number>();
  private readonly open: GrantHeap;
  /** Grants that open later, latest start first so the next one is at the end. */
  private readonly opening: number[] = [];
  private available = 0;

  /**
   * Starts right after every consumption with timestamp `< time` (`atOrAfter`) or
   * `<= time` (otherwise) has drawn.
   */
  constructor(
    private readonly store: EventStore,
    grantOrder: GrantOrder,
    time: number,
    atOrAfter: boolean,
  ) {
    this.open = new GrantHeap(store);
    const drawnUpTo = atOrAfter ? time - 1 : time;
    for (const grant of grantOrder.endingFrom(time)) {
      if (store.grantStart[grant] > time) {
        this.opening.push(grant);
        continue;
      }
      const left = store.leftAfterTime(grant, drawnUpTo);
      this.leftByGrant.set(grant, left);
      if (left > 0) this.open.push(grant);
      this.available += left;
    }
    this.opening.sort((a, b) => store.grantStart[b] - store.grantStart[a]);
  }

  /** Opens grants that start by `time` and drops those that ended before it. */
  advanceTo(time: number): void {
    const { store, opening, open } = this;
    while (opening.length > 0 && store.grantStart[opening[opening.length - 1]] <= time) {
      const grant = opening.pop() as number;
      this.leftByGrant.set(grant, store.grantAmount[grant]);
      this.available += store.grantAmount[grant];
      open.push(grant);
    }
    while (open.size > 0 && store.grantEnd[open.peek()] < time) {
      this.available -= this.leftByGrant.get(open.pop()) as number;
    }
  }

  /**
   * Draws `amount` in EDF order and reports each draw; returns what was missing instead
   * (drawing nothing) when the open grants hold less than `amount`.
   */
  take(amount: number, onDraw?: (grant: number, amount: number) => void): number {
    if (this.available < amount) return amount - this.available;
    this.available -= amount;
    let remaining = amount;
    while (remaining > 0) {
      const grant = this.open.peek();
      const left = this.leftByGrant.get(grant) as number;
      const taken = Math.min(left, remaining);
      this.leftByGrant.set(grant, left - taken);
      if (taken === left) this.open.pop();
      remaining -= taken;
      onDraw?.(grant, taken);
    }
    return 0;
  }
}
