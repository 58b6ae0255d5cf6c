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
