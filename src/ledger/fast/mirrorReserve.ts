/**
 * The reserve behind headroomAt (see reserve.ts) from a kept "mirror" schedule, so a
 * query right after a change costs O(log n) instead of a replay of the history after t.
 *
 * Why a mirror: the reserve replay (consumptions newest first, each drawing from the
 * open grant that started latest) is exactly EDF on the reversed timeline: negate every
 * time, and a grant [start, end] becomes [-end, -start], whose "end" -start is earliest
 * for the latest start. So the same incremental engine (Schedule) keeps that replay up
 * to date under changes: a new consumption is one cascade there, usually a short one.
 * Every consumption the real ledger accepted fits in the mirror (the two problems have
 * the same solutions, reversed), so the mirror never refuses one; if it ever did, the
 * caller drops the mirror and falls back to the replay. A grant whose window holds an
 * accepted consumption would make the mirror redraw its whole history (all of it lies
 * after the grant's mirror start), so the caller drops the mirror then too.
 *
 * With the mirror's draws, for integer times,
 *   reserve(t) = consumed after t - drawn from grants that start after t,
 * because a grant that starts after t only serves consumptions after t, and what those
 * consumptions do not get from such grants is exactly the old credit they need. The
 * second term is a prefix sum of the mirror's drawn totals by mirror end (= -start).
 */
import type { EventStore } from './eventStore';
import type { ReplayOrder } from './replayOrder';
import type { Schedule } from './schedule';

export class MirrorReserve {
  /**
   * Builds the mirror of the ledger in `store`: grants in the mirror's EDF order (latest
   * start first, then id) so each lands at the end of its grant order, then
   * consumptions newest first, each one after every other in mirror time (no cascade).
   * O((n + G) log n).
   */
  static build(store: EventStore, replayOrder: ReplayOrder, emptySchedule: Schedule): MirrorReserve | null {
    const mirror = new MirrorReserve(emptySchedule);
    const grants = store.grantIds.map((_, grant) => grant);
    grants.sort((a, b) => store.declaredStart[b] - store.declaredStart[a] || (store.grantIds[a] < store.grantIds[b] ? -1 : 1));
    for (const grant of grants) {
      mirror.addGrant(store.grantIds[grant], store.declaredAmount[grant], store.declaredStart[grant], store.declaredEnd[grant]);
    }
    const nextNewest = replayOrder.newestFirst();
    for (let consumption = nextNewest(); consumption >= 0; consumption = nextNewest()) {
      if (mirror.addConsumption(store.consumptionAmount[consumption], store.consumptionTime[consumption]) < 0) return null;
    }
    return mirror;
  }

  private constructor(private readonly schedule: Schedule) {}

  /**
   * Adds an accepted consumption of the real ledger. Returns the work it took (grants
   * the mirror's cascade settled), or -1 if the mirror refused it (then drop the mirror).
   */
  addConsumption(amount: number, time: number): number {
    const attempt = this.schedule.attempt(amount, -time, true);
    return attempt.accepted ? 1 + this.schedule.lastTouchedCount() : -1;
  }

  /**
   * Adds a grant of the real ledger. Only call it when no accepted consumption lies in
   * `[start, end]`: then no mirror consumption is in its window and nothing moves.
   */
  addGrant(id: string, amount: number, start: number, end: number): void {
    this.schedule.addGrant(id, amount, -end, -start);
  }

  /** The reserve at `time`, given the amount consumed after `time`. */
  reserveAt(time: number, consumedAfter: number): number {
    return consumedAfter - this.schedule.drawnByGrantsEndingBefore(-time);
  }
}
