/**
 * The reserve behind `headroomAt`: the least credit from grants that started by `t`
 * that the consumptions after `t` cannot do without. A candidate at `t` may use any
 * credit left at `t` except that, so `headroomAt(t) = balanceAt(t) - reserve(t)`.
 *
 * EDF on the mirrored timeline (times negated, consumptions newest first, the grant that
 * started latest drawn first) uses grants that start after `t` as much as any schedule
 * can, for every `t` at once, so
 *
 *     reserve(t) = consumed after t - drawn in the mirror from grants starting after t,
 *
 * one prefix sum over the mirror's drawn totals keyed by start. Only those totals are
 * kept, not the mirror's runs. They are replayed whole (replay.ts: O(E log n) for the E
 * grant events) when stale, and kept up to date without that in the common cases:
 *
 * - a grant whose window holds no accepted consumption draws nothing in the mirror and
 *   moves nothing: it is added with 0;
 * - consumptions accepted since the totals were up to date are extra demand on the
 *   mirror's timeline. The mirror replay starts at its first unit (the latest
 *   consumption), where every grant still has its whole amount, and stops once that
 *   demand is absorbed (absorption.ts): the grants that expired (in the mirror: whose
 *   start was passed) with less credit than before end with exactly that much more
 *   drawn, and no other total changes. After consumptions at the present it stops
 *   within a few grant events; a late one's demand often reaches the oldest grants (the
 *   mirror used up the newer ones), as costly as a whole replay.
 *
 * These run on the first headroom question after the changes, so a stream nobody asks
 * about pays nothing (most questions never get here: the balance bounds answer them,
 * balanceBounds.ts).
 *
 * Since stop 63 the totals follow most changes by two rules instead (mirrorRules.ts): a
 * grant ending at or after every accepted consumption, and a consumption whose units go
 * to grants with credit to spare that no tight interval keeps from it. The changes wait in
 * arrival order (waitingChanges.ts) and are followed at the next question that needs the
 * totals; where the rules give up, the paths below take over.
 *
 * A grant whose window holds an accepted consumption (a grant in the past) that the rules
 * do not follow makes the totals stale. A question at `t` then reads the reserve forward from `t`
 * (forwardReserve.ts), which costs the windows after `t`, not the history, and keeps
 * nothing. Once such walks since the totals went stale cost about a whole replay, a
 * question replays the mirror whole and keeps the totals (a ski rental, forwardReserve.ts
 * `ForwardRent`).
 */
import { GrantScratch } from '../replay/grantQueue';
import { ForwardRent } from './forwardReserve';
import { KeyedSums } from '../structures/keyedSums';
import { GRANT_BLOCK_SPLIT } from '../limits';
import { KeptMirroredTable } from './mirroredTable';
import { MirrorRules } from './mirrorRules';
import { WaitingChanges } from './waitingChanges';
import { type MirrorInputs, pendingMirrorReplay, wholeMirrorTotals } from './mirrorReplay';
import type { ReplayOutcome } from '../replay/replay';
import type { Schedule } from '../schedule/schedule';
import { headroomSweep } from '../series';
import { MirroredTimeline } from '../replay/timelines';
import { NEAREST_GRANTS } from '../limits';

/** What tests turn off or shrink to reach one path; the ledger takes the defaults. */
export interface ReserveOptions {
  /** How many grants a pending consumption's replay reads first (default 32; tests make it small). */
  nearestGrants?: number;
  /** Whether stale totals may answer by reading forward, without a whole replay (tests reading the kept totals turn it off). */
  readsForward?: boolean;
  /** Pieces between two checks of the forward walk's endings known in advance (default 16; tests check at every piece). */
  expiriesCheckedEvery?: number;
  /** Whether the totals follow grants and consumptions by the rules of mirrorRules.ts (tests of the other paths turn it off). */
  followsRules?: boolean;
}

export class HeadroomReserve {
  /** Mirror draws per grant, and the same keyed by start (tag = grant). */
  private mirrorDrawn: number[] = [];
  /** In the grants' block size: the mirror's totals change one grant at a time, like the forward "left" sums. */
  private readonly drawnByStart = new KeyedSums(GRANT_BLOCK_SPLIT);
  private stale = true;
  /** Schedule version the totals (with the pending consumption) describe. */
  private seenVersion = -1;
  /** Consumptions accepted since the totals were last up to date, not in them yet (0: none). */
  private pendingAmount = 0;
  /** Whether one of them was late: absorbing it may cost as much as a whole replay. */
  private pendingLate = false;
  /** The changes since the totals were up to date, followed by the rules (waitingChanges.ts). */
  private readonly changes: WaitingChanges;
  /** Times the pending consumptions' replay gave an unexpected outcome (tests expect none). */
  unexpectedOutcomes = 0;
  /** Times the pending consumptions were absorbed without a whole replay (tests check it runs). */
  absorbedPending = 0;
  /** Questions the stale totals decided through the headroom's lower bound (tests check it runs). */
  decidedByStaleTotals = 0;
  private readonly scratch = new GrantScratch();
  /** Changes the rules followed (tests check they run). */
  get followedByRules(): number {
    return this.changes.followed;
  }
  /** Times the rules gave up. */
  get rulesGaveUp(): number {
    return this.changes.gaveUp;
  }
  /** The grants on the mirrored timeline, kept as grants arrive (one insertion each). */
  private readonly mirrored: KeptMirroredTable;
  private readonly timeline: MirroredTimeline;
  private readonly inputs: MirrorInputs;
  /** The forward reads answering on stale totals since the last grant making them so. */
  readonly forwardRent: ForwardRent;

  private readonly nearestGrants: number;
  private readonly readsForward: boolean;
  /** Whether the schedule's mirror balances follow these totals (the first reserve on a schedule: tests add others). */
  private readonly ownsMirrorBalances: boolean;

  constructor(private readonly schedule: Schedule, options: ReserveOptions = {}) {
    this.nearestGrants = options.nearestGrants ?? NEAREST_GRANTS;
    this.readsForward = options.readsForward ?? true;
    this.forwardRent = new ForwardRent(options.expiriesCheckedEvery);
    this.ownsMirrorBalances = schedule.balancePoints.claimMirror();
    this.timeline = new MirroredTimeline(schedule.points);
    this.mirrored = new KeptMirroredTable(schedule);
    this.inputs = { schedule, timeline: this.timeline, scratch: this.scratch };
    this.changes = new WaitingChanges(new MirrorRules(schedule, this.drawnByStart), options.followsRules ?? true, {
      drawn: () => this.mirrorDrawn,
      changeTotal: (grant, delta) => this.changeTotal(grant, delta),
      goStale: () => this.goStale(),
      absorbed: (amount) => (this.pendingAmount -= amount),
    });
  }

  /** Call before the schedule accepts a consumption of `amount` at `time`. */
  noteConsumption(amount: number, time: number): void {
    const { schedule } = this;
    const keeps = !this.stale && this.seenVersion === schedule.version;
    this.seenVersion = schedule.version + 1;
    if (keeps) {
      this.pendingAmount += amount;
      this.changes.add({ grant: -1, followed: false, amount, time });
    } else this.stale = true;
    if (time < schedule.points.lastKey()) this.pendingLate = true;
  }

  /** Call after the schedule added `grant`. */
  noteGrant(grant: number): void {
    const { schedule } = this;
    const keeps = !this.stale && this.seenVersion === schedule.version - 1;
    this.seenVersion = schedule.version;
    this.mirrored.extend(grant);
    const { points, starts, ends } = schedule;
    // Every grant has its entry, stale or not, so a whole replay only rewrites the values.
    this.mirrorDrawn[grant] = 0;
    this.drawnByStart.insert(starts[grant], 0, grant);
    this.changes.rules.noteGrant(grant);
    if (!keeps) {
      this.stale = true;
      return;
    }
    // A consumption in its window (the pending one too) may draw it in the mirror: the grant
    // rule follows one ending at or after every consumption, else the totals go stale.
    const drawable = points.sumUpTo(ends[grant]) > points.sumUpTo(starts[grant], false);
    const followed = drawable && this.changes.active() && ends[grant] >= points.lastKey();
    if (drawable && !followed) this.goStale();
    else this.changes.add({ grant, followed, amount: 0, time: 0 });
  }

  reserveAt(time: number): number {
    const { points } = this.schedule;
    if (!this.stale && this.seenVersion === this.schedule.version) this.changes.follow();
    const consumedAfter = points.total - points.sumUpTo(time);
    const stale = this.stale || this.seenVersion !== this.schedule.version;
    const forward = this.readsForward && stale ? this.forwardRent.reserveAt(this.schedule, time, consumedAfter) : null;
    if (forward !== null) return forward;
    this.bringUpToDate();
    this.forwardRent.keptAnswer();
    return consumedAfter - (this.drawnByStart.total - this.drawnByStart.sumUpTo(time));
  }

  /** The totals, stale, decided a question through the headroom's lower bound (balanceBounds.ts). */
  answeredByStaleTotals(): void {
    this.decidedByStaleTotals++;
    this.forwardRent.keptAnswer();
  }

  /** `headroomAt` for increasing times (series.ts), valid until the next change. */
  headroomSweep(): (time: number) => number {
    this.bringUpToDate();
    return headroomSweep(this.schedule, this.drawnByStart);
  }

  /** True when `reserveAt` costs no whole mirror replay: at most absorbing consumptions at the present. */
  isKept(): boolean {
    return !this.stale && this.seenVersion === this.schedule.version && !this.pendingLate;
  }

  /** The mirror's drawn totals as kept, or null when they wait for a replay (for the invariants). */
  keptTotals(): readonly number[] | null {
    const upToDate = this.pendingAmount === 0 && this.changes.list.length === 0 && this.seenVersion === this.schedule.version;
    return !this.stale && upToDate ? this.mirrorDrawn : null;
  }

  /** The mirror's drawn totals as they stand, stale or not (for the invariants). */
  drawnTotals(): readonly number[] {
    return this.mirrorDrawn;
  }

  /** False when the kept mirrored table differs from a fresh one (for the invariants). */
  mirroredTableIsFresh(): boolean {
    return this.mirrored.isFresh();
  }

  /** The mirror's drawn totals replayed from scratch (and a fresh mirrored table), whatever is kept. */
  replayedTotals(): number[] {
    return wholeMirrorTotals(this.inputs);
  }

  private bringUpToDate(): void {
    const { schedule } = this;
    if (this.seenVersion !== schedule.version) this.stale = true;
    if (!this.stale) this.changes.follow();
    if (!this.stale && this.pendingAmount > 0 && !this.absorbPending()) this.stale = true;
    if (this.stale) this.rebuild();
    else this.changes.totalsExact(false);
    this.markUpToDate();
  }

  private markUpToDate(): void {
    const { schedule } = this;
    this.pendingAmount = 0;
    this.pendingLate = false;
    this.changes.list = [];
    this.stale = false;
    this.seenVersion = schedule.version;
  }

  private rebuild(): void {
    // On the kept mirrored table: a fresh one costs a copy and a sort of every grant.
    const mirrorDrawn = wholeMirrorTotals(this.inputs, this.mirrored.get());
    this.mirrorDrawn = mirrorDrawn;
    this.drawnByStart.setValues((grant) => mirrorDrawn[grant]);
    this.changes.totalsExact(true);
    const { schedule } = this;
    if (this.ownsMirrorBalances) schedule.balancePoints.mirrorReplayed(schedule, (grant) => schedule.amounts[grant] - mirrorDrawn[grant]);
  }

  /**
   * The mirror replayed from its first unit with the pending consumptions as extra
   * demand (mirrorReplay.ts); false if the outcome is not the expected one (then the
   * totals are replayed whole).
   */
  private absorbPending(): boolean {
    const { mirrorDrawn, pendingAmount: amount, nearestGrants } = this;
    const pending = { ...this.inputs, mirrored: this.mirrored.get(), mirrorDrawn, amount, nearestGrants };
    const outcome = pendingMirrorReplay(pending, true) ?? pendingMirrorReplay(pending, false);
    const applied = outcome !== null && outcome.broken.length === 0 && this.applyChanges(outcome, amount);
    if (applied) this.absorbedPending++;
    if (applied) this.changes.absorbedByReplay();
    else this.unexpectedOutcomes++;
    return applied;
  }

  /** Adds what each grant drew more in the mirror; false unless that totals `amount`. */
  private applyChanges(outcome: ReplayOutcome, amount: number): boolean {
    const { open } = outcome;
    const mirroredEnds = this.mirrored.get().ends;
    const grants: number[] = [];
    const deltas: number[] = [];
    for (const grant of open.touched) {
      if (mirroredEnds[grant] >= outcome.convergedTime) continue;
      grants.push(grant);
      deltas.push(open.baseLeftOf(grant) - open.leftOf(grant));
    }
    if (deltas.reduce((sum, delta) => sum + delta, 0) !== amount) return false;
    grants.forEach((grant, index) => {
      if (deltas[index] !== 0) this.changeTotal(grant, deltas[index]);
    });
    return true;
  }

  private changeTotal(grant: number, delta: number): void {
    const { starts, ends } = this.schedule;
    this.mirrorDrawn[grant] += delta;
    this.drawnByStart.addValue(starts[grant], grant, delta);
    if (this.ownsMirrorBalances) this.schedule.balancePoints.mirror?.leftFell(grant, ends[grant], delta);
    this.changes.totalChanged(grant, delta, this.mirrorDrawn);
  }

  /** Kept totals went stale: a grant the rules cannot follow, or rules that gave up on a grant. */
  private goStale(): void {
    // The rent starts when kept totals go stale, not again while they stay stale: else
    // grants arriving between questions would keep it from ever paying for a whole replay.
    this.forwardRent.startOver();
    this.stale = true;
    this.changes.letGo();
  }
}
