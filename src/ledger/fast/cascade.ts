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
 * next grant is uncovered credit.
 *
 * Cost: O(k log n) for the k grants the displaced credit passes through, plus the draws
 * whose amount actually changes. Every change is written to an undo log so a refusal,
 * a preview or a headroom probe rolls the schedule back in the same time.
 */
import { NOT_EXHAUSTED, type EventStore } from './eventStore';
import { GrantHeap } from './grantHeap';
import type { GrantOrder } from './grantOrder';

const OPERATION_SET_AMOUNT = 0;
const OPERATION_INSERT = 1;
const OPERATION_POP = 2;

/** The grants a change to the schedule touched, with what each had drawn before. */
export interface TouchedGrants {
  grants: number[];
  drawnBefore: number[];
}

export class Cascade {
  private readonly undoLog: number[] = [];
  private readonly touched: TouchedGrants = { grants: [], drawnBefore: [] };
  private readonly exhaustedByBefore: number[] = [];
  /**
   * Demands waiting on each grant during a run, in per-grant buffers reused across runs
   * (a buffer is stale unless its stamp is the current run's) to keep the hot path
   * free of allocation.
   */
  private readonly demandStamp: number[] = [];
  private readonly demandConsumers: number[][] = [];
  private readonly demandAmounts: number[][] = [];
  private runStamp = 0;
  /** What spills past the grant being settled; consumed before the next one. */
  private readonly spillConsumers: number[] = [];
  private readonly spillAmounts: number[] = [];
  private readonly queue: GrantHeap;

  constructor(
    private readonly store: EventStore,
    private readonly grantOrder: GrantOrder,
  ) {
    this.queue = new GrantHeap(store);
  }

  /**
   * Adds the demand of `consumption` (already in the store, last in acceptance order)
   * for `amount` and settles the schedule. Returns the credit left uncovered; with
   * `stopWhenUncovered` it returns as soon as any is found (then roll back).
   */
  run(consumption: number, amount: number, stopWhenUncovered: boolean): number {
    this.undoLog.length = 0;
    this.touched.grants.length = 0;
    this.touched.drawnBefore.length = 0;
    this.exhaustedByBefore.length = 0;
    this.runStamp++;
    const firstGrant = this.grantOrder.firstOpenFor(consumption);
    if (firstGrant < 0) return amount;
    this.addDemand(firstGrant, consumption, amount);
    let uncovered = 0;
    const { spillConsumers, spillAmounts, queue } = this;
    while (queue.size > 0) {
      const grant = queue.pop();
      this.settle(grant);
      for (let index = 0; index < spillConsumers.length; index++) {
        const spilled = spillConsumers[index];
        const next = this.grantOrder.nextOpenFor(grant, spilled);
        if (next >= 0) {
          this.addDemand(next, spilled, spillAmounts[index]);
          continue;
        }
        uncovered += spillAmounts[index];
        if (stopWhenUncovered) {
          queue.clear();
          return uncovered;
        }
      }
    }
    return uncovered;
  }

  /** The grants the last run changed (valid until the next run or rollback). */
  touchedGrants(): TouchedGrants {
    return this.touched;
  }

  /** Undoes every change of the last run, newest first. */
  rollback(): void {
    const { entryConsumers, entryAmounts } = this.store;
    const log = this.undoLog;
    for (let index = log.length - 4; index >= 0; index -= 4) {
      const grant = log[index + 1];
      if (log[index] === OPERATION_SET_AMOUNT) {
        entryAmounts[grant][log[index + 2]] = log[index + 3];
      } else if (log[index] === OPERATION_INSERT) {
        entryConsumers[grant].splice(log[index + 2], 1);
        entryAmounts[grant].splice(log[index + 2], 1);
      } else {
        entryConsumers[grant].push(log[index + 2]);
        entryAmounts[grant].push(log[index + 3]);
      }
    }
    const { grants, drawnBefore } = this.touched;
    for (let index = 0; index < grants.length; index++) {
      const grant = grants[index];
      this.store.grantDrawn[grant] = drawnBefore[index];
      if (this.store.grantExhaustedBy[grant] !== this.exhaustedByBefore[index]) {
        this.store.grantExhaustedBy[grant] = this.exhaustedByBefore[index];
        this.grantOrder.exhaustionChanged(grant);
      }
    }
    log.length = 0;
    grants.length = 0;
    drawnBefore.length = 0;
  }

  private addDemand(grant: number, consumption: number, amount: number): void {
    if (this.demandStamp[grant] !== this.runStamp) {
      this.demandStamp[grant] = this.runStamp;
      if (this.demandConsumers[grant] === undefined) {
        this.demandConsumers[grant] = [];
        this.demandAmounts[grant] = [];
      }
      this.demandConsumers[grant].length = 0;
      this.demandAmounts[grant].length = 0;
      this.queue.push(grant);
    }
    this.demandConsumers[grant].push(consumption);
    this.demandAmounts[grant].push(amount);
  }

  /**
   * Serves the demands waiting on one grant and leaves in the spill buffers what goes
   * past it: demands from consumptions at or after its exhaustion point, and the
   * newest draws cut to make room.
   */
  private settle(grant: number): void {
    const { store, spillConsumers, spillAmounts } = this;
    spillConsumers.length = 0;
    spillAmounts.length = 0;
    const exhaustedBy = store.grantExhaustedBy[grant];
    this.touched.grants.push(grant);
    this.touched.drawnBefore.push(store.grantDrawn[grant]);
    this.exhaustedByBefore.push(exhaustedBy);
    const consumers = this.demandConsumers[grant];
    const amounts = this.demandAmounts[grant];
    for (let index = 0; index < consumers.length; index++) {
      if (exhaustedBy !== NOT_EXHAUSTED && !store.replaysBefore(consumers[index], exhaustedBy)) {
        spillConsumers.push(consumers[index]);
        spillAmounts.push(amounts[index]);
      } else {
        this.addToEntry(grant, consumers[index], amounts[index]);
      }
    }
    this.cutExcess(grant);
    const entries = store.entryConsumers[grant];
    const exhaustedNow =
      store.grantDrawn[grant] === store.grantAmount[grant] ? entries[entries.length - 1] : NOT_EXHAUSTED;
    if (exhaustedNow !== exhaustedBy) {
      store.grantExhaustedBy[grant] = exhaustedNow;
      this.grantOrder.exhaustionChanged(grant);
    }
  }
  private addToEntry(grant: number, consumption: number, amount: number): void {
    const { store } = this;
    const consumers = store.entryConsumers[grant];
    const amounts = store.entryAmounts[grant];
    const position = store.entryPosition(grant, consumption);
    if (consumers[position] === consumption) {
      this.undoLog.push(OPERATION_SET_AMOUNT, grant, position, amounts[position]);
      amounts[position] += amount;
    } else {
      this.undoLog.push(OPERATION_INSERT, grant, position, 0);
      consumers.splice(position, 0, consumption);
      amounts.splice(position, 0, amount);
    }
    store.grantDrawn[grant] += amount;
  }

  /** Takes the draws beyond the grant's amount back from its newest entries. */
  private cutExcess(grant: number): void {
    const { store } = this;
    const consumers = store.entryConsumers[grant];
    const amounts = store.entryAmounts[grant];
    let excess = store.grantDrawn[grant] - store.grantAmount[grant];
    while (excess > 0) {
      const last = consumers.length - 1;
      const consumption = consumers[last];
      const amount = amounts[last];
      const cut = Math.min(amount, excess);
      if (cut === amount) {
        this.undoLog.push(OPERATION_POP, grant, consumption, amount);
        consumers.pop();
        amounts.pop();
      } else {
        this.undoLog.push(OPERATION_SET_AMOUNT, grant, last, amount);
        amounts[last] = amount - cut;
      }
      this.spillConsumers.push(consumption);
      this.spillAmounts.push(cut);
      excess -= cut;
    }
    store.grantDrawn[grant] = Math.min(store.grantDrawn[grant], store.grantAmount[grant]);
  }
}
