/**
 * Where the mirror's drawn totals can still move while consumptions wait to be absorbed
 * (reserve.ts, docs/ENGINE.md "Deferred absorption"). More demand never leaves a grant
 * more credit in the mirror (EDF), so with the waiting consumptions every grant's mirror
 * total is at least the kept one, and a grant that the kept mirror drains whole (no
 * spare) keeps its total. A grant starting after the latest consumption has none in its
 * window and draws nothing either way. So only grants with spare credit that started by
 * the latest consumption can gain, and the kept sum of the totals of grants starting
 * after `t` is exact for every `t` at or after the latest start among those: the bound.
 *
 * On the backdated shape (demand close to supply) the mirror drains every grant but the
 * oldest few, so the bound sits near the start of the history and almost every question
 * is answered without absorbing the waiting consumptions, which there costs a whole
 * mirror replay (the extra demand cascades through every dry grant).
 */
import { firstStartAfter } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';

export class SpareBound {
  /** The latest start with spare among grants starting by `coveredThrough` (-Infinity: none). */
  private bound = Number.NEGATIVE_INFINITY;
  /** Starts up to this time have been looked at; NaN: nothing cached. */
  private coveredThrough = Number.NaN;

  /**
   * The kept totals changed. They only grow, so the cached bound would still be sound
   * (spare only shrinks); looked for again, it is tighter.
   */
  forget(): void {
    this.coveredThrough = Number.NaN;
    this.bound = Number.NEGATIVE_INFINITY;
  }

  /**
   * A grant joined the kept totals with nothing drawn: it has spare, and a late
   * consumption in its window may make it gain. One starting after the starts looked at
   * is found when they are.
   */
  include(start: number): void {
    if (start <= this.coveredThrough) this.bound = Math.max(this.bound, start);
  }

  /**
   * The bound for `mirrorDrawn` (the kept totals) and the latest consumption `latest`.
   * Grants are looked at from the latest start down to the first with spare, once per
   * kept totals; a later `latest` only looks at the grants starting since.
   */
  at(schedule: Schedule, mirrorDrawn: readonly number[], latest: number): number {
    if (this.coveredThrough === latest) return this.bound;
    const { byStart, starts, amounts } = schedule;
    const floor = Number.isNaN(this.coveredThrough) ? Number.NEGATIVE_INFINITY : this.coveredThrough;
    for (let position = firstStartAfter(schedule, latest) - 1; position >= 0; position--) {
      const grant = byStart[position];
      if (starts[grant] <= floor || starts[grant] <= this.bound) break;
      // No kept total (none is expected): counted as spare, the sound side.
      if (!(mirrorDrawn[grant] >= amounts[grant])) {
        this.bound = starts[grant];
        break;
      }
    }
    this.coveredThrough = Math.max(latest, floor);
    return this.bound;
  }
}
