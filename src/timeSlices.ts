/**
 * Work written as a generator that yields where it may pause, run either at once or in
 * slices of a few milliseconds: between slices the page paints and handles input, so work
 * proportional to a 20,000-operation scenario never becomes one long task.
 */
import { nextTask } from './nextTask';

export type Steps<T> = Generator<void, T, void>;

/** How many items a loop handles between two points where it may pause. */
export const ITEMS_PER_STEP = 1024;

/** Runs every step at once, without pausing. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs every step, awaiting `pause` between two (the worker takes its waiting messages
 * there); stops early, resolving to null, when `keepGoing` says no after a pause.
 */
export function runPausing<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T>;
export function runPausing<T>(steps: Steps<T>, pause: () => Promise<void>, keepGoing: () => boolean): Promise<T | null>;
export async function runPausing<T>(steps: Steps<T>, pause: () => Promise<void>, keepGoing: () => boolean = () => true): Promise<T | null> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
    if (!keepGoing()) return null;
  }
}

/**
 * Runs the steps in later tasks, pausing for another whenever a slice has lasted `sliceMs`
 * (the first slice too waits: the caller's task may be long already). Resolves to null,
 * leaving the rest undone, when `isStale` says after a pause that nobody wants it.
 */
export async function runInSlices<T>(steps: Steps<T>, isStale: () => boolean, sliceMs = 10): Promise<T | null> {
  for (;;) {
    await nextTask();
    if (isStale()) return null;
    const sliceEnd = performance.now() + sliceMs;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= sliceEnd) break;
    }
  }
}

/**
 * `items` sorted by `compare`, stable, in steps: runs of `ITEMS_PER_STEP` sorted by the
 * built-in sort, one per step, then merged pairwise with a pause every `ITEMS_PER_STEP`
 * items taken. The built-in sort is one step however long the array: 20,000 consumption
 * marks took about 20 ms in one (the timeline model's longest), against a 50 ms task budget.
 */
export function* sortedSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let source = [...items];
  const count = source.length;
  for (let start = 0; start < count; start += ITEMS_PER_STEP) {
    const run = source.slice(start, start + ITEMS_PER_STEP).sort(compare);
    for (let index = 0; index < run.length; index += 1) source[start + index] = run[index];
    yield;
  }
  let target = new Array<T>(count);
  for (let width = ITEMS_PER_STEP; width < count; width *= 2) {
    let taken = 0;
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count);
      const right = Math.min(left + 2 * width, count);
      let from = left;
      let other = middle;
      let at = left;
      // The left run's item first on a tie: the sort stays stable.
      while (from < middle && other < right) {
        target[at++] = compare(source[other], source[from]) < 0 ? source[other++] : source[from++];
        if (++taken % ITEMS_PER_STEP === 0) yield;
      }
      while (from < middle) target[at++] = source[from++];
      while (other < right) target[at++] = source[other++];
    }
    [source, target] = [target, source];
    yield;
  }
  return source;
}
