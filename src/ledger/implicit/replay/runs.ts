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

  /** As `appendRun`. */
  append(grant: number, from: number, to: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.runGrant[last] === grant && this.runTo[last] === from) {
      this.runTo[last] = to;
      return;
    }
    if (this.length === this.runGrant.length) {
      this.runGrant.push(grant);
      this.runFrom.push(from);
      this.runTo.push(to);
    } else {
      this.runGrant[this.length] = grant;
      this.runFrom[this.length] = from;
      this.runTo[this.length] = to;
    }
    this.length++;
  }
}

/** Index of the first run that ends after `unit` (runs tile the units in order). */
export function firstRunEndingAfter(runTo: readonly number[], unit: number): number {
  return upperBound(runTo, unit, true);
}
