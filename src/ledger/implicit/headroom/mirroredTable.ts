/**
 * The grants on the mirrored timeline of the headroom reserve (reserve.ts): starts and
 * ends negated, the order by start being the order by end reversed. Kept as grants
 * arrive, one insertion each: rebuilding it for the first question after a grant cost
 * about 1.8 ms at 1,000,000 calls (docs/ENGINE.md).
 */
import type { GrantTable } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';

export interface MirroredTable extends GrantTable {
  readonly starts: number[];
  readonly ends: number[];
}

/** The grants on the mirrored timeline: `[-end, -start]`, by mirrored start = by end, reversed. */
export function mirroredTableOf(schedule: Schedule): MirroredTable {
  return {
    ids: schedule.ids,
    amounts: schedule.amounts,
    starts: schedule.ends.map((end) => -end),
    ends: schedule.starts.map((start) => -start),
    byStart: [...schedule.byEnd].reverse(),
  };
}

export class KeptMirroredTable {
  private table: MirroredTable | null = null;

  constructor(private readonly schedule: Schedule) {}

  /** The table for every grant of the schedule, built when not kept. */
  get(): MirroredTable {
    if (this.table === null || this.table.starts.length !== this.schedule.ids.length) {
      this.table = mirroredTableOf(this.schedule);
    }
    return this.table;
  }

  /** Built again on the next `get` (the mirror was replayed whole from a fresh table). */
  forget(): void {
    this.table = null;
  }

  /**
   * Adds the new grant: its place in the mirrored order is its place by end, counted
   * from the back (where a new grant usually ends up).
   */
  extend(grant: number): void {
    const { table } = this;
    if (table === null) return;
    if (table.starts.length !== grant) {
      this.table = null;
      return;
    }
    const { byEnd, starts, ends } = this.schedule;
    table.starts.push(-ends[grant]);
    table.ends.push(-starts[grant]);
    let position = byEnd.length - 1;
    while (byEnd[position] !== grant) position--;
    table.byStart.splice(byEnd.length - 1 - position, 0, grant);
  }

  /** False when the kept table differs from a fresh one (for the invariants). */
  isFresh(): boolean {
    const kept = this.table;
    if (kept === null || kept.starts.length !== this.schedule.ids.length) return true;
    const fresh = mirroredTableOf(this.schedule);
    return (['starts', 'ends', 'byStart'] as const).every((field) => kept[field].join() === fresh[field].join());
  }
}
