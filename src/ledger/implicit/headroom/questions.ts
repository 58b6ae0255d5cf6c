/**
 * The headroom at a time, and whether a preview fits it, for a schedule with nothing
 * undrawn: the balances after the time decide (balanceBounds.ts), else the mirror's
 * reserve (reserve.ts: kept, or read forward from the time).
 */
import { FOLLOWED_BESIDE_KEPT_MIRROR, headroomBounds, type HeadroomBounds } from './balanceBounds';
import type { HeadroomReserve } from './reserve';
import type { Schedule } from '../schedule/schedule';

export class HeadroomQuestions {
  constructor(
    private readonly schedule: Schedule,
    private readonly reserve: HeadroomReserve,
  ) {}

  /** The largest amount `consume` would accept at `time`. */
  headroomAt(time: number): number {
    const { lower, upper } = this.boundsAt(time);
    return lower === upper ? lower : this.fromReserve(time);
  }

  /**
   * Whether a preview of `amount` at `time` is accepted: iff it fits the headroom there. A
   * refusal still needs the dry run (it lists the consumptions it would break), so false
   * also where the dry run is as cheap: at or after every accepted consumption.
   */
  accepts(amount: number, time: number): boolean {
    if (time >= this.schedule.points.lastKey()) return false;
    // Most previews ask less than the least balance ahead: then no walk for tighter bounds.
    const { lower, upper } = this.boundsAt(time, amount);
    if (amount <= lower || amount > upper) return amount <= lower;
    return this.fromReserve(time) >= amount;
  }

  /**
   * A kept mirror answers in O(log n) anyway: then the bounds read few grants, and not the
   * mirror's stale totals. A question those totals decide counts for the ski rental
   * (forwardReserve.ts).
   */
  private boundsAt(time: number, enough = Number.POSITIVE_INFINITY): HeadroomBounds {
    const kept = this.reserve.isKept();
    const bounds = headroomBounds(this.schedule, time, kept ? FOLLOWED_BESIDE_KEPT_MIRROR : undefined, enough, !kept);
    if (bounds.decidedByMirror) this.reserve.answeredByStaleTotals();
    return bounds;
  }

  private fromReserve(time: number): number {
    return this.schedule.balanceAt(time) - this.reserve.reserveAt(time);
  }
}
