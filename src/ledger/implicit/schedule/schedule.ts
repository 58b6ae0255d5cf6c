/**
 * The implicit EDF schedule: the grants, the accepted consumptions as ranges of credit
 * units in replay order, and the schedule itself as runs (grant, first unit, end unit)
 * that tile those units, one per stretch between grant events (replay.ts). What a grant
 * has drawn is the length of its runs; no draw is stored per consumption.
 *
 * - A consumption at or after every accepted one draws from the "frontier" (the open
 *   grants with what they have left after the last consumption) and extends the last run.
 * - A late consumption that leaves the grant of every kept unit as it is (keptUnits.ts)
 *   draws its units at the end from the frontier, like one at the present.
 * - Any other late consumption replays from its time: the runs before it stay, the open
 *   grants there are read from the runs after it, and the replay costs the grant events
 *   after it (up to where the candidate is absorbed).
 * - A grant whose window holds an accepted consumption walks the kept runs from the first
 *   one it comes before (runTree.ts) and redraws only where its credit goes (pastGrant.ts).
 * - Where many runs lie after a late consumption, the balances alone may accept it, and
 *   it (and the grants in the past after it) is drawn by one replay when something
 *   reads the runs (undrawn.ts).
 * - A dry run (`evaluate`) computes the same replay without keeping it: refusals and
 *   previews change nothing. Most refusals that would break others are read from the
 *   kept balances instead (brokenByBalances.ts).
 */
import { GrantScratch, type GrantQueue } from '../replay/grantQueue';
import { firstStartAfter, replay, type GrantTable, type ReplayOutcome } from '../replay/replay';
import { appendRun } from '../replay/runs';
import { ForwardTimeline } from '../replay/timelines';
import { AmountsByEnd } from '../structures/amountsByEnd';
import { precedesInEdf } from '../structures/edfHeap';
import { GrantTotals } from '../structures/grantTotals';
import { KeyedSums } from '../structures/keyedSums';
import { GRANT_BLOCK_SPLIT } from '../limits';
import { RunTree } from '../structures/runTree';
import { insertIntoPrefixMax, insertSorted } from '../structures/sortedGrants';
import { WindowSums } from '../structures/windowSums';
import { BalancePoints } from './balancePoints';
import { Frontier } from './frontier';
import { keepConvergedRuns, keepReplayedRuns } from './keptReplay';
import { openGrantsAt } from './openGrants';
import { PastGrantWalk } from './pastGrant';
import { verdictOf, type Verdict } from './verdict';

export class Schedule implements GrantTable {
  readonly ids: string[] = [];
  readonly amounts: number[] = [];
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  readonly drawn: number[] = [];
  readonly byStart: number[] = [];
  /** The last end among the grants `byStart[0..i]` (`openAt` reads no runs after it). */
  readonly lastEndByStart: number[] = [];
  /** Grant indices sorted by end: the grants that may be open at a time are a suffix. */
  readonly byEnd: number[] = [];
  /** The grants' amounts summed per window (start, end), in start order (the forward walk's openings). */
  readonly windows = new WindowSums();
  readonly grantIndexById = new Map<string, number>();
  /** Amount of each grant keyed by start: the first term of the balance. */
  readonly startSums = new KeyedSums(GRANT_BLOCK_SPLIT);
  /** What each grant has left (amount - drawn) keyed by end: what expired unused. */
  readonly leftByEnd = new KeyedSums(GRANT_BLOCK_SPLIT);
  /** Amount of each grant keyed by end, summed as a pending retry first reads it. */
  readonly amountsByEnd = new AmountsByEnd(this);
  /** Accepted consumptions keyed by timestamp, value = amount, tag = acceptance order. */
  readonly points = new KeyedSums();
  /** The balance at the last consumption time of each stretch between grant events. */
  readonly balancePoints = new BalancePoints();
  readonly timeline = new ForwardTimeline(this.points);
  readonly runGrant: number[] = [];
  readonly runFrom: number[] = [];
  readonly runTo: number[] = [];
  totalGranted = 0;
  /** Bumped by every change, so cached answers (the headroom reserve) know they are stale. */
  version = 0;
  private readonly frontier = new Frontier(this);
  private readonly scratch = new GrantScratch();
  private readonly drawnFromUnit = new GrantTotals();
  private readonly drawnChange = new GrantTotals();
  /** A refusal's dry run's gaps against these runs (keptCreditGap.ts). */
  readonly gapTotals = new GrantTotals();
  private readonly pastGrantWalk = new PastGrantWalk(this);
  private readonly runTree = new RunTree((a, b) => precedesInEdf(this.ends, this.ids, a, b)); // pastGrant.ts
  private readonly leftNow = (grant: number): number => this.amounts[grant] - this.drawn[grant];
  private readonly keepFrontierDraw = (grant: number, from: number, to: number): void => {
    appendRun(this, grant, from, to);
    this.changeDrawn(grant, to - from);
  };
  /** The earliest time of an undrawn consumption or start of an undrawn grant (undrawn.ts); +Infinity when none. */
  private undrawnFrom = Number.POSITIVE_INFINITY;
  /** Grants added in the past beside undrawn consumptions: no run draws them yet. */
  private readonly undrawnGrants: number[] = [];

  addGrant(id: string, amount: number, start: number, end: number): void {
    const grant = this.ids.length;
    this.ids.push(id);
    this.amounts.push(amount);
    this.starts.push(start);
    this.ends.push(end);
    this.drawn.push(0);
    this.grantIndexById.set(id, grant);
    insertIntoPrefixMax(this.lastEndByStart, insertSorted(this.byStart, grant, this.starts), end);
    insertSorted(this.byEnd, grant, this.ends);
    this.windows.add(grant, start, end, amount);
    this.startSums.insert(start, amount, grant);
    this.leftByEnd.insert(end, amount, grant);
    this.balancePoints.granted(grant, start, end, amount);
    this.totalGranted += amount;
    this.version++;
    // Only a grant whose window starts by the latest consumption can change a draw.
    if (this.points.size > 0 && start <= this.points.lastKey()) {
      // Beside undrawn consumptions it waits for their replay (undrawn.ts), else it is drawn now.
      if (this.hasUndrawn()) {
        this.undrawnGrants.push(grant);
        this.undrawnFrom = Math.min(this.undrawnFrom, start);
      } else {
        this.addPastGrant(grant, amount, start);
      }
    }
    this.balancePoints.keepGrantEdges(this, start, end);
  }

  /**
   * Walks the kept runs from the grant's start (pastGrant.ts), then moves each holder's
   * drawn total by its excess. The frontier must hold every grant with credit after the
   * latest consumption whose window reaches it (`openAt` reads them there and looks up
   * only those ending before the frontier's time): a holder dry in the kept schedule was
   * not there, nor was the new grant. No grant but the new one starts between the
   * frontier's time and the latest consumption (a replay or a draw there would have opened
   * it), so the frontier is now opened through the latest consumption.
   */
  private addPastGrant(grant: number, amount: number, start: number): void {
    const walk = this.pastGrantWalk;
    walk.run(this, grant, amount, this.points.sumUpTo(start, false));
    const latest = this.points.lastKey();
    const joining: number[] = [];
    for (const holder of walk.excess.touched) {
      const excess = walk.excess.get(holder);
      const wasDry = holder === grant || this.leftNow(holder) === 0;
      if (excess > 0 && wasDry && this.ends[holder] >= latest) joining.push(holder);
      this.changeDrawn(holder, holder === grant ? amount - excess : -excess);
    }
    this.frontier.insertAll(joining);
    this.frontier.time = Math.max(this.frontier.time, latest);
  }

  balanceAt(time: number): number {
    return this.balanceBeforeExpiries(time) - this.leftByEnd.sumUpTo(time, false);
  }

  /** Granted less consumed by `time`: the balance with nothing expired. */
  balanceBeforeExpiries(time: number): number {
    return this.startSums.sumUpTo(time) - this.points.sumUpTo(time);
  }

  /** The last end among the grants starting by `time`; -Infinity when none does. */
  lastEndStartedBy(time: number): number {
    const position = firstStartAfter(this, time) - 1;
    return position >= 0 ? this.lastEndByStart[position] : Number.NEGATIVE_INFINITY;
  }

  /** True when the balance after every consumption at `time` or later is at least `deficit` (undrawn.ts). */
  coversAfter(time: number, deficit: number): boolean {
    return this.balancePoints.firstBelow(this, time, deficit) === Number.POSITIVE_INFINITY;
  }

  /** The first consumption time at or after `time` with a balance after it below `deficit`; +Infinity when none (keptCreditGap.ts). */
  firstShortAfter(time: number, deficit: number): number {
    return this.balancePoints.firstBelow(this, time, deficit);
  }

  /** The spec's verdict on a consumption of `amount` at `time`, without changing anything (verdict.ts). */
  evaluate(amount: number, time: number): Verdict {
    return verdictOf(this, this.frontier, amount, time);
  }

  /**
   * Accepts consumption `tag` that `acceptsUndrawn` (undrawn.ts) passed: into the sums and the
   * balances now, into the runs and the drawn totals by the next `drawUndrawn`.
   */
  acceptUndrawn(amount: number, time: number, tag: number): void {
    this.version++;
    const latest = this.points.lastKey();
    this.points.insert(time, amount, tag);
    this.balancePoints.consumed(this, time, amount, latest);
    this.undrawnFrom = Math.min(this.undrawnFrom, time);
  }

  /** True when `balanceAt(time)` needs no draw (undrawn.ts, 4 and 5). */
  balanceIsDrawnAt(time: number): boolean {
    return time <= this.undrawnFrom || this.noCreditExpiresBetween(this.undrawnFrom, time);
  }

  /** True when every grant ending in `[from, to)` has nothing left in the runs (none ends there, or each ran dry; no left is negative). */
  noCreditExpiresBetween(from: number, to: number): boolean {
    return this.leftByEnd.sumUpTo(to, false) === this.leftByEnd.sumUpTo(from, false);
  }

  /** The earliest time of an undrawn consumption or grant; +Infinity when none. */
  get earliestUndrawnTime(): number {
    return this.undrawnFrom;
  }

  /** True while some accepted consumptions or grants are not in the runs yet (undrawn.ts). */
  hasUndrawn(): boolean {
    return this.undrawnFrom !== Number.POSITIVE_INFINITY;
  }

  /**
   * Draws every undrawn consumption and grant by one replay from the earliest of their
   * times to the end: the runs before it stay (nothing undrawn lies before it), and the
   * open grants there come from the old runs after it, which hold what each grant drew
   * from that unit on. Nothing breaks (undrawn.ts proves they all fit).
   */
  drawUndrawn(): void {
    if (!this.hasUndrawn()) return;
    const time = this.undrawnFrom;
    const unit = this.points.sumUpTo(time, false);
    const open = this.openAt(unit, time);
    // Undrawn grants have no runs, nor a place in the frontier: those open at `time` join
    // here with all their credit (`openAt` put those ending before the frontier's time in
    // already), the replay opens the later ones as it passes their start.
    for (const grant of this.undrawnGrants) {
      if (this.starts[grant] <= time && !open.overrides(grant)) open.override(grant, this.amounts[grant]);
    }
    const outcome = replay(this, this.timeline, { unit, time, open, candidate: 0 });
    // Never expected (undrawn.ts); if it were, every later read fails the same way rather
    // than answering from runs that miss the undrawn consumptions.
    if (outcome.broken.length > 0) throw new Error('schedule: an undrawn consumption broke another');
    this.keep(outcome, unit, 0);
    this.undrawnFrom = Number.POSITIVE_INFINITY;
    this.undrawnGrants.length = 0;
  }

  /** Keeps an accepted verdict of `evaluate(amount, time)` for consumption `tag`. */
  accept(verdict: Verdict, amount: number, time: number, tag: number): void {
    this.version++;
    if (verdict.outcome === null) {
      this.drawAtFrontier(amount, time);
    } else {
      this.keep(verdict.outcome, this.points.sumUpTo(time), amount);
    }
    const latest = this.points.lastKey();
    this.points.insert(time, amount, tag);
    this.balancePoints.consumed(this, time, amount, latest);
  }

  /** The grants open at `time` with their credit at `unit` (openGrants.ts). */
  openAt(unit: number, time: number): GrantQueue {
    return openGrantsAt(this, this.frontier, this.scratch, this.drawnFromUnit, unit, time);
  }

  /**
   * Replaces the runs from `unit` on by a replay's (keptReplay.ts). A replay that ran to
   * the end leaves its final state as the frontier; one that stopped early leaves the
   * frontier as it was.
   */
  private keep(outcome: ReplayOutcome, unit: number, candidate: number): void {
    const { drawnChange } = this;
    drawnChange.reset(this.ids.length);
    const stoppedEarly = outcome.convergedAt >= 0;
    const keepRuns = stoppedEarly ? keepConvergedRuns : keepReplayedRuns;
    this.runTree.cut(keepRuns(this, outcome, unit, candidate, drawnChange));
    for (const grant of drawnChange.touched) this.changeDrawn(grant, drawnChange.get(grant));
    if (stoppedEarly) return;
    this.frontier.head = outcome.open.settleBase();
    this.frontier.time = outcome.openedThrough;
  }

  /** The frontier's grants in order, for the invariants. */
  frontierGrants(): number[] {
    return this.frontier.list();
  }

  /** A consumption at or after every accepted one: EDF over the frontier's open grants. */
  private drawAtFrontier(amount: number, time: number): void {
    this.frontier.draw(amount, time, this.points.total, this.leftNow, this.keepFrontierDraw);
  }

  firstRunAfterInEdf(from: number, grant: number): number {
    this.runTree.sync(this.runGrant);
    return this.runTree.firstAfter(from, grant);
  }

  runsCutTo(length: number): void {
    this.runTree.cut(length);
  }

  /** False when the run tree missed a cut of the runs (for the invariants). */
  runTreeIsFresh(): boolean {
    return this.runTree.isFreshFor(this.runGrant);
  }

  private changeDrawn(grant: number, delta: number): void {
    if (delta === 0) return;
    this.drawn[grant] += delta;
    this.leftByEnd.addValue(this.ends[grant], grant, -delta);
    this.balancePoints.leftFell(this.ends[grant], delta);
  }
}
