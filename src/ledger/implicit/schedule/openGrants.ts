/**
 * The grants open at a time with their credit at a unit, where a replay starts
 * (`Schedule.evaluate`, `Schedule.drawUndrawn`).
 */
import { GrantQueue, type GrantScratch } from '../replay/grantQueue';
import { firstRunEndingAfter } from '../replay/runs';
import type { GrantTotals } from '../structures/grantTotals';
import { lowerBoundByEnd } from '../structures/sortedGrants';
import type { Frontier } from './frontier';
import type { Schedule } from './schedule';

/**
 * Most are frontier grants that drew nothing from `unit` on (credit: amount - drawn),
 * read in place; the others are put in the queue's heap: the grants that drew from `unit`
 * on (their runs there are few when `unit` is recent) and those that expired since `time`
 * (they left the frontier; their ends lie between `time` and the frontier's time).
 */
export function openGrantsAt(schedule: Schedule, frontier: Frontier, scratch: GrantScratch, drawnFromUnit: GrantTotals, unit: number, time: number): GrantQueue {
  const { ids, amounts, drawn, runGrant, runFrom, runTo, starts, ends, byEnd, points } = schedule;
  const leftNow = (grant: number): number => amounts[grant] - drawn[grant];
  scratch.ensure(ids.length);
  const queue = new GrantQueue(ends, ids, leftNow, scratch, frontier.grants, frontier.head, starts, time);
  drawnFromUnit.reset(ids.length);
  // Only the grants open at `time` need their credit at `unit`, and none draws after its
  // end: the runs and expiries after the last end among them are not read, so a late
  // event in a history of short windows reads its windows, not all the history after it.
  const lastEnd = schedule.lastEndStartedBy(time);
  if (lastEnd < time) return queue;
  const limit = lastEnd >= points.lastKey() ? points.total : points.sumUpTo(lastEnd);
  // Undrawn consumptions (undrawn.ts) put `limit` past the kept runs' units: never read fewer.
  const top = limit >= points.total ? runGrant.length - 1 : Math.min(firstRunEndingAfter(runTo, limit - 1), runGrant.length - 1);
  // A run across `limit` draws a grant ending after `lastEnd`, so one that started after `time`: not read below.
  for (let run = top; run >= 0 && runTo[run] > unit; run--) {
    drawnFromUnit.add(runGrant[run], runTo[run] - Math.max(runFrom[run], unit));
  }
  for (const grant of drawnFromUnit.touched) {
    if (starts[grant] <= time) queue.override(grant, leftNow(grant) + drawnFromUnit.get(grant));
  }
  for (let position = lowerBoundByEnd(byEnd, ends, time); position < byEnd.length; position++) {
    const grant = byEnd[position];
    if (ends[grant] >= frontier.time || ends[grant] > lastEnd) break;
    if (starts[grant] <= time && !drawnFromUnit.has(grant)) queue.override(grant, leftNow(grant));
  }
  return queue;
}
