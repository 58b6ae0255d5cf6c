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

/** Demands that reached one grant during a cascade, not yet settled. */
interface Demands {
  consumers: number[];
  amounts: number[];
}

/** A grant the last cascade changed, with what it had drawn before. */
export interface TouchedGrant {
  grant: number;
  drawnBefore: number;
}

export class Cascade {
  private readonly undoLog: number[] = [];
  private readonly touched: TouchedGrant[] = [];
  private readonly exhaustedByBefore: number[] = [];
  private readonly demandsByGrant = new Map<number, Demands>();
  private readonly queue: GrantHeap;

  constructor(
    private readonly store: EventStore,
    private readonly grantOrder: GrantOrder,
  ) {
    this.queue = new GrantHeap(store);
  }

  /**
   * Adds `amount` of demand by `consumption` (already in the store) on `firstGrant` and
   * settles the schedule. Returns the credit left uncovered; with `stopWhenUncovered`
   * it returns as soon as any is found (the schedule must then be rolled back).
   */
  run(consumption: number, firstGrant: number, amount: number, stopWhenUncovered: boolean): number {
    this.undoLog.length = 0;
    this.touched.length = 0;
    this.exhaustedByBefore.length = 0;
    this.addDemand(firstGrant, consumption, amount);
    let uncovered = 0;
    while (this.queue.size > 0) {
      const grant = this.queue.pop();
      const demands = this.demandsByGrant.get(grant) as Demands;
      this.demandsByGrant.delete(grant);
      const spills = this.settle(grant, demands);
      for (let index = 0; index < spills.consumers.length; index++) {
        const spilled = spills.consumers[index];
        const next = this.grantOrder.nextEligibleAfter(grant, this.store.consumptionTime[spilled]);
        if (next >= 0) {
          this.addDemand(next, spilled, spills.amounts[index]);
          continue;
        }
        uncovered += spills.amounts[index];
        if (stopWhenUncovered) {
          this.queue.clear();
          this.demandsByGrant.clear();
          return uncovered;
        }
      }
    }
    return uncovered;
  }

  /** The grants the last run changed (valid until the next run or rollback). */
  touchedGrants(): readonly TouchedGrant[] {
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
    this.touched.forEach(({ grant, drawnBefore }, index) => {
      this.store.grantDrawn[grant] = drawnBefore;
      this.store.grantExhaustedBy[grant] = this.exhaustedByBefore[index];
    });
    log.length = 0;
    this.touched.length = 0;
  }

  private addDemand(grant: number, consumption: number, amount: number): void {
    const known = this.demandsByGrant.get(grant);
    if (known) {
      known.consumers.push(consumption);
      known.amounts.push(amount);
      return;
    }
    this.demandsByGrant.set(grant, { consumers: [consumption], amounts: [amount] });
    this.queue.push(grant);
  }

  /**
   * Serves the new demands on one grant and returns what spills past it: demands from
   * consumptions at or after its exhaustion point, and the newest draws cut to make room.
   */
  private settle(grant: number, demands: Demands): Demands {
    const { store } = this;
    this.touched.push({ grant, drawnBefore: store.grantDrawn[grant] });
    this.exhaustedByBefore.push(store.grantExhaustedBy[grant]);
    const exhaustedBy = store.grantExhaustedBy[grant];
    const spills: Demands = { consumers: [], amounts: [] };
    for (let index = 0; index < demands.consumers.length; index++) {
      const consumption = demands.consumers[index];
      const amount = demands.amounts[index];
      if (exhaustedBy !== NOT_EXHAUSTED && !store.replaysBefore(consumption, exhaustedBy)) {
        spills.consumers.push(consumption);
        spills.amounts.push(amount);
      } else {
        this.addToEntry(grant, consumption, amount);
      }
    }
    this.cutExcess(grant, spills);
    const consumers = store.entryConsumers[grant];
    store.grantExhaustedBy[grant] =
      store.grantDrawn[grant] === store.grantAmount[grant] ? consumers[consumers.length - 1] : NOT_EXHAUSTED;
    return spills;
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
  private cutExcess(grant: number, spills: Demands): void {
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
      spills.consumers.push(consumption);
      spills.amounts.push(cut);
      excess -= cut;
    }
    store.grantDrawn[grant] = Math.min(store.grantDrawn[grant], store.grantAmount[grant]);
  }
}
