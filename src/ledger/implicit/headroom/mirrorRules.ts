/**
 * The mirror's drawn totals kept exact under a grant in the past and under consumptions,
 * without a replay (docs/ENGINE.md, "The mirror's totals kept by two rules"). The totals
 * are the greedy basis of the grants' credit taken in mirror order (latest start first,
 * then smaller id), and two functions of them decide the changes:
 *
 *     crossing X(p) = consumed at or after p - drawn by grants starting at or after p
 *     ahead    Y(b) = consumed at or before b - drawn by grants ending at or before b
 *
 * (the draws crossing p from grants started before it, and crossing b from grants ending
 * after it), each kept at the grants' starts (ends) in a `BalanceMinima` with lazy
 * additions: a change of a total or a consumption is one addition to each.
 *
 * - A grant g ending at or after every consumption takes credit from the grant that draws
 *   and starts earliest at or after p0, the latest start <= g's with X(p0) = 0, as much as
 *   the least X between the two starts allows, and again until its credit is used
 *   (`headroom/mirrorUpdates.test.ts` checks the rule on the plain definition).
 * - A consumption at τ gives its units, in mirror order, to the grants with credit to spare
 *   that start by τ (a grant starting later never gains). Each can take them unless an
 *   interval holding its window and not τ is tight; slackAround.ts tells, and where it
 *   cannot the caller replays instead.
 */
import { BalanceMinima } from '../structures/balanceMinima';
import { KeyedSums } from '../structures/keyedSums';
import { GRANT_BLOCK_SPLIT } from '../limits';
import { firstStartAfter } from '../replay/replay';
import { SlackAround } from './slackAround';
import { firstKeyAfter } from '../structures/sortedGrants';
import { upperBound } from '../structures/sortedSearch';
import type { Schedule } from '../schedule/schedule';
import { MIRROR_RULE_SCAN_LIMIT } from '../limits';

/** A change of one grant's total. */
export interface TotalChange {
  grant: number;
  delta: number;
}

/** A change not in the totals yet: a consumption (`grant` -1) or a grant (`followed`: the grant rule applies to it). */
export interface WaitingChange {
  grant: number;
  followed: boolean;
  amount: number;
  time: number;
}

export class MirrorRules {
  /** X at every start of a grant keyed so far, keyed by -start (a change of p <= start is a suffix). */
  private readonly crossing = new BalanceMinima();
  /** Y at every end of a grant keyed so far. */
  private readonly ahead = new BalanceMinima();
  /** The mirror's totals keyed by end (tag = grant), every grant from the moment it is added. */
  private readonly drawnByEnd = new KeyedSums(GRANT_BLOCK_SPLIT);
  /** Grants with credit to spare, in reverse mirror order (start ascending, then id descending). */
  private spare: number[] = [];
  /** Grants below this index have their start and end keyed. */
  private keyedGrants = 0;
  /** False from a change the rules did not follow until the next `build`. */
  valid = false;
  /** Whether an interval around a grant's window ending before a consumption is tight (slackAround.ts). */
  private readonly slack: SlackAround;

  constructor(
    readonly schedule: Schedule,
    private readonly drawnByStart: KeyedSums,
  ) {
    this.slack = new SlackAround(schedule, this.crossing, this.ahead);
  }

  /** Every grant has its entry by end from the moment it is added, like the totals by start. */
  noteGrant(grant: number): void {
    this.drawnByEnd.insert(this.schedule.ends[grant], 0, grant);
  }

  /**
   * The functions and the spare grants from `drawn`, exact for every grant and accepted
   * consumption but the `waiting` ones (arrived since: a grant there is keyed but not open).
   */
  build(drawn: readonly number[], waiting: readonly WaitingChange[]): void {
    const { schedule, crossing, ahead, drawnByStart, drawnByEnd } = this;
    const { points, starts, ends, amounts } = schedule;
    drawnByEnd.setValues((grant) => drawn[grant]);
    for (; this.keyedGrants < amounts.length; this.keyedGrants++) {
      if (!crossing.has(-starts[this.keyedGrants])) crossing.insert(-starts[this.keyedGrants], 0);
      if (!ahead.has(ends[this.keyedGrants])) ahead.insert(ends[this.keyedGrants], 0);
    }
    const sums = waitingSums(waiting);
    // X by increasing start from sweeps, set by decreasing start (its keys are -start).
    const startsUp: number[] = [];
    crossing.forEach((key) => startsUp.push(-key));
    startsUp.reverse();
    const consumedBefore = points.sweep(false);
    const drawnBefore = drawnByStart.sweep(false);
    const values = startsUp.map((start) => points.total - consumedBefore(start) - sums.from(start) - (drawnByStart.total - drawnBefore(start)));
    let index = values.length;
    crossing.setEach(() => values[--index]);
    const consumedThrough = points.sweep(true);
    const drawnThrough = drawnByEnd.sweep(true);
    ahead.setEach((end) => consumedThrough(end) - sums.upTo(end) - drawnThrough(end));
    const waitingGrants = new Set(waiting.map((change) => change.grant));
    this.spare = schedule.byStart.filter((grant) => drawn[grant] < amounts[grant] && !waitingGrants.has(grant));
    this.spare.sort((a, b) => this.reverseMirrorOrder(a, b));
    this.slack.forget();
    this.valid = true;
  }

  /**
   * Keys the waiting grants before any waiting consumption is absorbed (their totals are 0:
   * nothing changes for them), X and Y at their starts and ends without those consumptions
   * (the absorptions add them, as to every key).
   */
  keyWaitingGrants(waiting: readonly WaitingChange[]): void {
    const sums = waitingSums(waiting);
    for (const { grant } of waiting) {
      if (grant < 0) continue;
      this.insertKeys(grant, sums.from(this.schedule.starts[grant]), sums.upTo(this.schedule.ends[grant]));
      this.keyedGrants = Math.max(this.keyedGrants, grant + 1);
    }
  }

  /** A keyed grant joins the rules' ledger: from now on it may take credit. */
  openGrant(grant: number, drawn: readonly number[]): void {
    if (drawn[grant] < this.schedule.amounts[grant]) this.insertSpare(grant);
  }

  /**
   * The grant rule for `grant` (keyed, total 0, ending at or after every consumption):
   * the totals it moves, applied through `apply` step by step; false when a scan gives up
   * (part of the steps may have been applied: the caller lets the totals go stale).
   */
  applyGrant(grant: number, drawn: readonly number[], apply: (change: TotalChange) => void): boolean {
    const { starts, amounts } = this.schedule;
    const start = starts[grant];
    while (drawn[grant] < amounts[grant]) {
      const zeroKey = this.crossing.firstBelow(-start, 1);
      const p0 = zeroKey === Number.POSITIVE_INFINITY ? Number.NEGATIVE_INFINITY : -zeroKey;
      const loser = this.earliestDrawingAfter(grant, p0, drawn);
      if (loser === null) return false;
      if (loser < 0) return true;
      const least = starts[loser] < start ? this.crossing.leastBetween(-start, -starts[loser] - 1) : Number.POSITIVE_INFINITY;
      const moved = Math.min(amounts[grant] - drawn[grant], drawn[loser], least);
      if (!(moved > 0)) return false;
      apply({ grant: loser, delta: -moved });
      apply({ grant, delta: moved });
    }
    return true;
  }

  /**
   * Where a consumption of `amount` at `time` goes: to the grants with credit to spare that
   * start by `time`, in mirror order, each certified free of tight intervals ending before
   * `time` (slackAround.ts); null when one is not.
   * `unapplied`: what earlier consumptions gave each grant, not in `drawn` and the functions
   * yet (their sum lowers a slack at most that much; their own amounts only raise X and Y).
   */
  absorb(amount: number, time: number, drawn: readonly number[], unapplied: Map<number, number>, unappliedSum: number): TotalChange[] | null {
    const { amounts, ends } = this.schedule;
    const gives: TotalChange[] = [];
    let given = 0;
    for (let index = firstKeyAfter(this.spare, this.schedule.starts, time) - 1; given < amount; index--) {
      if (index < 0) return null;
      const grant = this.spare[index];
      const delta = Math.min(amount - given, amounts[grant] - drawn[grant] - (unapplied.get(grant) ?? 0));
      if (delta <= 0) continue;
      if (ends[grant] < time && !this.slack.isFree(grant, time, drawn, unappliedSum + given + delta)) return null;
      gives.push({ grant, delta });
      given += delta;
    }
    return gives;
  }

  /** A consumption absorbed: X grows at its time and before, Y at its time and after. */
  consumptionAbsorbed(amount: number, time: number): void {
    this.crossing.addFrom(-time, true, amount);
    this.ahead.addFrom(time, true, amount);
  }

  /** A total changed by `delta` (applied to `drawn` already). */
  totalChanged(grant: number, delta: number, drawn: readonly number[]): void {
    const { starts, ends, amounts } = this.schedule;
    this.drawnByEnd.addValue(ends[grant], grant, delta);
    if (delta > 0) this.slack.gained += delta;
    if (grant >= this.keyedGrants) return;
    this.crossing.addFrom(-starts[grant], true, -delta);
    this.ahead.addFrom(ends[grant], true, -delta);
    const before = drawn[grant] - delta;
    if (before < amounts[grant] && drawn[grant] === amounts[grant]) this.removeSpare(grant);
    else if (before === amounts[grant] && drawn[grant] < amounts[grant]) this.insertSpare(grant);
  }

  private insertKeys(grant: number, waitingAfter: number, waitingUpTo: number): void {
    const { points, starts, ends } = this.schedule;
    const start = starts[grant];
    const end = ends[grant];
    const { drawnByStart, drawnByEnd } = this;
    if (!this.crossing.has(-start)) {
      const consumedFrom = points.total - points.sumUpTo(start, false) - waitingAfter;
      this.crossing.insert(-start, consumedFrom - (drawnByStart.total - drawnByStart.sumUpTo(start, false)));
    }
    if (!this.ahead.has(end)) this.ahead.insert(end, points.sumUpTo(end) - waitingUpTo - drawnByEnd.sumUpTo(end));
  }

  /**
   * The grant the rule takes from: among those that draw, start at or after `p0` and come
   * after `grant` in mirror order, the last in that order (earliest start, then largest
   * id); -1 when there is none, null when the scan gives up.
   */
  private earliestDrawingAfter(grant: number, p0: number, drawn: readonly number[]): number | null {
    const { byStart, starts, ids } = this.schedule;
    const start = starts[grant];
    let found = -1;
    const from = p0 === Number.NEGATIVE_INFINITY ? 0 : firstStartAfter(this.schedule, p0 - 1);
    for (let position = from; position < byStart.length; position++) {
      if (position - from === MIRROR_RULE_SCAN_LIMIT) return null;
      const other = byStart[position];
      if (found >= 0 && starts[other] !== starts[found]) return found;
      if (starts[other] > start) return found;
      const after = starts[other] < start || ids[other] > ids[grant];
      if (other !== grant && drawn[other] > 0 && after && (found < 0 || ids[other] > ids[found])) found = other;
    }
    return found;
  }

  private reverseMirrorOrder(a: number, b: number): number {
    const { starts, ids } = this.schedule;
    if (starts[a] !== starts[b]) return starts[a] - starts[b];
    return ids[a] < ids[b] ? 1 : ids[a] > ids[b] ? -1 : 0;
  }

  private positionOf(grant: number): number {
    let low = 0;
    let high = this.spare.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.reverseMirrorOrder(this.spare[middle], grant) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private insertSpare(grant: number): void {
    this.spare.splice(this.positionOf(grant), 0, grant);
  }

  private removeSpare(grant: number): void {
    const position = this.positionOf(grant);
    if (this.spare[position] === grant) this.spare.splice(position, 1);
  }
}

/** What the waiting consumptions add to the sums: at or after a time, and at or before it. */
function waitingSums(waiting: readonly WaitingChange[]): { from(time: number): number; upTo(time: number): number } {
  const consumptions = waiting.filter((change) => change.grant < 0).sort((a, b) => a.time - b.time);
  const times = consumptions.map((change) => change.time);
  const upTo = [0];
  for (const { amount } of consumptions) upTo.push(upTo[upTo.length - 1] + amount);
  const total = upTo[upTo.length - 1];
  return {
    from: (time) => total - upTo[upperBound(times, time, false)],
    upTo: (time) => upTo[upperBound(times, time, true)],
  };
}
