/**
 * The incremental allocator: inserts one new demand into the materialised EDF schedule
 * by cascading the displaced credit grant by grant, never event by event.
 *
 * Why this is exact: a consumption's EDF order is the global (end, id) order restricted
 * to the grants eligible at its timestamp, so the replay can be computed one grant at a
 * time in (end, id) order. Each grant serves the demands that reach it in replay order,
 * filling greedily; what a demand does not get moves on to that consumption's next
 * eligible grant. Adding a demand only ever increases demands further on, so a grant
 * that receives extra demand keeps every draw up to the new exhaustion point and loses
 * exactly the newest draws worth the excess: the cascade inserts the extra demand, cuts
 * that excess off the tail of the grant's draws (latest in replay order first) and
 * forwards each cut to the cut consumption's next eligible grant. A grant that still
 * has credit at its end absorbs the demand and the cascade stops there. Demand with no
 * next grant is uncovered: the candidate is refused.
 *
 * Cost: O(k log n) for the k grants the displaced credit passes through, plus the draws
 * whose amount actually changes. Every change is written to an undo log so a refusal
 * or a preview rolls the schedule back in the same time.
 */
import { DemandList, EntryEditor } from './entryEditor';
import { NOT_EXHAUSTED, type EventStore } from './eventStore';
import { GrantHeap } from './grantHeap';
import type { GrantOrder } from './grantOrder';

/** The grants a change to the schedule touched, with what each had drawn before. */
export interface TouchedGrants {
  grants: number[];
  drawnBefore: number[];
  count: number;
}

export class Cascade {
  private readonly editor: EntryEditor;
  private readonly touched: TouchedGrants = { grants: [], drawnBefore: [], count: 0 };
  private readonly exhaustedByBefore: number[] = [];
  /**
   * Demands waiting on each grant during a run, in per-grant lists reused across runs
   * (a list is stale unless its stamp is the current run's) so the hot path allocates
   * nothing.
   */
  private readonly demandStamp: number[] = [];
  private readonly demandsByGrant: DemandList[] = [];
  private runStamp = 0;
  /** What spills past the grant being settled; consumed before the next one. */
  private readonly spills = new DemandList();
  private readonly queue: GrantHeap;

  constructor(
    private readonly store: EventStore,
    private readonly grantOrder: GrantOrder,
  ) {
    this.queue = new GrantHeap(store);
    this.editor = new EntryEditor(store);
  }

  /**
   * Adds the demand of `consumption` (already in the store, last in acceptance order)
   * for `amount` and settles the schedule. Returns whether every consumption is still
   * covered; it stops at the first uncovered credit (the caller then rolls back).
   */
  run(consumption: number, amount: number): boolean {
    this.editor.begin();
    this.touched.count = 0;
    this.runStamp++;
    const firstGrant = this.grantOrder.firstOpenFor(consumption);
    if (firstGrant < 0) return false;
    this.addDemand(firstGrant, consumption, amount);
    const { spills, queue } = this;
    while (queue.size > 0) {
      const grant = queue.pop();
      this.settle(grant);
      for (let index = 0; index < spills.count; index++) {
        const spilled = spills.consumers[index];
        const next = this.grantOrder.nextOpenFor(grant, spilled);
        if (next < 0) {
          queue.clear();
          return false;
        }
        this.addDemand(next, spilled, spills.amounts[index]);
      }
    }
    return true;
  }

  /**
   * The fast path for a consumption that replays after every accepted one (it arrived
   * in time order): nothing after it can be displaced, so it draws in EDF order from
   * what the open grants have left, which the caller's balance check showed is enough.
   */
  appendLatest(consumption: number, amount: number): void {
    const { store, touched } = this;
    touched.count = 0;
    let remaining = amount;
    for (let grant = this.grantOrder.firstOpenFor(consumption); remaining > 0; ) {
      const drawnBefore = store.grantDrawn[grant];
      const taken = Math.min(store.grantAmount[grant] - drawnBefore, remaining);
      touched.grants[touched.count] = grant;
      touched.drawnBefore[touched.count] = drawnBefore;
      touched.count++;
      store.entries[grant].push(consumption, taken);
      store.grantDrawn[grant] = drawnBefore + taken;
      remaining -= taken;
      if (store.grantDrawn[grant] === store.grantAmount[grant]) {
        store.grantExhaustedBy[grant] = consumption;
        this.grantOrder.exhaustionChanged(grant);
      }
      if (remaining > 0) grant = this.grantOrder.nextOpenFor(grant, consumption);
    }
  }

  /** The grants the last run changed (valid until the next run or rollback). */
  touchedGrants(): TouchedGrants {
    return this.touched;
  }

  /** Undoes every change of the last run. */
  rollback(): void {
    this.editor.rollback();
    const { store, touched } = this;
    for (let index = 0; index < touched.count; index++) {
      const grant = touched.grants[index];
      store.grantDrawn[grant] = touched.drawnBefore[index];
      if (store.grantExhaustedBy[grant] !== this.exhaustedByBefore[index]) {
        store.grantExhaustedBy[grant] = this.exhaustedByBefore[index];
        this.grantOrder.exhaustionChanged(grant);
      }
    }
    touched.count = 0;
  }

  private addDemand(grant: number, consumption: number, amount: number): void {
    if (this.demandStamp[grant] !== this.runStamp) {
      this.demandStamp[grant] = this.runStamp;
      this.demandsByGrant[grant] ??= new DemandList();
      this.demandsByGrant[grant].count = 0;
      this.queue.push(grant);
    }
    this.demandsByGrant[grant].push(consumption, amount);
  }

  /**
   * Serves the demands waiting on one grant and leaves in `spills` what goes past it:
   * demands from consumptions at or after its exhaustion point (none arrive while the
   * open-grant search skips such grants, but the rule stays whole), and the newest
   * draws cut to make room.
   */
  private settle(grant: number): void {
    const { store, spills, touched } = this;
    spills.count = 0;
    const exhaustedBy = store.grantExhaustedBy[grant];
    touched.grants[touched.count] = grant;
    touched.drawnBefore[touched.count] = store.grantDrawn[grant];
    this.exhaustedByBefore[touched.count] = exhaustedBy;
    touched.count++;
    const demands = this.demandsByGrant[grant];
    for (let index = 0; index < demands.count; index++) {
      const consumption = demands.consumers[index];
      if (exhaustedBy !== NOT_EXHAUSTED && !store.replaysBefore(consumption, exhaustedBy)) {
        spills.push(consumption, demands.amounts[index]);
      } else {
        this.editor.addToEntry(grant, consumption, demands.amounts[index]);
      }
    }
    this.editor.cutExcess(grant, spills);
    const exhaustedNow =
      store.grantDrawn[grant] === store.grantAmount[grant] ? store.entries[grant].lastConsumer() : NOT_EXHAUSTED;
    if (exhaustedNow !== exhaustedBy) {
      store.grantExhaustedBy[grant] = exhaustedNow;
      this.grantOrder.exhaustionChanged(grant);
    }
  }
}
