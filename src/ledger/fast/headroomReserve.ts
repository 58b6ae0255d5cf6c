/**
 * Chooses how headroomAt gets the reserve (see reserve.ts): from the lazy newest-first
 * replay, dropped on every change, or from a mirror schedule kept up to date by every
 * change (mirrorReserve.ts). Neither wins everywhere: the replay costs the history
 * after t on the first query after each change, and nothing between queries; the mirror
 * answers any query in O(log n) but costs a build (O((n + G) log n)) and a short
 * cascade on every change, wasted when nobody asks.
 *
 * So the choice is a ski rental, counted in deterministic units (consumptions replayed,
 * grants settled), never in clock time: queries use the replay until the replays since
 * the last drop have done as much work as one mirror build would (n + G units); then
 * the mirror is built. It is dropped again when its upkeep since the last query grows
 * past the same amount (changes nobody asks about), or when a grant's window holds
 * some accepted consumption (the mirror would have to redraw its whole history).
 * A mirror dropped that way before its queries saved a build's worth of replay doubles
 * the replay work required before the next build (one that paid off resets it), so
 * grants in the past arriving between every two queries do not rebuild it each time.
 * The total work stays within a small factor of the better of the two.
 */
import type { EventStore } from './eventStore';
import { MirrorReserve } from './mirrorReserve';
import type { ReplayOrder } from './replayOrder';
import { ReserveReplay } from './reserve';
import type { Schedule } from './schedule';

/**
 * `adaptive` (the default) as above; `replay` and `mirror` force one source, for the
 * tests (each is checked against the reference) and the benchmark.
 */
export type ReserveStrategy = 'adaptive' | 'replay' | 'mirror';

/** Bounds the wait so a ledger whose past stops changing gets its mirror back. */
const MAX_BUILD_DELAY = 64;

export class HeadroomReserve {
  private replay: ReserveReplay | null = null;
  private mirror: MirrorReserve | null = null;
  /** Consumptions the replays have replayed since the mirror was last dropped. */
  private replayWork = 0;
  /** Work of keeping the mirror up to date since the last query. */
  private upkeepWork = 0;
  /** Replay work the current mirror's answers saved (estimated from amounts). */
  private savedWork = 0;
  /** Builds wait for this many builds' worth of replay work. */
  private buildDelay = 1;

  constructor(
    private readonly store: EventStore,
    /** Every grant (pooled or not) in EDF order. */
    private readonly grantsByEnd: () => readonly number[],
    private readonly replayOrder: ReplayOrder,
    private readonly createMirrorSchedule: () => Schedule,
    private readonly strategy: ReserveStrategy,
  ) {}

  /** Old credit the consumptions after `time` cannot do without. */
  reserveAt(time: number): number {
    if (this.mirror === null && this.mirrorPaysOff()) {
      this.mirror = MirrorReserve.build(this.store, this.replayOrder, this.createMirrorSchedule());
      this.replay = null;
      // A mirror refusing what the ledger accepted would be a bug: the replay still
      // answers, and the next build waits as long as any.
      if (this.mirror === null) {
        this.dropMirror();
        this.buildDelay = MAX_BUILD_DELAY;
      }
    }
    if (this.mirror !== null) {
      const consumedAfter = this.replayOrder.totalAmount - this.replayOrder.amountUpTo(time);
      this.upkeepWork = 0;
      // The replay would have replayed the consumptions after `time`: about this many.
      this.savedWork += (consumedAfter * this.store.consumptionCount) / Math.max(1, this.replayOrder.totalAmount);
      return this.mirror.reserveAt(time, consumedAfter);
    }
    this.replay ??= new ReserveReplay(this.store, this.grantsByEnd(), this.replayOrder);
    const replayedBefore = this.replay.replayedCount;
    const reserve = this.replay.reserveAt(time);
    this.replayWork += this.replay.replayedCount - replayedBefore;
    return reserve;
  }

  /** Call after the ledger accepted a consumption. */
  consumptionAccepted(amount: number, time: number): void {
    this.replay = null;
    if (this.mirror === null) return;
    const work = this.mirror.addConsumption(amount, time);
    if (work < 0) this.dropMirror();
    else this.addUpkeep(work);
  }

  /**
   * Call after the ledger added a grant; `someConsumptionInWindow` tells whether an
   * accepted consumption lies in its window (the mirror cannot take it cheaply).
   */
  grantAdded(grant: number, someConsumptionInWindow: boolean): void {
    this.replay = null;
    if (this.mirror === null) return;
    if (someConsumptionInWindow) {
      const paidOff = this.savedWork >= this.rebuildWork();
      this.buildDelay = paidOff ? 1 : Math.min(this.buildDelay * 2, MAX_BUILD_DELAY);
      this.dropMirror();
      return;
    }
    const { store } = this;
    this.mirror.addGrant(store.grantIds[grant], store.declaredAmount[grant], store.declaredStart[grant], store.declaredEnd[grant]);
    // The grant lands first in the mirror's EDF order: its insertion moves the others.
    this.addUpkeep(store.grantCount);
  }

  private mirrorPaysOff(): boolean {
    if (this.strategy !== 'adaptive') return this.strategy === 'mirror';
    return this.replayWork >= this.buildDelay * this.rebuildWork();
  }

  private addUpkeep(work: number): void {
    this.upkeepWork += work;
    if (this.strategy === 'adaptive' && this.upkeepWork > this.rebuildWork()) this.dropMirror();
  }

  private dropMirror(): void {
    this.mirror = null;
    this.replayWork = 0;
    this.upkeepWork = 0;
    this.savedWork = 0;
  }

  private rebuildWork(): number {
    return this.store.consumptionCount + this.store.grantCount;
  }
}
