/**
 * The spec's EDF replay, run grant event by grant event instead of consumption by
 * consumption. The accepted consumptions are laid end to end on one axis of credit
 * units (a `Timeline`: consumption i owns the units after the amounts of the ones
 * before it in replay order). Between two grant events (a grant opening, the drawing
 * grant expiring, the drawing grant running dry) EDF draws every unit from one grant,
 * so the replay emits one "run" (grant, first unit, end unit) per stretch and finds
 * where the stretch ends with a prefix-sum search, never visiting the consumptions
 * inside it. The cost is O(E log n) for the E grant events after the starting point,
 * whatever the number of consumptions or draws in between.
 *
 * It is also the spec's forced replay: a consumption that the open grants cannot cover
 * is listed as broken with what it lacks, gives back the partial draws it took (they
 * all came from grants it emptied), and the replay goes on.
 */
import { Absorption, keptScheduleCovers } from './absorption';
import type { GrantQueue } from './grantQueue';
import { KeptCreditGap, type KeptSchedule } from './keptCreditGap';
import { precedesInEdf } from '../structures/edfHeap';
import { firstKeyAfter } from '../structures/sortedGrants';
import { DRY_GRANTS_PER_CHECK, OPENINGS_LOOKED_AT } from '../limits';
import { appendRun } from './runs';

export interface GrantTable {
  readonly ids: string[];
  readonly amounts: number[];
  readonly starts: number[];
  readonly ends: number[];
  /** Grant indices sorted by start. */
  readonly byStart: ArrayLike<number>;
}

/** The accepted consumptions as consecutive ranges of credit units, in replay order. */
export interface Timeline {
  readonly total: number;
  /** Units owned by consumptions with timestamp <= `time`. */
  unitsThrough(time: number): number;
  /** Sets the `point*` fields to the consumption that owns `unit` (0 <= unit < total). */
  locate(unit: number): void;
  /** The time of the consumption that owns `unit`. */
  timeAt(unit: number): number;
  pointStart: number;
  pointAmount: number;
  pointTag: number;
}

export interface ReplayStart {
  /** The first unit to replay; the units before it keep their draws. */
  unit: number;
  /** Consumptions from `unit` on are at `time` or later; grants starting by then are in `open`. */
  time: number;
  /** The grants open at `time` with credit at `unit`. */
  open: GrantQueue;
  /** A consumption placed at `unit` (after the ones at `time`) drawing first; 0 for none. */
  candidate: number;
  /**
   * Units of consumptions on the timeline from `unit` on that the kept schedule (whose
   * final credit is `open`'s base) does not have: the replay stops once they are
   * absorbed, like a candidate's. 0 or absent: none.
   */
  absorb?: number;
  /**
   * Stop as soon as the queue has read through its base grants (the caller then
   * discards the outcome and replays with every grant: reserve.ts).
   */
  givesUpPastBase?: boolean;
  /**
   * Only each grant's drawn total is wanted, added here: no runs are kept. For replays where
   * nothing can break (the whole mirror, headroom/mirrorReplay.ts): a break throws.
   */
  drawnTotals?: number[];
  /**
   * The kept schedule, for a dry run whose outcome is kept only when nothing breaks: once
   * something has, the replay stops where nothing else can break (keptCreditGap.ts). The
   * broken list is then complete, but the runs and the open grants stop there.
   */
  kept?: KeptSchedule;
  /**
   * Replay no unit from here on: the kept runs there are not the schedule's (undrawn.ts, 6).
   * A replay that reaches it unsettled is cut short.
   */
  stopUnit?: number;
}

export interface BrokenPoint {
  tag: number;
  missing: number;
}

export class ReplayOutcome {
  readonly runGrant: number[] = [];
  readonly runFrom: number[] = [];
  readonly runTo: number[] = [];
  /** The candidate's draws, in draw order. */
  readonly candidateGrant: number[] = [];
  readonly candidateAmount: number[] = [];
  readonly broken: BrokenPoint[] = [];
  openedThrough = Number.NEGATIVE_INFINITY;
  /**
   * Set when a candidate's replay stopped early: from this unit on the schedule is the
   * one already kept (shifted by the candidate's amount), and so is the final state.
   */
  convergedAt = -1;
  /**
   * The time of the consumption at `convergedAt` when the extra demand was absorbed by
   * grants that expired before it (those, and only those, end with less credit than
   * before); unset when the kept schedule covered a candidate's draws right away.
   */
  convergedTime = Number.POSITIVE_INFINITY;
  /** Set from the first break on when the replay was given the kept runs. */
  keptGap: KeptCreditGap | null = null;
  /** Set when the replay reached its `stopUnit` unsettled: its broken list may lack some. */
  cutShort = false;

  /**
   * `open`: the grants open with credit at the end (expired ones may linger). `drawnTotals`:
   * each draw is added to its grant's total there instead of kept as a run (one class with a
   * branch, not a subclass: the replays' hottest call stays monomorphic).
   */
  constructor(readonly open: GrantQueue, private readonly drawnTotals: number[] | null = null) {}

  emit(grant: number, from: number, to: number): void {
    if (this.drawnTotals === null) appendRun(this, grant, from, to);
    else this.drawnTotals[grant] += to - from;
  }
}

/** Index in `byStart` of the first grant starting after `time`. */
export function firstStartAfter(grants: Pick<GrantTable, 'byStart' | 'starts'>, time: number): number {
  return firstKeyAfter(grants.byStart, grants.starts, time);
}

export function replay(grants: GrantTable, timeline: Timeline, start: ReplayStart): ReplayOutcome {
  const { amounts, starts, ends, byStart } = grants;
  const { open } = start;
  const outcome = new ReplayOutcome(open, start.drawnTotals ?? null);
  outcome.openedThrough = start.time;
  if (start.candidate > 0) {
    drawCandidate(outcome, start.candidate);
    if (keptScheduleCovers(outcome)) {
      outcome.convergedAt = start.unit;
      return outcome;
    }
  }
  const extra = start.candidate + (start.absorb ?? 0);
  const absorption = extra > 0 ? new Absorption(grants, open, extra) : null;
  let nextStart = firstStartAfter(grants, start.time);
  let unit = start.unit;
  const stopUnit = start.stopUnit ?? timeline.total;
  while (unit < stopUnit) {
    if (start.givesUpPastBase && open.baseExhausted()) return outcome;
    const time = timeline.timeAt(unit);
    if (absorption !== null && outcome.broken.length === 0 && absorption.completeBefore(time)) {
      outcome.convergedAt = unit;
      outcome.convergedTime = time;
      break;
    }
    if (outcome.keptGap !== null && outcome.keptGap.settledAt(unit, time)) return outcome;
    for (; nextStart < byStart.length && starts[byStart[nextStart]] <= time; nextStart++) {
      const grant = byStart[nextStart];
      if (ends[grant] >= time) open.override(grant, amounts[grant]);
    }
    outcome.openedThrough = time;
    while (!open.isEmpty() && ends[open.top()] < time) open.pop();
    if (open.isEmpty()) {
      // Giving back a broken consumption's draws reads the runs.
      if (start.drawnTotals !== undefined) throw new Error('replay: a consumption broke in a replay keeping totals only');
      unit = breakPoint(outcome, timeline, unit);
      if (outcome.keptGap === null && start.kept) outcome.keptGap = new KeptCreditGap(grants, start.kept, start.unit, outcome);
      continue;
    }
    // Until a grant opens ahead of an open one or the first open one expires, EDF drains
    // the open grants front to back: only running dry moves on to the next.
    const reach = timeline.unitsThrough(Math.min(ends[open.top()], nextOpeningAhead(grants, open, nextStart) - 1));
    unit = drain(outcome, timeline, unit, Math.min(reach, stopUnit));
  }
  if (unit >= stopUnit && stopUnit < timeline.total) {
    // Settled right at the stop is as good as before it: the kept runs walked end there.
    outcome.cutShort = outcome.keptGap === null || !outcome.keptGap.settledAt(unit, timeline.timeAt(unit));
    return outcome;
  }
  if (outcome.convergedAt < 0 && timeline.total > 0) openThroughEnd(grants, timeline, outcome, nextStart);
  return outcome;
}

/**
 * When the next grant opens that may come before an open one in EDF order. A grant after
 * all of them draws nothing until they are dry, and the drain stops there anyway (the
 * next stretch opens it), so a stretch need not end where it opens; the look ahead is
 * bounded, and a stretch may always end earlier.
 */
function nextOpeningAhead(grants: GrantTable, open: GrantQueue, from: number): number {
  const { byStart, starts, ends, ids } = grants;
  const last = open.lastBound();
  const limit = Math.min(byStart.length, from + OPENINGS_LOOKED_AT);
  for (let position = from; position < limit; position++) {
    const grant = byStart[position];
    if (last < 0 || precedesInEdf(ends, ids, grant, last)) return starts[grant];
  }
  return limit < byStart.length ? starts[byStart[limit]] : Number.POSITIVE_INFINITY;
}

/**
 * Opens the grants that start by the last consumption, which the last stretches ran
 * past, so that the final open grants (the next frontier) are all the open ones.
 */
function openThroughEnd(grants: GrantTable, timeline: Timeline, outcome: ReplayOutcome, from: number): void {
  const { amounts, starts, ends, byStart } = grants;
  const time = timeline.timeAt(timeline.total - 1);
  for (let position = from; position < byStart.length && starts[byStart[position]] <= time; position++) {
    const grant = byStart[position];
    if (ends[grant] >= time) outcome.open.override(grant, amounts[grant]);
  }
  outcome.openedThrough = Math.max(outcome.openedThrough, time);
}

/**
 * Draws units `[unit, reach)` from the open grants in EDF order; returns where it stopped:
 * at `reach`, where the open grants ran dry, or (after a break) where a grant running dry
 * settled the replay, which the caller checks again and stops at. That check is made at
 * every `DRY_GRANTS_PER_CHECK`-th grant running dry: a stretch where many small grants run
 * dry one after the other checked at each (a lookup of its time and a walk of the kept
 * runs), at a fifth of a refusal's time on issue 11's shape; a later check only stops later.
 */
function drain(outcome: ReplayOutcome, timeline: Timeline, unit: number, reach: number): number {
  const { open, keptGap } = outcome;
  let at = unit;
  let dryGrants = 0;
  while (at < reach && !open.isEmpty()) {
    const grant = open.top();
    const credit = open.leftOf(grant);
    const taken = Math.min(credit, reach - at);
    outcome.emit(grant, at, at + taken);
    keptGap?.drew(grant, taken);
    open.setLeft(grant, credit - taken);
    at += taken;
    if (taken < credit) continue;
    open.pop();
    if (keptGap === null || ++dryGrants % DRY_GRANTS_PER_CHECK !== 0) continue;
    if (at < reach && keptGap.settledAt(at, timeline.timeAt(at))) return at;
  }
  return at;
}


/** The caller checked the balance: the open grants cover the candidate. */
function drawCandidate(outcome: ReplayOutcome, amount: number): void {
  const { open } = outcome;
  let remaining = amount;
  while (remaining > 0) {
    if (open.isEmpty()) throw new Error('replay: the candidate exceeds the open credit');
    const grant = open.top();
    const credit = open.leftOf(grant);
    const taken = Math.min(credit, remaining);
    outcome.candidateGrant.push(grant);
    outcome.candidateAmount.push(taken);
    open.setLeft(grant, credit - taken);
    if (taken === credit) open.pop();
    remaining -= taken;
  }
}

/**
 * The consumption holding `unit` found no open credit: it is broken. Its partial draws
 * (the runs from its first unit on) go back to their grants, which it had all emptied,
 * so they reopen; returns the unit after it.
 */
function breakPoint(outcome: ReplayOutcome, timeline: Timeline, unit: number): number {
  const { runGrant, runFrom, runTo, open } = outcome;
  timeline.locate(unit);
  const pointStart = timeline.pointStart;
  for (let last = runGrant.length - 1; last >= 0 && runTo[last] > pointStart; last--) {
    const givenBack = runTo[last] - Math.max(runFrom[last], pointStart);
    open.giveBack(runGrant[last], givenBack);
    outcome.keptGap?.drew(runGrant[last], -givenBack);
    if (runFrom[last] < pointStart) {
      runTo[last] = pointStart;
    } else {
      runGrant.pop();
      runFrom.pop();
      runTo.pop();
    }
  }
  outcome.broken.push({ tag: timeline.pointTag, missing: timeline.pointAmount - (unit - pointStart) });
  return pointStart + timeline.pointAmount;
}
