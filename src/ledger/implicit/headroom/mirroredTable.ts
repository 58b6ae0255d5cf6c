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
  /**
   * The kept table's order by start, at the back of this buffer with room in front: a new
   * grant usually ends last, so it goes first in the mirrored order, and a splice at the
   * front of an array moved every grant (5% of 1,000,000 calls with a fifth headroom
   * questions). Now it moves only the grants before it.
   */
  private order = new Int32Array(0);
  private head = 0;

  constructor(private readonly schedule: Schedule) {}

  /** The table for every grant of the schedule, built when not kept. */
  get(): MirroredTable {
    if (this.table === null || this.table.starts.length !== this.schedule.ids.length) {
      const fresh = mirroredTableOf(this.schedule);
      const count = fresh.byStart.length;
      this.order = new Int32Array(2 * count + 64);
      this.head = this.order.length - count;
      this.order.set(fresh.byStart, this.head);
      this.table = { ...fresh, byStart: this.order.subarray(this.head) };
    }
    return this.table;
  }

  /** Adds the new grant: its place in the mirrored order is its place by end, counted from the back. */
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
    const before = byEnd.length - 1 - position;
    if (this.head === 0) this.growFront();
    const { order, head } = this;
    order.copyWithin(head - 1, head, head + before);
    order[head - 1 + before] = grant;
    this.head = head - 1;
    this.table = { ...table, byStart: order.subarray(this.head) };
  }

  /** Twice the room, the order kept at the back. */
  private growFront(): void {
    const kept = this.order.subarray(this.head);
    this.order = new Int32Array(2 * this.order.length + 64);
    this.head = this.order.length - kept.length;
    this.order.set(kept, this.head);
  }

  /** False when the kept table differs from a fresh one (for the invariants). */
  isFresh(): boolean {
    const kept = this.table;
    if (kept === null || kept.starts.length !== this.schedule.ids.length) return true;
    const fresh = mirroredTableOf(this.schedule);
    return (['starts', 'ends', 'byStart'] as const).every((field) => Array.from(kept[field]).join() === Array.from(fresh[field]).join());
  }
}
