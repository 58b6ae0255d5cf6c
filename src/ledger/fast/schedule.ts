/**
 * The materialised EDF schedule and the structures that keep it cheap to change and to
 * query: the event store, grants in EDF order, consumptions in replay order, the
 * balance curve as prefix sums over time, and the cascading allocator.
 *
 * The balance curve needs no replay: with every accepted consumption covered,
 *   balanceAt(t) = sum of amounts of grants with start <= t
 *                - sum of what is left unused of grants with end < t
 *                - sum of amounts of consumptions with timestamp <= t,
 * so it is a prefix sum of +amount at each grant's start and -left at its end + 1
 * (`grantSteps`) minus a prefix sum of consumed amounts by time (kept in the replay
 * order's blocks). A change to the schedule only moves the `left` term of the grants it
 * touched, plus the new consumption's own amount.
 */
import type { BrokenConsumption, StepPoint } from '../types';
import { Cascade, type TouchedGrants } from './cascade';
import { EventStore } from './eventStore';
import { GrantOrder } from './grantOrder';
import { ReplayOrder } from './replayOrder';
import { brokenByCandidate, redrawFrom } from './replays';
import { HeadroomReserve, type ReserveStrategy } from './headroomReserve';
import { Pools } from './pools';
import { TimeSums } from './timeSums';

/** The outcome of trying one consumption against the schedule. */
export interface Attempt {
  accepted: boolean;
  /** `amount - balanceAt(timestamp)` when positive, else 0. */
  shortfall: number;
  /** Index of the accepted consumption in the store; -1 unless accepted and kept. */
  consumption: number;
}

export class Schedule {
  readonly store = new EventStore();
  readonly grantOrder = new GrantOrder(this.store);
  private readonly replayOrder = new ReplayOrder(this.store);
  /** +amount at each grant's start and -left at its end + 1 (consumptions live in replayOrder). */
  private readonly grantSteps = new TimeSums();
  private readonly cascade = new Cascade(this.store, this.grantOrder);
  private readonly pools = new Pools(this.store, this.grantOrder, this.replayOrder);
  /** The reserve behind headroomAt, kept up to date or dropped on every change. */
  private readonly reserve: HeadroomReserve;
  /**
   * Per grant end, what the grants ending there have drawn: only kept for a mirror
   * schedule (mirrorReserve.ts), where it gives the reserve.
   */
  private readonly drawnByEnd: TimeSums | null;

  constructor(options: { reserveStrategy?: ReserveStrategy; isMirror?: boolean } = {}) {
    this.drawnByEnd = options.isMirror ? new TimeSums() : null;
    const createMirror = (): Schedule => new Schedule({ reserveStrategy: 'replay', isMirror: true });
    this.reserve = new HeadroomReserve(
      this.store, () => this.grantsByEnd(), this.replayOrder, createMirror, options.reserveStrategy ?? 'adaptive',
    );
  }

  /**
   * Adds a grant. A consumption in its window now draws from it only if it used to
   * reach past it in EDF order, that is, if it drew from a grant after it; only then is
   * the schedule redrawn from the grant's start.
   */
  addGrant(id: string, amount: number, start: number, end: number): void {
    const grant = this.store.addGrant(id, amount, start, end);
    this.pools.place(grant);
    this.grantSteps.add(start, amount);
    this.grantSteps.add(end + 1, -amount);
    // Only a consumption in its window can draw from it (a grant that joined a pool has none).
    const someConsumptionInWindow = this.replayOrder.hasAnyBetween(start, end);
    if (someConsumptionInWindow && this.someDrawPasses(grant)) {
      this.applyDrawnChanges(redrawFrom(this.store, this.grantOrder, this.replayOrder, start));
    }
    this.reserve.grantAdded(grant, someConsumptionInWindow);
  }

  balanceAt(time: number): number {
    return this.grantSteps.prefixSum(time) - this.replayOrder.amountUpTo(time);
  }

  /**
   * Tries `amount` at `timestamp`, placed after every accepted consumption at that time.
   * With `keep` an accepted consumption stays in the schedule (the caller names it);
   * otherwise the schedule is left exactly as it was.
   */
  attempt(amount: number, timestamp: number, keep: boolean): Attempt {
    this.pools.dissolveSplitBy(timestamp);
    const balance = this.balanceAt(timestamp);
    if (balance < amount) return { accepted: false, shortfall: amount - balance, consumption: -1 };
    const { store, cascade } = this;
    // In time order (the common case) nothing later can break: the balance decides.
    const isLatest = timestamp >= this.replayOrder.latestTime();
    if (isLatest && !keep) return { accepted: true, shortfall: 0, consumption: -1 };
    const consumption = store.appendConsumption(amount, timestamp);
    if (isLatest) {
      cascade.appendLatest(consumption, amount);
      return this.commit(consumption);
    }
    const accepted = cascade.run(consumption, amount);
    if (accepted && keep) return this.commit(consumption);
    cascade.rollback();
    store.dropLastConsumption();
    return { accepted, shortfall: 0, consumption: -1 };
  }

  /** The accepted consumptions a candidate would break (the spec's forced replay). */
  brokenBy(amount: number, timestamp: number): BrokenConsumption[] {
    this.pools.dissolveSplitBy(timestamp);
    return brokenByCandidate(this.store, this.grantOrder, this.replayOrder, { amount, timestamp });
  }

  /** Balance minus the reserve later consumptions need (see reserve.ts). */
  headroomAt(time: number): number {
    const balance = this.balanceAt(time);
    if (balance === 0) return 0;
    return Math.max(0, balance - this.reserve.reserveAt(time));
  }

  /** What the grants ending before `time` have drawn (mirror schedules only). */
  drawnByGrantsEndingBefore(time: number): number {
    return (this.drawnByEnd as TimeSums).prefixSum(time - 1);
  }

  /** Hands every pool's draws out to its grants, so the schedule can be read grant by grant. */
  materialize(): void {
    this.pools.dissolveAll();
  }

  /** How many grants the last accepted consumption's cascade settled. */
  lastTouchedCount(): number {
    return this.cascade.touchedGrants().count;
  }

  /** Step series over `[from, to]`: values only change where the balance curve steps. */
  series(from: number, to: number, valueAt: (time: number) => number): StepPoint[] {
    const points: StepPoint[] = [{ t: from, value: valueAt(from) }];
    for (const time of this.balanceSteps(from, to).times) {
      const value = valueAt(time);
      if (value !== points[points.length - 1].value) points.push({ t: time, value });
    }
    return points;
  }

  /** The balance series by running sum instead of one prefix sum per point. */
  balanceSeries(from: number, to: number): StepPoint[] {
    const points: StepPoint[] = [{ t: from, value: this.balanceAt(from) }];
    const { times, deltas } = this.balanceSteps(from, to);
    let value = points[0].value;
    times.forEach((time, index) => {
      value += deltas[index];
      if (value !== points[points.length - 1].value) points.push({ t: time, value });
    });
    return points;
  }

  /**
   * The steps of the balance curve in `(from, to]`, in time order with equal times
   * merged: grant starts and ends from `grantSteps`, consumptions from the replay order.
   */
  private balanceSteps(from: number, to: number): { times: number[]; deltas: number[] } {
    const steps: [number, number][] = [];
    this.grantSteps.forEachBetween(from, to, (time, delta) => steps.push([time, delta]));
    this.replayOrder.forEachBetween(from, to, (consumption) => {
      steps.push([this.store.consumptionTime[consumption], -this.store.consumptionAmount[consumption]]);
    });
    steps.sort((a, b) => a[0] - b[0]);
    const times: number[] = [];
    const deltas: number[] = [];
    for (const [time, delta] of steps) {
      if (times[times.length - 1] === time) deltas[deltas.length - 1] += delta;
      else {
        times.push(time);
        deltas.push(delta);
      }
    }
    return { times, deltas };
  }

  /** Whether a consumption in the grant's window drew from a grant after it in EDF order. */
  private someDrawPasses(grant: number): boolean {
    const { store } = this;
    const start = store.grantStart[grant];
    const end = store.grantEnd[grant];
    for (const later of this.grantOrder.after(grant)) {
      const entries = store.entries[later];
      if (entries.length === 0 || store.consumptionTime[entries.lastConsumer()] < start) continue;
      const first = store.firstEntryFrom(later, start);
      if (first < entries.length && store.consumptionTime[entries.consumerAt(first)] <= end) return true;
    }
    return false;
  }

  private commit(consumption: number): Attempt {
    this.applyDrawnChanges(this.cascade.touchedGrants());
    this.replayOrder.insert(consumption);
    this.reserve.consumptionAccepted(this.store.consumptionAmount[consumption], this.store.consumptionTime[consumption]);
    return { accepted: true, shortfall: 0, consumption };
  }

  private applyDrawnChanges({ grants, drawnBefore, count }: TouchedGrants): void {
    for (let index = 0; index < count; index++) {
      const unit = grants[index];
      if (this.store.grantDrawn[unit] === drawnBefore[index]) continue;
      this.pools.forEachDrawnChange(unit, drawnBefore[index], this.store.grantDrawn[unit], this.recordDrawnChange);
    }
  }

  /** A grant's drawn total moved by `change`: its `-left` step at `end + 1` moves with it. */
  private readonly recordDrawnChange = (grant: number, change: number): void => {
    if (change === 0) return;
    const end = this.store.declaredEnd[grant];
    this.grantSteps.add(end + 1, change);
    this.drawnByEnd?.add(end, change);
  };

  /** Every grant in EDF order (end, then id), pooled or not. */
  private grantsByEnd(): readonly number[] {
    if (this.pools.isEmpty) return this.grantOrder.all();
    const { store } = this;
    return store.grantIds.map((_, grant) => grant).sort((a, b) => (store.grantPrecedes(a, b) ? -1 : 1));
  }
}
