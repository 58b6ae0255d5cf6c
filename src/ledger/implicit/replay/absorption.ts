/**
 * Where a replay with a candidate drawing first may stop (replay.ts): once the
 * candidate is absorbed by grants that expired with less credit, or right away when the
 * kept schedule covers its draws.
 */
import { EdfHeap } from '../structures/edfHeap';
import type { GrantQueue } from './grantQueue';
import type { GrantTable, ReplayOutcome } from './replay';

/**
 * When a replay can stop. With a candidate drawing first (and nothing broken), every
 * grant has at most the credit it had at the same point without it (more demand never
 * leaves more credit anywhere under EDF), and the candidate's amount is missing in
 * total until grants expire with that much less left than before. Once they have, every
 * grant holds what it held before at this point, and the rest of the replay is the
 * schedule already kept. Expiries are followed on the grants this replay changed (the
 * others hold their base credit, which is what they end with in the kept schedule), and
 * only on those that end with credit in the kept schedule: one that ends dry there ends
 * dry here too (it never holds more), so its expiry absorbs nothing. Where supply is
 * tight nearly every grant a replay changes ends dry, and following their expiries in
 * the heap was a fifth of the time of a scenario imported in shuffled order.
 */
export class Absorption {
  private readonly expiring: EdfHeap;
  private followed = 0;
  private absorbed = 0;
  /** Until a changed grant expires, only the smallest end among them is kept (no heap). */
  private scanned = 0;
  private firstEnd = Number.POSITIVE_INFINITY;

  constructor(
    private readonly grants: GrantTable,
    private readonly open: GrantQueue,
    private readonly candidate: number,
  ) {
    this.expiring = new EdfHeap(grants.ends, grants.ids);
  }

  /** True when the grants that expired before `time` absorbed the whole candidate. */
  completeBefore(time: number): boolean {
    const { open, expiring } = this;
    const { ends } = this.grants;
    for (; this.scanned < open.touched.length && this.firstEnd >= time; this.scanned++) {
      const grant = open.touched[this.scanned];
      if (open.baseLeftOf(grant) > 0) this.firstEnd = Math.min(this.firstEnd, ends[grant]);
    }
    if (this.firstEnd >= time) return false;
    for (; this.followed < open.touched.length; this.followed++) {
      const grant = open.touched[this.followed];
      if (open.baseLeftOf(grant) > 0) expiring.push(grant);
    }
    while (expiring.size > 0 && this.grants.ends[expiring.top()] < time) {
      const grant = expiring.pop();
      this.absorbed += open.baseLeftOf(grant) - open.leftOf(grant);
    }
    return this.absorbed === this.candidate;
  }
}

/**
 * True when every grant the candidate drew from keeps more than that draw at the end of
 * the kept schedule: then each still has credit wherever the kept schedule draws it, so
 * EDF draws exactly as before after the candidate (no grant has more credit than before,
 * and the ones with less never run dry), and the rest of the schedule is the kept one.
 * The common late consumption where supply is ample stops here, before any grant event.
 */
export function keptScheduleCovers(outcome: ReplayOutcome): boolean {
  const { open, candidateGrant, candidateAmount } = outcome;
  for (let draw = 0; draw < candidateGrant.length; draw++) {
    if (open.baseLeftOf(candidateGrant[draw]) <= candidateAmount[draw]) return false;
  }
  return true;
}
