/**
 * The grants open at a time in the mirror's EDF order (reserve.ts): on the mirrored
 * timeline a grant's end is `-start`, so the grant that started last comes first, and
 * among equal starts the smaller id (plain string order, as in edfHeap.ts).
 */
import { firstStartAfter } from './replay';
import type { Schedule } from './schedule';

/**
 * Up to `count` grants open at `time` that started last, in mirror order (latest start
 * first, then smaller id), found among the `4 * count` grants starting last by `time`.
 */
export function nearestOpenGrants(schedule: Schedule, time: number, count: number): number[] {
  const { byStart, starts, ends, ids } = schedule;
  const nearest: number[] = [];
  const last = firstStartAfter(schedule, time) - 1;
  const lookedAt = 4 * count;
  let position = last;
  for (; position >= 0 && last - position < lookedAt && nearest.length < count; position--) {
    const grant = byStart[position];
    if (ends[grant] >= time) nearest.push(grant);
  }
  // The grants not looked at start no later than the one at `position`. A tie on the
  // last start taken is taken whole when short, else dropped: ties are ordered by id.
  const edge = nearest.length > 0 ? starts[nearest[nearest.length - 1]] : Number.NaN;
  for (; position >= 0 && starts[byStart[position]] === edge && last - position < 2 * lookedAt; position--) {
    if (ends[byStart[position]] >= time) nearest.push(byStart[position]);
  }
  if (position >= 0 && starts[byStart[position]] === edge) {
    while (nearest.length > 0 && starts[nearest[nearest.length - 1]] === edge) nearest.pop();
  }
  return nearest.sort((a, b) => starts[b] - starts[a] || (ids[a] < ids[b] ? -1 : 1));
}
