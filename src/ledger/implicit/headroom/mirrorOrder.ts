/**
 * The grants open at a time in the mirror's EDF order (reserve.ts): on the mirrored
 * timeline a grant's end is `-start`, so the grant that started last comes first, and
 * among equal starts the smaller id (plain string order, as in edfHeap.ts).
 */
import { firstStartAfter } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';

/** Grants `grantAbsorbing` looks at before it gives up (the caller then replays). */
const CHAIN_LOOKED_AT = 64;

/**
 * The grant whose mirror total grows by `amount` when consumptions of that amount at
 * `time` join the mirror whose drawn totals are `mirrorDrawn`, no other total changing;
 * -1 when that is not known without a replay (docs/ENGINE.md has the proof of both):
 *
 * - the first grant open at `time` in mirror order, when it ends the mirror with at
 *   least `amount` left: it has at least that much where they come, takes them all,
 *   and still has credit wherever the mirror draws it after them;
 * - else the first open grant with that much left, when every open grant before it
 *   ends dry and no grant that started since is closed at `time` (such a grant could
 *   take some of the new demand where the earlier ones now run dry sooner).
 */
export function grantAbsorbing(
  schedule: Schedule,
  mirrorDrawn: readonly number[],
  time: number,
  amount: number,
): number {
  const { byStart, starts, ends, amounts, ids } = schedule;
  const top = firstStartAfter(schedule, time) - 1;
  const open: number[] = [];
  let first = true;
  let closedSeen = false;
  for (let position = top; position >= 0; ) {
    // A start at a time, whole: tied grants come in mirror order by id.
    const start = starts[byStart[position]];
    open.length = 0;
    for (; position >= 0 && starts[byStart[position]] === start; position--) {
      if (top - position >= CHAIN_LOOKED_AT) return -1;
      const grant = byStart[position];
      if (ends[grant] >= time) open.push(grant);
      else closedSeen = true;
    }
    if (open.length > 1) open.sort((a, b) => (ids[a] < ids[b] ? -1 : 1));
    for (const grant of open) {
      const left = amounts[grant] - mirrorDrawn[grant];
      if (left >= amount) return first || !closedSeen ? grant : -1;
      // Some left, not enough: the new demand is split (the replay finds where).
      if (left > 0) return -1;
      first = false;
    }
  }
  return -1;
}

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
