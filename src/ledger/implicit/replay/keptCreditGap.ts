/**
 * Where a forced replay that broke a consumption may stop (replay.ts). Before the first
 * break no grant holds more credit than in the kept schedule, and the absorption
 * (absorption.ts) says when the candidate's extra demand has expired. A broken consumption
 * gives its draws back, so after it some grants may hold more and some less.
 *
 * This follows, per grant, the gap between what the replay drew and what the kept
 * schedule drew from the replay's first unit to its current one: the replay's draws as
 * it makes them, the kept ones by walking the kept runs alongside. Both start from the
 * same credit at the first unit (the replay's open grants are read from the kept
 * schedule there). Expired grants are drawn by neither again, so only open ones count.
 * The replay is settled, nothing after it breaks and the broken list is complete, where
 * the kept balance after every consumption from here on is at least P, the total of the
 * open grants' gaps above 0 (the credit the replay lacks against the kept schedule):
 *
 * - the open credit before a consumption is its kept one less the open grants' gaps, so
 *   at least the kept one less P, which covers it;
 * - and P never grows while nothing breaks. Where the replay draws grant a and the kept
 *   schedule grant b: a = b changes no gap; if a comes first in EDF order, the kept
 *   schedule has none left in a, so a's gap is below 0 and only rises towards 0 (and b's
 *   falls); if b comes first, the replay has none left in b, so b's gap is above 0 and
 *   falls while a's rises by as much. Expiry only takes gaps away.
 *
 * So with no gap above 0 it is settled at once (the replay holds at least the kept credit
 * everywhere), and else one balance-minima search says whether it is. That search finds
 * the first consumption ahead whose kept balance is below P: while the replay has not
 * passed it and P is not below the P searched for, the answer stands (P only falls, so
 * the search is made again only where P fell or that consumption is passed; it was made at
 * every stretch, a quarter of a refusal's time on issue 11's shape).
 * The walk costs the kept runs up to there, about what the replay itself costs.
 */
import { EdfHeap } from '../structures/edfHeap';
import type { GrantTotals } from '../structures/grantTotals';
import { upperBound } from '../structures/sortedSearch';
import type { GrantTable, ReplayOutcome } from './replay';
import type { Runs } from './runs';

/** The kept schedule a dry run compares itself with. */
export interface KeptSchedule extends Runs {
  /** Per-grant sums a dry run reuses for its gaps (one dry run at a time). */
  readonly gapTotals: GrantTotals;
  /** The first consumption time at or after `time` whose kept balance after it is below `deficit`; +Infinity when none. */
  firstShortAfter(time: number, deficit: number): number;
}

export class KeptCreditGap {
  /** Replay draws less kept draws, per grant seen; 0 once it has expired. */
  private readonly gaps: GrantTotals;
  /** Every grant seen, soonest to expire first. */
  private readonly byEnd: EdfHeap;
  /** P: the total of the gaps above 0 of the grants seen and not expired. */
  private lacking = 0;
  /** The last search's answer: a consumption at this time, still ahead, has a kept balance below `shortFor`. */
  private shortAt = Number.NEGATIVE_INFINITY;
  private shortFor = Number.POSITIVE_INFINITY;
  private keptRun: number;
  private keptUnit: number;

  /**
   * Follows a replay from `unit` on, the kept schedule being `kept` (runs over the same
   * units), after its first break: the draws it has made so far are counted at once.
   */
  constructor(
    private readonly grants: Pick<GrantTable, 'ends' | 'ids'>,
    private readonly kept: KeptSchedule,
    unit: number,
    outcome: ReplayOutcome,
  ) {
    this.byEnd = new EdfHeap(grants.ends, grants.ids);
    this.gaps = kept.gapTotals;
    this.gaps.reset(grants.ends.length);
    this.keptRun = upperBound(kept.runTo, unit, true);
    this.keptUnit = unit;
    outcome.candidateGrant.forEach((grant, draw) => this.drew(grant, outcome.candidateAmount[draw]));
    const { runGrant, runFrom, runTo } = outcome;
    for (let run = 0; run < runGrant.length; run++) this.drew(runGrant[run], runTo[run] - runFrom[run]);
  }

  /** The replay drew `amount` credits from `grant` (a negative amount: gave them back). */
  drew(grant: number, amount: number): void {
    const { gaps } = this;
    if (!gaps.has(grant)) this.byEnd.push(grant);
    const before = gaps.get(grant);
    gaps.add(grant, amount);
    this.lacking += Math.max(before + amount, 0) - Math.max(before, 0);
  }

  /**
   * True when, the replay being about to draw `unit` (a consumption at `time`), it is
   * settled (see the header). Units and times only grow from one call to the next.
   */
  settledAt(unit: number, time: number): boolean {
    this.walkKeptTo(unit);
    const { byEnd, gaps } = this;
    const { ends } = this.grants;
    while (byEnd.size > 0 && ends[byEnd.top()] < time) {
      const grant = byEnd.pop();
      const gap = gaps.get(grant);
      gaps.add(grant, -gap);
      this.lacking -= Math.max(gap, 0);
    }
    const { lacking } = this;
    if (lacking === 0) return true;
    if (time <= this.shortAt && lacking >= this.shortFor) return false;
    this.shortAt = this.kept.firstShortAfter(time, lacking);
    this.shortFor = lacking;
    return this.shortAt === Number.POSITIVE_INFINITY;
  }

  private walkKeptTo(unit: number): void {
    const { runGrant, runTo } = this.kept;
    while (this.keptUnit < unit) {
      const run = this.keptRun;
      const to = Math.min(runTo[run], unit);
      this.drew(runGrant[run], this.keptUnit - to);
      this.keptUnit = to;
      if (to === runTo[run]) this.keptRun++;
    }
  }
}
