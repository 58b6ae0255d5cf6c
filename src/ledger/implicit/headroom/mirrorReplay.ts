/**
 * The mirror replays of the headroom reserve (reserve.ts), apart from the reserve's
 * bookkeeping of when to run which (that file stays under the size rule): the whole
 * mirror, the mirror up to where grants starting after a time stop drawing, and the
 * mirror from its first unit with consumptions waiting to be absorbed.
 */
import { GrantQueue, type GrantScratch } from '../replay/grantQueue';
import { forwardReserve, type ForwardScratch } from './forwardReserve';
import { type MirroredTable, mirroredTableOf } from './mirroredTable';
import { nearestOpenGrants } from './mirrorOrder';
import { replay, type ReplayOutcome } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';
import type { MirroredTimeline } from '../replay/timelines';

/** What every mirror replay reads. */
export interface MirrorInputs {
  readonly schedule: Schedule;
  readonly timeline: MirroredTimeline;
  readonly scratch: GrantScratch;
}

/** The whole mirror from its first unit, every grant entering when it opens. */
function replayFromScratch(inputs: MirrorInputs, mirrored: MirroredTable, until?: number): ReplayOutcome {
  inputs.scratch.ensure(mirrored.ids.length);
  // Every grant enters the mirror replay when it opens: nothing is read from a frontier.
  const open = new GrantQueue(mirrored.ends, mirrored.ids, () => 0, inputs.scratch);
  return replay(mirrored, inputs.timeline, { unit: 0, time: Number.NEGATIVE_INFINITY, open, candidate: 0, until });
}

/** The mirror's drawn totals replayed whole, on a fresh mirrored table (whatever is kept). */
export function wholeMirrorTotals(inputs: MirrorInputs): number[] {
  const outcome = replayFromScratch(inputs, mirroredTableOf(inputs.schedule));
  const drawn = new Array<number>(inputs.schedule.ids.length).fill(0);
  outcome.runGrant.forEach((grant, run) => {
    drawn[grant] += outcome.runTo[run] - outcome.runFrom[run];
  });
  return drawn;
}

/**
 * What the mirror draws from the grants starting after `time`, replaying it only as far
 * as they draw. Their mirrored windows end (at `-start`) before the mirrored time
 * `-time`, so they draw only at the units of consumptions after `time`, the mirror's
 * first `consumed after time` units: the replay stops there, and their runs are final.
 * Returns that and the replay's work (runs and grants opened).
 */
export function drawnStartingAfter(inputs: MirrorInputs, mirrored: MirroredTable, time: number): [number, number] {
  const { points, starts } = inputs.schedule;
  const until = points.total - points.sumUpTo(time);
  if (until === 0) return [0, 0];
  const outcome = replayFromScratch(inputs, mirrored, until);
  let drawn = 0;
  outcome.runGrant.forEach((grant, run) => {
    if (starts[grant] > time) drawn += outcome.runTo[run] - outcome.runFrom[run];
  });
  return [drawn, outcome.runGrant.length + outcome.open.touched.length];
}

/** The most whole replays the rent may reach. */
const MOST_RENT = 16;

/**
 * The ski rental of the partial replays (reserve.ts): after a grant made the totals
 * stale, questions replay the mirror partly until that has cost about `rent` whole
 * replays (every grant, and about as many runs as the forward schedule); then the
 * reserve replays it whole and keeps the totals. At most about `rent` + 2 whole replays
 * each time the totals go stale, however many grants arrive while they stay stale (the
 * last partial one may overshoot), usually much less.
 *
 * `rent` adapts: kept totals bought this way that answer fewer questions before the next
 * grant makes them stale than the partial replays they spared would have cost double it
 * (up to 16); totals that paid for themselves halve it (down to 1). Where every few calls
 * change the past (demand near supply, late consumptions and grants in the past, questions
 * at random times), a bought mirror went stale after a question or two and the whole
 * replays were most of the cost.
 */
export class PartialRent {
  /** Work of the partial replays since the rent started over (tests read it). */
  paid = 0;
  /** Questions answered by a partial replay (tests check it runs). */
  answered = 0;
  /** Whole replays the partial ones may cost before the next question buys the totals. */
  rent = 1;
  private answeredSinceStart = 0;
  /** Once the rent bought totals: what a partial replay cost then, and the questions the totals answered since. */
  private bought: { partialWork: number; keptAnswers: number; wholeWork: number } | null = null;

  /** A grant made kept totals stale (consumptions do not start it over: kept totals follow them cheaply). */
  startOver(): void {
    const { bought } = this;
    if (bought !== null) {
      const paidFor = bought.keptAnswers * bought.partialWork >= bought.wholeWork;
      this.rent = paidFor ? Math.max(1, this.rent / 2) : Math.min(MOST_RENT, this.rent * 2);
      this.bought = null;
    }
    this.paid = 0;
    this.answeredSinceStart = 0;
  }

  /** A question the kept totals answered. */
  keptAnswer(): void {
    if (this.bought !== null) this.bought.keptAnswers++;
  }

  /** What a whole mirror replay is taken to cost. */
  static wholeWork(schedule: Schedule): number {
    return schedule.ids.length + schedule.runGrant.length;
  }

  /** A guess of what the partial replay for `time` costs: its share of the units of a whole one. */
  static workAfter(schedule: Schedule, time: number): number {
    const { points } = schedule;
    return ((points.total - points.sumUpTo(time)) / Math.max(1, points.total)) * PartialRent.wholeWork(schedule);
  }

  /**
   * The reserve at `time` read forward (forwardReserve.ts) while that costs no more than
   * the partial mirror replay would, else by that replay (`drawnStartingAfter`); null once
   * the rent paid and this question's share of the units (a guess of a partial replay's
   * work) reach `rent` whole replays' work: the caller then buys the totals. Without
   * `forward` (a scratch to read forward with), only the mirror.
   */
  reserveAt(inputs: MirrorInputs, mirrored: MirroredTable, time: number, forward: ForwardScratch | null): number | null {
    const { schedule } = inputs;
    const whole = PartialRent.wholeWork(schedule);
    const guess = PartialRent.workAfter(schedule, time);
    if (this.paid + guess > this.rent * whole) {
      this.bought = { partialWork: this.paid / Math.max(1, this.answeredSinceStart), keptAnswers: 0, wholeWork: whole };
      return null;
    }
    this.answered++;
    this.answeredSinceStart++;
    // A piece of the walk counts as one unit of replay work (docs/ENGINE.md, "When").
    const read = forward === null ? null : forwardReserve(schedule, time, guess, forward);
    if (read !== null) this.paid += read.pieces;
    if (read !== null && read.reserve !== null) return read.reserve;
    const [drawn, work] = drawnStartingAfter(inputs, mirrored, time);
    this.paid += work;
    const { points } = schedule;
    return points.total - points.sumUpTo(time) - drawn;
  }
}

/**
 * The mirror replay of consumptions or a grant waiting to be absorbed (reserve.ts
 * `absorbPending`, `absorbGrant`).
 */
export interface PendingReplay extends MirrorInputs {
  readonly mirrored: MirroredTable;
  /** The kept totals, without the waiting consumptions (and 0 for the waiting grant). */
  readonly mirrorDrawn: readonly number[];
  /** Their amount (0 for a grant). */
  readonly amount: number;
  /** The waiting grant, or -1. */
  readonly grant: number;
  /** How many grants to read first when `nearestOnly`. */
  readonly nearestGrants: number;
}

/**
 * The mirror replayed from its first unit (the latest consumption), where every grant
 * open then has its whole amount, with the waiting consumptions as extra demand, or the
 * waiting grant as extra supply: it stops where they are absorbed. With `nearestOnly`,
 * the replay reads only the grants that started last among those open at the latest
 * consumption (in mirror order,
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
  const { amount: absorb, grant: extraGrant } = pending;
  const from = { unit: 0, time: -latest, open, candidate: 0, absorb, extraGrant, givesUpPastBase: nearestOnly };
  const outcome = replay(mirrored, pending.timeline, from);
  return nearestOnly && open.baseExhausted() ? null : outcome;
}
