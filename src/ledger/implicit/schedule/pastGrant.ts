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
 *
 * Where no holder has excess left (each ran dry or expired), nothing more changes: a grant
 * becomes a holder only where a holder is drawn in its place. So the walk stops there and
 * splices the runs it rewrote in place of the kept ones. On random scenarios with grants
 * arriving in any order, 99.8% of the runs the walks visited lay past that point.
 */
import { GrantTotals } from '../structures/grantTotals';
import type { KeyedSums } from '../structures/keyedSums';
import { firstRunEndingAfter, RunBuffer, type Runs } from '../replay/runs';
import { spliceInto } from '../structures/spliceInPlace';
import { EdfHeap, precedesInEdf as precedes } from '../structures/edfHeap';

export interface WalkedSchedule extends Runs {
  readonly ids: string[];
  readonly ends: number[];
  readonly points: KeyedSums;
  /** The first run at or after `from` whose grant `grant` precedes in EDF order, or -1 (runTree.ts). */
  firstRunAfterInEdf(from: number, grant: number): number;
  /** The runs were cut back to `length` (they are appended to after). */
  runsCutTo(length: number): void;
}

export class PastGrantWalk {
  /** Excess credit per holder; `touched` lists every holder of this walk. */
  readonly excess = new GrantTotals();
  /** First unit after each holder's window (units of consumptions up to its end). */
  private expiry = new Float64Array(64);
  /**
   * Holders that may still have excess and be open, in EDF order; dry and expired ones are
   * dropped when they reach the top. A scan of a list instead was quadratic where a grant's
   * excess spreads over thousands of holders (10,000 open grants of 10 credits displaced by
   * a past grant of 100,000: 1.2 s for one `addGrant`).
   */
  private readonly holders: EdfHeap;
  /** The first of them in EDF order with excess and open, or -1: the only one to check. */
  private first = -1;
  /** The new runs of the stretch the walk changes, from the run before it on (so they merge with it). */
  private readonly stretch = new RunBuffer();

  /** `grants`: the schedule's grant table, whose EDF order ranks the holders. */
  constructor(grants: { readonly ends: readonly number[]; readonly ids: readonly string[] }) {
    this.holders = new EdfHeap(grants.ends, grants.ids);
  }

  /**
   * Rewrites the runs of `schedule` from `unit` (the units before `grant`'s start) on
   * for the new `grant` of `amount`. The caller updates the drawn totals and the
   * frontier from `excess`.
   */
  run(schedule: WalkedSchedule, grant: number, amount: number, unit: number): void {
    const grants = schedule.ids.length;
    this.excess.reset(grants);
    if (this.expiry.length < grants) this.expiry = new Float64Array(Math.max(grants, 2 * this.expiry.length));
    this.holders.clear();
    this.addExcess(grant, amount);
    this.findFirst(schedule, unit);
    // Up to the first place the new grant is drawn, the kept runs stay as they are.
    const from = this.firstDeviation(schedule, unit);
    if (from < 0) return;
    const { runGrant, runFrom, runTo } = schedule;
    const first = firstRunEndingAfter(runTo, from);
    const stretchStart = this.beginStretch(schedule, first, from);
    let run = first;
    for (; run < runTo.length; run++) {
      const at = Math.max(runFrom[run], from);
      if (this.first >= 0 && this.expiryOf(schedule, this.first) <= at) this.findFirst(schedule, at);
      // With no holder left the kept runs are the new ones from here on (none gains excess).
      if (this.first < 0) break;
      this.redraw(schedule, runGrant[run], at, runTo[run]);
    }
    // The first kept run after the stretch joins it, so the two merge where they meet.
    if (run < runTo.length) this.stretch.append(runGrant[run], runFrom[run], runTo[run]);
    const replaced = Math.min(run + 1, runTo.length) - stretchStart;
    const { stretch } = this;
    spliceInto(runGrant, stretchStart, replaced, stretch.runGrant, stretch.length);
    spliceInto(runFrom, stretchStart, replaced, stretch.runFrom, stretch.length);
    spliceInto(runTo, stretchStart, replaced, stretch.runTo, stretch.length);
    schedule.runsCutTo(stretchStart);
  }

  /** Starts the stretch with the run before `first` and the part of `first` before `from`; returns its first run index. */
  private beginStretch(schedule: Runs, first: number, from: number): number {
    const { stretch } = this;
    const { runGrant, runFrom, runTo } = schedule;
    stretch.clear();
    const start = Math.max(0, first - 1);
    if (start < first) stretch.append(runGrant[start], runFrom[start], runTo[start]);
    if (first < runTo.length && runFrom[first] < from) stretch.append(runGrant[first], runFrom[first], from);
    return start;
  }

  /** The new runs over the kept run of grant `kept` on units `[at, to)`. */
  private redraw(schedule: WalkedSchedule, kept: number, at: number, to: number): void {
    const { ends, ids } = schedule;
    const { stretch } = this;
    while (at < to) {
      if (this.first >= 0 && this.expiryOf(schedule, this.first) <= at) this.findFirst(schedule, at);
      const holder = this.first;
      // When the first holder does not precede the kept grant, no holder does.
      if (holder < 0 || holder === kept || !precedes(ends, ids, holder, kept)) {
        stretch.append(kept, at, to);
        return;
      }
      const taken = Math.min(this.excess.get(holder), to - at, this.expiryOf(schedule, holder) - at);
      stretch.append(holder, at, at + taken);
      this.excess.add(holder, -taken);
      this.addExcess(kept, taken);
      at += taken;
      this.findFirst(schedule, at);
    }
  }

  private addExcess(grant: number, amount: number): void {
    if (!this.excess.has(grant)) this.expiry[grant] = -1;
    if (this.excess.get(grant) === 0) this.holders.push(grant);
    this.excess.add(grant, amount);
  }

  /** The holder's expiry, looked up the first time it is needed (most never are). */
  private expiryOf(schedule: WalkedSchedule, holder: number): number {
    if (this.expiry[holder] < 0) this.expiry[holder] = schedule.points.sumUpTo(schedule.ends[holder]);
    return this.expiry[holder];
  }

  /**
   * Sets `first` to the first holder in EDF order with excess and open at `unit`, and
   * drops the dry and expired ones before it (a holder regains excess only by being drawn
   * in the kept schedule, which adds it again). The first open holder in EDF order ends
   * first, so every holder after it is open too.
   */
  private findFirst(schedule: WalkedSchedule, unit: number): void {
    const { excess, holders } = this;
    while (holders.size > 0) {
      const top = holders.top();
      if (excess.get(top) > 0 && this.expiryOf(schedule, top) > unit) break;
      holders.pop();
    }
    this.first = holders.size > 0 ? holders.top() : -1;
  }

  /**
   * The first unit from `unit` on where the first holder (the new grant, the only one
   * yet) precedes the kept grant, or -1: found in the run tree, then -1 if the grant
   * has expired by then.
   */
  private firstDeviation(schedule: WalkedSchedule, unit: number): number {
    const holder = this.first;
    if (holder < 0) return -1;
    const run = schedule.firstRunAfterInEdf(firstRunEndingAfter(schedule.runTo, unit), holder);
    if (run < 0) return -1;
    const at = Math.max(schedule.runFrom[run], unit);
    return this.expiryOf(schedule, holder) <= at ? -1 : at;
  }
}
