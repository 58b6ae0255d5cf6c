/**
 * The frontier: the grants open with credit after the latest consumption, in EDF order
 * (smallest end, then smaller id) from `head`. A consumption at or after every accepted
 * one draws from its first grants; a replay reads it in place (grantQueue.ts) and
 * settles its final open grants back into it.
 *
 * It holds every grant with credit whose window reaches the latest consumption and that
 * starts by `time` (the frontier is "opened through" `time`); no grant starts between
 * `time` and the latest consumption. Expired grants leave lazily from the head.
 */
import { firstStartAfter, type GrantTable } from '../replay/replay';
import { mergeInEdfOrder, precedesInEdf } from '../structures/edfHeap';
import { INSERTS_BEFORE_MERGE } from '../limits';

export class Frontier {
  grants: number[] = [];
  head = 0;
  time = Number.NEGATIVE_INFINITY;

  constructor(private readonly table: Pick<GrantTable, 'ids' | 'starts' | 'ends' | 'byStart'>) {}

  /** Opens the grants that started by `time` and drops the expired ones. */
  advance(time: number): void {
    const { byStart, starts, ends } = this.table;
    const opening: number[] = [];
    for (let position = firstStartAfter(this.table, this.time); position < byStart.length; position++) {
      const grant = byStart[position];
      if (starts[grant] > time) break;
      if (ends[grant] >= time) opening.push(grant);
    }
    if (opening.length > 0) this.insertAll(opening);
    this.time = Math.max(this.time, time);
    while (this.head < this.grants.length && ends[this.grants[this.head]] < time) this.head++;
    if (this.head > 1024 && 2 * this.head > this.grants.length) {
      this.grants = this.grants.slice(this.head);
      this.head = 0;
    }
  }

  /**
   * Draws `amount` at `time`, at or after every accepted consumption, from the first
   * grants in EDF order, units from `at` on: `keep(grant, from, to)` takes each piece.
   */
  draw(amount: number, time: number, at: number, left: (grant: number) => number, keep: (grant: number, from: number, to: number) => void): void {
    this.advance(time);
    let remaining = amount;
    while (remaining > 0) {
      const grant = this.grants[this.head];
      const credit = left(grant);
      const taken = Math.min(credit, remaining);
      keep(grant, at, at + taken);
      if (taken === credit) this.head++;
      remaining -= taken;
      at += taken;
    }
  }

  insert(grant: number): void {
    const { grants } = this;
    const { ends, ids } = this.table;
    let low = this.head;
    let high = grants.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = grants[middle];
      if (precedesInEdf(ends, ids, other, grant)) low = middle + 1;
      else high = middle;
    }
    grants.splice(low, 0, grant);
  }

  /**
   * Inserts several grants at once: one by one while they are few, else sorted and merged
   * in one pass (thousands of grants may open at one time, and a grant in the past can give
   * credit back to thousands of open grants; each insertion moves the frontier's tail).
   */
  insertAll(added: number[]): void {
    if (added.length <= INSERTS_BEFORE_MERGE) {
      for (const grant of added) this.insert(grant);
      return;
    }
    const { ends, ids } = this.table;
    this.grants = mergeInEdfOrder(this.grants, this.head, this.grants.length, added, (a, b) => precedesInEdf(ends, ids, a, b));
    this.head = 0;
  }

  /** The grants from the head on, for the invariants. */
  list(): number[] {
    return this.grants.slice(this.head);
  }
}
