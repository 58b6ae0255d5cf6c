/**
 * Writing an accepted late consumption's replay into the schedule's runs (`keep` in
 * schedule.ts). The replay drew the candidate's units at `unit`, then the kept
 * consumptions from `unit` on, either to the end or, where it stopped early
 * (`convergedAt`), to the point from which the new schedule is the kept one moved by the
 * candidate's units.
 *
 * A replay that stopped early replaces the runs between `unit` and that point in one
 * splice and moves the runs after it in place. Copying those runs out and appending them
 * again cost a late consumption deep in the past three passes over every run after it,
 * the most of its time where arrivals are far out of order; now it is one pass of two
 * additions per run.
 */
import type { GrantTotals } from '../structures/grantTotals';
import { type ReplayOutcome } from '../replay/replay';
import { appendRun, firstRunEndingAfter, type Runs } from '../replay/runs';
import { spliceInto } from '../structures/spliceInPlace';

/**
 * Rewrites `runs` for a candidate of `candidate` units drawn at `unit`, counting in
 * `drawnChange` what each grant draws more (or less). Returns the first run index that
 * changed (the run tree's leaves from there on are stale).
 */
export function keepConvergedRuns(runs: Runs, outcome: ReplayOutcome, unit: number, candidate: number, drawnChange: GrantTotals): number {
  const { runGrant, runFrom, runTo } = runs;
  const end = outcome.convergedAt;
  // Runs before `first` end by `unit`; runs before `last` end by `end`.
  const first = firstRunEndingAfter(runTo, unit);
  const last = firstRunEndingAfter(runTo, end);
  for (let run = first; run <= last && run < runTo.length; run++) {
    const overlap = Math.min(runTo[run], end) - Math.max(runFrom[run], unit);
    if (overlap > 0) drawnChange.add(runGrant[run], -overlap);
  }
  // The new runs from the one before `first` (so they merge with it) to `last` (moved).
  const from = Math.max(0, first - 1);
  const middle: Runs = { runGrant: [], runFrom: [], runTo: [] };
  for (let run = from; run < first; run++) appendRun(middle, runGrant[run], runFrom[run], runTo[run]);
  if (first < runTo.length && runFrom[first] < unit) appendRun(middle, runGrant[first], runFrom[first], unit);
  appendReplay(middle, outcome, unit, candidate, drawnChange);
  if (last < runTo.length) appendRun(middle, runGrant[last], Math.max(runFrom[last], end) + candidate, runTo[last] + candidate);
  const replaced = Math.min(last + 1, runTo.length) - from;
  spliceInto(runGrant, from, replaced, middle.runGrant);
  spliceInto(runFrom, from, replaced, middle.runFrom);
  spliceInto(runTo, from, replaced, middle.runTo);
  for (let run = from + middle.runGrant.length; run < runTo.length; run++) {
    runFrom[run] += candidate;
    runTo[run] += candidate;
  }
  return from;
}

/**
 * Replaces the runs from `unit` on by a replay that ran to the end: the candidate's draws,
 * then the replay's runs moved by `candidate` units. Returns the first run index that
 * changed, as `keepConvergedRuns` does.
 */
export function keepReplayedRuns(runs: Runs, outcome: ReplayOutcome, unit: number, candidate: number, drawnChange: GrantTotals): number {
  const { runGrant, runFrom, runTo } = runs;
  while (runGrant.length > 0 && runTo[runTo.length - 1] > unit) {
    const last = runGrant.length - 1;
    drawnChange.add(runGrant[last], Math.max(runFrom[last], unit) - runTo[last]);
    if (runFrom[last] < unit) {
      runTo[last] = unit;
      break;
    }
    runGrant.pop();
    runFrom.pop();
    runTo.pop();
  }
  const changedFrom = runGrant.length;
  appendReplay(runs, outcome, unit, candidate, drawnChange);
  return changedFrom;
}

/** Appends the candidate's draws at `unit`, then the replay's runs moved by `candidate` units, counting what each grant draws. */
function appendReplay(runs: Runs, outcome: ReplayOutcome, unit: number, candidate: number, drawnChange: GrantTotals): void {
  let at = unit;
  outcome.candidateGrant.forEach((grant, draw) => {
    const amount = outcome.candidateAmount[draw];
    appendRun(runs, grant, at, at + amount);
    drawnChange.add(grant, amount);
    at += amount;
  });
  for (let run = 0; run < outcome.runGrant.length; run++) {
    const grant = outcome.runGrant[run];
    appendRun(runs, grant, outcome.runFrom[run] + candidate, outcome.runTo[run] + candidate);
    drawnChange.add(grant, outcome.runTo[run] - outcome.runFrom[run]);
  }
}
