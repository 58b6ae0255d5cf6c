/** What `Schedule.evaluate` answers about a consumption at a time, changing nothing. */
import { headroomUpperBound } from '../headroom/balanceBounds';
import { replay, type ReplayOutcome } from '../replay/replay';
import { brokenByBalances } from './brokenByBalances';
import { dryRunStart } from './dryRunStart';
import { keepsEveryUnit, noGrantEventBetween, type FrontierView } from './keptUnits';
import type { Schedule } from './schedule';
import { refusalLeavingUndrawn } from './undrawn';

/** What a consumption at a time would do. */
export interface Verdict {
  shortfall: number;
  /** Consumption indices the spec's forced replay leaves uncovered, in replay order. */
  broken: readonly { consumption: number; missing: number }[];
  /** Set when the attempt is accepted in the past: the replay to keep. */
  outcome: ReplayOutcome | null;
}

/** Accepted: nothing short, nothing broken. */
export function isAccepted(verdict: Verdict): boolean {
  return verdict.shortfall === 0 && verdict.broken.length === 0;
}

/**
 * The verdict on a consumption drawn from the frontier (at or after every accepted one,
 * or late leaving the grant of every kept unit as it is) that the credit covers: shared,
 * so it allocates nothing.
 */
export const AT_FRONTIER: Verdict = Object.freeze({ shortfall: 0, broken: Object.freeze([]), outcome: null });

/**
 * The spec's verdict on a consumption of `amount` at `time`: from the balances where they
 * decide (short, or the broken list, brokenByBalances.ts), from the frontier where it draws
 * like one at the present, else from a dry replay: from its time, or from as late as
 * its first break for a sure refusal (dryRunStart.ts).
 */
export function verdictOf(schedule: Schedule, frontier: FrontierView, amount: number, time: number): Verdict {
  // Beside undrawn consumptions the balances, or a dry run before them, may refuse it as they stand (undrawn.ts, 5 and 6).
  const refusal = schedule.hasUndrawn() ? refusalLeavingUndrawn(schedule, amount, time) : null;
  if (refusal !== null) return refusal;
  schedule.drawUndrawn();
  const balance = schedule.balanceAt(time);
  if (balance < amount) return { shortfall: amount - balance, broken: [], outcome: null };
  const latest = schedule.points.lastKey();
  if (time >= latest) return AT_FRONTIER;
  const fromBalances = brokenByBalances(schedule, amount, time);
  const sureRefusal = fromBalances !== null && 'firstBreakTime' in fromBalances ? fromBalances : null;
  const listed = fromBalances !== null && !('firstBreakTime' in fromBalances) ? fromBalances : null;
  if (listed !== null && listed.length > 0) return { shortfall: 0, broken: listed, outcome: null };
  // A candidate sure to be refused skips the check that it draws like one at the
  // present: that check reads the runs after it, and only an accepted one passes it.
  const mayFit = fromBalances === null ? amount <= headroomUpperBound(schedule, time) : sureRefusal === null;
  if (mayFit && schedule.balanceAt(latest) >= amount && drawsLikeAtPresent(schedule, frontier, amount, time, latest)) return AT_FRONTIER;
  const start = dryRunStart(schedule, amount, time, sureRefusal?.firstBreakTime ?? null);
  const outcome = replay(schedule, schedule.timeline, start);
  const broken = outcome.broken.map(({ tag, missing }) => ({ consumption: tag, missing }));
  // Only a replay from the candidate's own time is a schedule to keep.
  if (broken.length === 0 && start.time !== time) throw new Error('verdict: a sure refusal broke nothing');
  // A refusal keeps nothing, and its replay stopped where nothing else could break.
  return { shortfall: 0, broken, outcome: broken.length === 0 ? outcome : null };
}

/**
 * True when a late consumption leaves the grant of every kept unit as it is and its
 * units, added at the end, draw from the frontier like a consumption at the present
 * (keptUnits.ts): always so when no grant opens or expires after it (two searches; the
 * adversarial benchmark's case), else checked over the runs after it.
 */
function drawsLikeAtPresent(schedule: Schedule, frontier: FrontierView, amount: number, time: number, latest: number): boolean {
  if (noGrantEventBetween(schedule, time, latest)) return true;
  return keepsEveryUnit(schedule, frontier, amount, time, latest);
}
