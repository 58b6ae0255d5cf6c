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

/**
 * Appends a run after the first `length` (all of them by default), or extends the last one
 * when it is the same grant and meets it; returns how many runs there are then.
 */
export function appendRun(runs: Runs, grant: number, from: number, to: number, length = runs.runGrant.length): number {
  const last = length - 1;
  if (last >= 0 && runs.runGrant[last] === grant && runs.runTo[last] === from) {
    runs.runTo[last] = to;
    return length;
  }
  // At the arrays' length this appends, as a push does; before it, it overwrites.
  runs.runGrant[length] = grant;
  runs.runFrom[length] = from;
  runs.runTo[length] = to;
  return length + 1;
}

/**
 * Runs written again and again (a grant in the past's stretch): `length` counts them, and
 * the arrays keep their storage between uses, so entries past `length` are stale (not a
 * `Runs`: read the first `length`). Setting an array's length to 0 lets its storage go, so
 * that every push after it allocates again.
 */
export class RunBuffer {
  readonly runGrant: number[] = [];
  readonly runFrom: number[] = [];
  readonly runTo: number[] = [];
  length = 0;

  clear(): void {
    this.length = 0;
  }

  append(grant: number, from: number, to: number): void {
    this.length = appendRun(this, grant, from, to, this.length);
  }
}

/** Index of the first run that ends after `unit` (runs tile the units in order). */
export function firstRunEndingAfter(runTo: readonly number[], unit: number): number {
  return upperBound(runTo, unit, true);
}
