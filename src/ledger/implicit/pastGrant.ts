/**
 * A grant added in the past (its start at or before the latest consumption), without
 * replaying the grant events after it: the new schedule is the kept one except where
 * the extra credit is drawn, and those places are found by walking the kept runs.
 *
 * Why it is exact. Compare the new schedule with the kept one at the same unit (a grant
 * adds no units). More supply never leaves less credit anywhere under EDF, so every
 * grant holds at least its kept credit; the grants that hold more are the "holders" of
 * an excess (the new grant, all of whose credit is excess, is the first). Where the kept
 * schedule draws grant k, EDF in the new one draws the first of k and the open holders
 * with credit: any other grant that precedes k with credit would hold that credit in
 * the kept schedule too, and EDF would have drawn it there. A holder x that precedes k
 * is dry in the kept schedule (else the kept one would draw it), so all its credit is
 * excess; drawing it instead of k moves that excess to k, which becomes a holder. Every
 * holder is open when it becomes one (the new grant from its start, k where it was being
 * drawn), so the only times to look up are the holders' expiries: one prefix-sum search
 * per holder, and no search per kept run. An expired holder's excess is simply unused.
 *
 * At the end each holder has drawn its excess less than in the kept schedule (the new
 * grant: its amount less its excess), and a holder dry in the kept schedule that still
 * has credit joins the frontier.
 */
import { GrantTotals } from './grantTotals';
import type { KeyedSums } from './keyedSums';
import { appendRun, type Runs } from './replay';

export interface WalkedSchedule extends Runs {
  readonly ids: string[];
  readonly ends: number[];
  readonly points: KeyedSums;
}

export class PastGrantWalk {
  /** Excess credit per holder; `touched` lists every holder of this walk. */
  readonly excess = new GrantTotals();
  /** First unit after each holder's window (units of consumptions up to its end). */
  private expiry = new Float64Array(64);
  /** Holders that may still have excess and be open, scanned for each kept run. */
  private readonly active: number[] = [];
  private readonly tail: Runs = { runGrant: [], runFrom: [], runTo: [] };

  /**
   * Rewrites the runs of `schedule` from `unit` (the units before `grant`'s start) on
   * for the new `grant` of `amount`. The caller updates the drawn totals and the
   * frontier from `excess`.
   */
  run(schedule: WalkedSchedule, grant: number, amount: number, unit: number): void {
    const grants = schedule.ids.length;
    this.excess.reset(grants);
    if (this.expiry.length < grants) this.expiry = new Float64Array(Math.max(grants, 2 * this.expiry.length));
    this.active.length = 0;
    this.addExcess(schedule, grant, amount);
    const { runGrant, runFrom, runTo } = this.cutTail(schedule, unit);
    for (let run = 0; run < runGrant.length; run++) {
      const kept = runGrant[run];
      const to = runTo[run];
      let at = runFrom[run];
      while (at < to) {
        const holder = this.firstHolderBefore(schedule, kept, at);
        if (holder < 0) {
          appendRun(schedule, kept, at, to);
          break;
        }
        const taken = Math.min(this.excess.get(holder), to - at, this.expiry[holder] - at);
        appendRun(schedule, holder, at, at + taken);
        this.excess.add(holder, -taken);
        this.addExcess(schedule, kept, taken);
        at += taken;
      }
    }
  }

  private addExcess(schedule: WalkedSchedule, grant: number, amount: number): void {
    if (!this.excess.has(grant)) this.expiry[grant] = schedule.points.sumUpTo(schedule.ends[grant]);
    if (this.excess.get(grant) === 0) this.active.push(grant);
    this.excess.add(grant, amount);
  }

  /**
   * The first holder in EDF order with excess, open at `unit` and preceding `kept`, or
   * -1. Drops the holders that are dry or expired on the way (they never come back: a
   * holder regains excess only by being drawn in the kept schedule, which re-adds it).
   */
  private firstHolderBefore(schedule: WalkedSchedule, kept: number, unit: number): number {
    const { active, excess, expiry } = this;
    const { ends, ids } = schedule;
    let best = -1;
    let length = 0;
    for (let at = 0; at < active.length; at++) {
      const holder = active[at];
      if (excess.get(holder) === 0 || expiry[holder] <= unit) continue;
      active[length++] = holder;
      if (holder === kept || !precedes(ends, ids, holder, kept)) continue;
      if (best < 0 || precedes(ends, ids, holder, best)) best = holder;
    }
    active.length = length;
    return best;
  }

  /** Moves the runs from `unit` on (the first cut at `unit`) out of `schedule` into `tail`. */
  private cutTail(schedule: WalkedSchedule, unit: number): Runs {
    const { tail } = this;
    const { runGrant, runFrom, runTo } = schedule;
    let first = runTo.length;
    while (first > 0 && runTo[first - 1] > unit) first--;
    tail.runGrant.length = 0;
    tail.runFrom.length = 0;
    tail.runTo.length = 0;
    for (let run = first; run < runTo.length; run++) {
      tail.runGrant.push(runGrant[run]);
      tail.runFrom.push(Math.max(runFrom[run], unit));
      tail.runTo.push(runTo[run]);
    }
    // A run across `unit` keeps its part before it.
    if (first < runTo.length && runFrom[first] < unit) runTo[first++] = unit;
    runGrant.length = first;
    runFrom.length = first;
    runTo.length = first;
    return tail;
  }
}

function precedes(ends: readonly number[], ids: readonly string[], a: number, b: number): boolean {
  if (ends[a] !== ends[b]) return ends[a] < ends[b];
  return ids[a] < ids[b];
}
