/**
 * Edits of the per-grant draw lists ("entries") with an undo log, so a tentative change
 * of the schedule (a preview, a refused consumption, a headroom probe) is rolled back
 * in the time it took. The log is a flat number array, four numbers per edit, reused
 * across changes so the hot path allocates nothing.
 */
import type { EventStore } from './eventStore';

const EDIT_SET_AMOUNT = 0;
const EDIT_INSERT = 1;
const EDIT_POP = 2;

/** Reusable list of (consumption, amount) pairs handed from one step to the next. */
export class DemandList {
  readonly consumers: number[] = [];
  readonly amounts: number[] = [];
  count = 0;

  push(consumer: number, amount: number): void {
    this.consumers[this.count] = consumer;
    this.amounts[this.count] = amount;
    this.count++;
  }
}

export class EntryEditor {
  private readonly log: number[] = [];
  private logLength = 0;

  constructor(private readonly store: EventStore) {}

  /** Forgets the edits so far: they are kept. */
  begin(): void {
    this.logLength = 0;
  }

  /** Adds `amount` to what `consumption` draws from `grant`, creating the entry if needed. */
  addToEntry(grant: number, consumption: number, amount: number): void {
    const { store } = this;
    const entries = store.entries[grant];
    const position = store.entryPosition(grant, consumption);
    if (position < entries.length && entries.consumerAt(position) === consumption) {
      const amountBefore = entries.amountAt(position);
      this.record(EDIT_SET_AMOUNT, grant, position, amountBefore);
      entries.setAmountAt(position, amountBefore + amount);
    } else {
      this.record(EDIT_INSERT, grant, position, 0);
      entries.insertAt(position, consumption, amount);
    }
    store.grantDrawn[grant] += amount;
  }

  /**
   * Takes whatever the grant's draws exceed its amount back from its newest entries
   * (latest in replay order first) and lists each cut in `cuts`.
   */
  cutExcess(grant: number, cuts: DemandList): void {
    const { store } = this;
    const entries = store.entries[grant];
    let excess = store.grantDrawn[grant] - store.grantAmount[grant];
    while (excess > 0) {
      const last = entries.length - 1;
      const consumption = entries.consumerAt(last);
      const amount = entries.amountAt(last);
      const cut = Math.min(amount, excess);
      if (cut === amount) {
        this.record(EDIT_POP, grant, consumption, amount);
        entries.pop();
      } else {
        this.record(EDIT_SET_AMOUNT, grant, last, amount);
        entries.setAmountAt(last, amount - cut);
      }
      cuts.push(consumption, cut);
      excess -= cut;
      store.grantDrawn[grant] -= cut;
    }
  }

  /** Undoes the edits since `begin`, newest first. */
  rollback(): void {
    const { entries } = this.store;
    const { log } = this;
    for (let index = this.logLength - 4; index >= 0; index -= 4) {
      const grantEntries = entries[log[index + 1]];
      if (log[index] === EDIT_SET_AMOUNT) grantEntries.setAmountAt(log[index + 2], log[index + 3]);
      else if (log[index] === EDIT_INSERT) grantEntries.removeAt(log[index + 2]);
      else grantEntries.push(log[index + 2], log[index + 3]);
    }
    this.logLength = 0;
  }

  private record(edit: number, grant: number, first: number, second: number): void {
    const { log } = this;
    const at = this.logLength;
    log[at] = edit;
    log[at + 1] = grant;
    log[at + 2] = first;
    log[at + 3] = second;
    this.logLength = at + 4;
  }
}
