/**
 * The reserve behind `headroomAt`: the least credit from grants that started by `t`
 * that the consumptions after `t` cannot do without. A candidate at `t` may use any
 * credit left at `t` except that, so `headroomAt(t) = balanceAt(t) - reserve(t)`.
 *
 * EDF on the mirrored timeline (times negated, consumptions newest first, the grant that
 * started latest drawn first) uses grants that start after `t` as much as any schedule
 * can, for every `t` at once, so
 *
 *     reserve(t) = consumed after t - drawn in the mirror from grants starting after t,
 *
 * one prefix sum over the mirror's drawn totals by start. The mirror is replayed whole
 * (replay.ts: O(G log n), no per-consumption work) on the first headroom question after
 * a change, and kept until the next change.
 */
import { GrantQueue, GrantScratch } from './grantQueue';
import { firstStartAfter, replay, type GrantTable } from './replay';
import type { Schedule } from './schedule';
import { reserveSweep } from './series';
import { MirroredTimeline } from './timelines';

export class HeadroomReserve {
  private builtForVersion = -1;
  /** `drawnFromStart[i]`: mirror draws of the grants at positions >= i of `byStart`. */
  private drawnFromStart: number[] = [0];
  private readonly scratch = new GrantScratch();

  constructor(private readonly schedule: Schedule) {}

  reserveAt(time: number): number {
    const { schedule } = this;
    if (this.builtForVersion !== schedule.version) this.rebuild();
    const { points } = schedule;
    return points.total - points.sumUpTo(time) - this.drawnFromStart[firstStartAfter(schedule, time)];
  }

  /** `reserveAt` for increasing times (series.ts). */
  sweep(): (time: number) => number {
    if (this.builtForVersion !== this.schedule.version) this.rebuild();
    return reserveSweep(this.schedule, this.drawnFromStart);
  }

  private rebuild(): void {
    const { schedule } = this;
    const mirrored: GrantTable = {
      ids: schedule.ids,
      amounts: schedule.amounts,
      starts: schedule.ends.map((end) => -end),
      ends: schedule.starts.map((start) => -start),
      byStart: [...schedule.byEnd].reverse(),
    };
    this.scratch.ensure(mirrored.ids.length);
    // Every grant enters the mirror replay when it opens: nothing is read from a frontier.
    const open = new GrantQueue(mirrored.ends, mirrored.ids, () => 0, this.scratch);
    const outcome = replay(mirrored, new MirroredTimeline(schedule.points), { unit: 0, time: Number.NEGATIVE_INFINITY, open, candidate: 0 });
    const drawn = new Array<number>(mirrored.ids.length).fill(0);
    outcome.runGrant.forEach((grant, run) => {
      drawn[grant] += outcome.runTo[run] - outcome.runFrom[run];
    });
    const { byStart } = schedule;
    this.drawnFromStart = new Array<number>(byStart.length + 1).fill(0);
    for (let position = byStart.length - 1; position >= 0; position--) {
      this.drawnFromStart[position] = this.drawnFromStart[position + 1] + drawn[byStart[position]];
    }
    this.builtForVersion = schedule.version;
  }
}
