/**
 * The kept schedule's runs: stretches of consecutive credit units drawn from one grant,
 * tiling the consumptions' units in replay order (replay.ts emits them, the schedule keeps
 * them).
 */
import { upperBound } from '../structures/sortedSearch';

/** Runs of credit units, one grant each: `[runFrom, runTo)` drawn from `runGrant`. */
export interface Runs {
  runGrant: number[];
  runFrom: number[];
  runTo: number[];
}

/** Appends a run, or extends the last one when it is the same grant and meets it. */
export function appendRun(runs: Runs, grant: number, from: number, to: number): void {
  const last = runs.runGrant.length - 1;
  if (last >= 0 && runs.runGrant[last] === grant && runs.runTo[last] === from) {
    runs.runTo[last] = to;
    return;
  }
  runs.runGrant.push(grant);
  runs.runFrom.push(from);
  runs.runTo.push(to);
}

/** Index of the first run that ends after `unit` (runs tile the units in order). */
export function firstRunEndingAfter(runTo: readonly number[], unit: number): number {
  return upperBound(runTo, unit, true);
}
