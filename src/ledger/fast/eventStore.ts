/**
 * The fast engine's event store: grants and accepted consumptions as parallel arrays
 * indexed by small integers, plus the materialised EDF schedule kept per grant.
 *
 * The schedule works on "units": a unit is a grant, or a pool of grants that every
 * consumption sees all or none of (pools.ts), led by its first grant in EDF order. The
 * `grantAmount`, `grantStart`, `grantEnd`, `grantDrawn`, `grantExhaustedBy` and
 * `entries` of a pool's lead hold the pool's (total amount, latest start, earliest end);
 * the `declared*` arrays always hold each grant as it was added, for the balance, the
 * headroom and everything shown.
 *
 * A unit's schedule is its list of draws ("entries") in replay order, that is by the
 * drawing consumption's (timestamp, acceptance order). Accepted consumptions are
 * indexed by acceptance order, so that index is also the replay tie-breaker.
 */
import type { Draw } from '../types';
import { EntryList } from './entryList';
import { IdIndex } from './idIndex';

/** Marks a grant that still has credit left after the whole replay. */
export const NOT_EXHAUSTED = -1;

export class EventStore {
  readonly grantIds: string[] = [];
  readonly declaredAmount: number[] = [];
  readonly declaredStart: number[] = [];
  readonly declaredEnd: number[] = [];
  readonly grantAmount: number[] = [];
  readonly grantStart: number[] = [];
  readonly grantEnd: number[] = [];
  /** Credit drawn from each grant by all accepted consumptions. */
  readonly grantDrawn: number[] = [];
  /** The consumption whose draw took a grant's last credit, or NOT_EXHAUSTED. */
  readonly grantExhaustedBy: number[] = [];
  /** Per grant: its draws (consumption indices and amounts), in replay order. */
  readonly entries: EntryList[] = [];
  readonly grantIndexById = new Map<string, number>();
  totalGranted = 0;

  readonly consumptionIds: string[] = [];
  readonly consumptionAmount: number[] = [];
  readonly consumptionTime: number[] = [];
  readonly consumptionIndexById = new IdIndex((consumption) => this.consumptionIds[consumption]);

  get grantCount(): number {
    return this.grantIds.length;
  }

  get consumptionCount(): number {
    return this.consumptionTime.length;
  }

  addGrant(id: string, amount: number, start: number, end: number): number {
    const grant = this.grantIds.length;
    this.grantIds.push(id);
    this.declaredAmount.push(amount);
    this.declaredStart.push(start);
    this.declaredEnd.push(end);
    this.grantAmount.push(amount);
    this.grantStart.push(start);
    this.grantEnd.push(end);
    this.grantDrawn.push(0);
    this.grantExhaustedBy.push(NOT_EXHAUSTED);
    this.entries.push(new EntryList());
    this.grantIndexById.set(id, grant);
    this.totalGranted += amount;
    return grant;
  }

  /** Appends a consumption without naming it yet: a candidate may still be rolled back. */
  appendConsumption(amount: number, timestamp: number): number {
    this.consumptionIds.push('');
    this.consumptionAmount.push(amount);
    this.consumptionTime.push(timestamp);
    return this.consumptionTime.length - 1;
  }

  nameConsumption(consumption: number, id: string): void {
    this.consumptionIds[consumption] = id;
    this.consumptionIndexById.add(id, consumption);
  }

  /** Drops the most recent, still unnamed, candidate consumption. */
  dropLastConsumption(): void {
    this.consumptionIds.pop();
    this.consumptionAmount.pop();
    this.consumptionTime.pop();
  }

  /** True when consumption `a` comes before consumption `b` in replay order. */
  replaysBefore(a: number, b: number): boolean {
    const timeA = this.consumptionTime[a];
    const timeB = this.consumptionTime[b];
    return timeA < timeB || (timeA === timeB && a < b);
  }

  /** EDF priority between grants: earlier end first, then the smaller id (plain `<`). */
  grantPrecedes(a: number, b: number): boolean {
    const endA = this.grantEnd[a];
    const endB = this.grantEnd[b];
    if (endA !== endB) return endA < endB;
    return this.grantIds[a] < this.grantIds[b];
  }


  /** Position of the first entry of `grant` that does not replay before `consumption`. */
  entryPosition(grant: number, consumption: number): number {
    const entries = this.entries[grant];
    const length = entries.length;
    // Draws mostly land at either end: in time order at the back, newest-first at the front.
    if (length === 0 || this.replaysBefore(entries.lastConsumer(), consumption)) return length;
    if (!this.replaysBefore(entries.consumerAt(0), consumption)) return 0;
    let low = 0;
    let high = length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.replaysBefore(entries.consumerAt(middle), consumption)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Position of the first entry of `grant` drawn by a consumption at or after `time`. */
  firstEntryFrom(grant: number, time: number): number {
    const entries = this.entries[grant];
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.consumptionTime[entries.consumerAt(middle)] < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** What `consumption` drew from `grant` (0 when it drew nothing from it). */
  drawnBy(grant: number, consumption: number): number {
    const position = this.entryPosition(grant, consumption);
    const entries = this.entries[grant];
    return position < entries.length && entries.consumerAt(position) === consumption ? entries.amountAt(position) : 0;
  }

  /** Credit `grant` had left just before `consumption` drew (replay positions before it). */
  leftBefore(grant: number, consumption: number): number {
    const entries = this.entries[grant];
    let drawnLater = 0;
    for (let position = this.entryPosition(grant, consumption); position < entries.length; position++) {
      drawnLater += entries.amountAt(position);
    }
    return this.grantAmount[grant] - this.grantDrawn[grant] + drawnLater;
  }

  /** Credit `grant` has left after every consumption with timestamp `<= time` drew. */
  leftAfterTime(grant: number, time: number): number {
    const entries = this.entries[grant];
    let drawnLater = 0;
    for (let position = entries.length - 1; position >= 0; position--) {
      if (this.consumptionTime[entries.consumerAt(position)] <= time) break;
      drawnLater += entries.amountAt(position);
    }
    return this.grantAmount[grant] - this.grantDrawn[grant] + drawnLater;
  }

  drawOf(grant: number, amount: number): Draw {
    return { grantId: this.grantIds[grant], amount };
  }
}
