/**
 * The mirror replays of the headroom reserve (reserve.ts), apart from the reserve's
 * bookkeeping of when to run which (that file stays under the size rule): the whole
 * mirror, and the mirror from its first unit with consumptions waiting to be absorbed.
 */
import { GrantQueue, type GrantScratch } from '../replay/grantQueue';
import { type MirroredTable, mirroredTableOf } from './mirroredTable';
import { firstStartAfter, replay, type ReplayOutcome } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';
import type { MirroredTimeline } from '../replay/timelines';

/** What every mirror replay reads. */
export interface MirrorInputs {
  readonly schedule: Schedule;
  readonly timeline: MirroredTimeline;
  readonly scratch: GrantScratch;
}

/**
 * The mirror's drawn totals replayed whole, every grant entering when it opens, on
 * `mirrored` (a fresh table when not given), keeping no runs. The accepted consumptions
 * have a schedule (the kept one), and EDF on the reversed timeline serves as much as any
 * schedule does, so no consumption breaks there.
 */
export function wholeMirrorTotals(inputs: MirrorInputs, mirrored: MirroredTable = mirroredTableOf(inputs.schedule)): number[] {
  const drawn = new Array<number>(inputs.schedule.ids.length).fill(0);
  inputs.scratch.ensure(mirrored.ids.length);
  // Nothing is read from a frontier: every grant enters the queue when it opens.
  const open = new GrantQueue(mirrored.ends, mirrored.ids, () => 0, inputs.scratch);
  replay(mirrored, inputs.timeline, { unit: 0, time: Number.NEGATIVE_INFINITY, open, candidate: 0, drawnTotals: drawn });
  return drawn;
}

/** The mirror replay of consumptions waiting to be absorbed (reserve.ts `absorbPending`). */
export interface PendingReplay extends MirrorInputs {
  readonly mirrored: MirroredTable;
  /** The kept totals, without the waiting consumptions. */
  readonly mirrorDrawn: readonly number[];
  /** Their amount. */
  readonly amount: number;
  /** How many grants to read first when `nearestOnly`. */
  readonly nearestGrants: number;
}

/**
 * The mirror replayed from its first unit (the latest consumption), where every grant
 * open then has its whole amount, with the waiting consumptions as extra demand: it
 * stops where they are absorbed. With `nearestOnly`, the replay reads only the grants
 * that started last among those open at the latest consumption (in mirror order,
 * `nearestGrants` of them, read in place), and gives up (null) as soon as it reads past
 * them: until then each grant it drew came before all the others, so the replay is the
 * one with every open grant. Else every open grant goes in the queue's heap.
 */
export function pendingMirrorReplay(pending: PendingReplay, nearestOnly: boolean): ReplayOutcome | null {
  const { schedule, mirrored, mirrorDrawn, scratch } = pending;
  const latest = schedule.points.lastKey();
  scratch.ensure(mirrored.ids.length);
  const finalLeft = (grant: number): number => schedule.amounts[grant] - mirrorDrawn[grant];
  const { byStart, starts, ends, amounts, ids } = mirrored;
  const nearest = nearestOnly ? nearestOpenGrants(schedule, latest, pending.nearestGrants) : [];
  const open = new GrantQueue(ends, ids, finalLeft, scratch, nearest, 0, starts, -latest);
  // Their credit at the first unit of the mirror is their whole amount.
  for (const grant of nearest) open.setLeft(grant, amounts[grant]);
  // Mirrored starts are -end: the grants open at the mirrored time -latest come first.
  for (let position = 0; !nearestOnly && position < byStart.length && starts[byStart[position]] <= -latest; position++) {
    const grant = byStart[position];
    if (ends[grant] >= -latest) open.override(grant, amounts[grant]);
  }
  const from = { unit: 0, time: -latest, open, candidate: 0, absorb: pending.amount, givesUpPastBase: nearestOnly };
  const outcome = replay(mirrored, pending.timeline, from);
  return nearestOnly && open.baseExhausted() ? null : outcome;
}

/**
 * Up to `count` grants open at `time` that started last, in mirror order (on the mirrored
 * timeline a grant's end is `-start`: latest start first, then smaller id, plain string
 * order as in edfHeap.ts), found among the `4 * count` grants starting last by `time`.
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
