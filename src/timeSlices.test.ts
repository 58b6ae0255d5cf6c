import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEMS_PER_STEP, runInSlices, runPausing, runToEnd, sortedSteps, type Steps } from './timeSlices';

function* counting(steps: number, ran: number[]): Steps<string> {
  for (let step = 0; step < steps; step += 1) {
    ran.push(step);
    yield;
  }
  return 'done';
}

describe('timeSlices', () => {
  it('runs every step at once', () => {
    const ran: number[] = [];
    expect(runToEnd(counting(5, ran))).toBe('done');
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('starts in a later task, so the caller’s task does not grow', async () => {
    const ran: number[] = [];
    const result = runInSlices(counting(3, ran), () => false);
    expect(ran).toEqual([]);
    expect(await result).toBe('done');
    expect(ran).toEqual([0, 1, 2]);
  });

  it('pauses when a slice is used up, and stops for good once the work is stale', async () => {
    const ran: number[] = [];
    // A zero-length slice pauses after every step; the work is stale once two steps ran.
    expect(await runInSlices(counting(10, ran), () => ran.length >= 2, 0)).toBeNull();
    expect(ran).toEqual([0, 1]);
  });

  it('awaits the pause between two steps, and stops once told not to go on', async () => {
    const ran: number[] = [];
    let pauses = 0;
    const pause = async () => {
      pauses += 1;
    };
    expect(await runPausing(counting(3, ran), pause)).toBe('done');
    expect([ran, pauses]).toEqual([[0, 1, 2], 3]);
    ran.length = 0;
    expect(await runPausing(counting(10, ran), pause, () => ran.length < 2)).toBeNull();
    expect(ran).toEqual([0, 1]);
  });

  it('sorts in steps as the built-in sort does, stable, each step taking at most a run of items', () => {
    const byKey = (a: [number, number], b: [number, number]) => a[0] - b[0];
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.nat()), { maxLength: 5 * ITEMS_PER_STEP }), (items) => {
      expect(runToEnd(sortedSteps(items, byKey))).toEqual([...items].sort(byKey));
    }), { numRuns: 60 });
    const items = Array.from({ length: 20_000 }, (_, index) => [(index * 7_919) % 1_000, index] as [number, number]);
    let compared = 0;
    let mostInOneStep = 0;
    const steps = sortedSteps(items, (a, b) => {
      compared += 1;
      return byKey(a, b);
    });
    for (let before = 0, step = steps.next(); ; step = steps.next()) {
      mostInOneStep = Math.max(mostInOneStep, compared - before);
      before = compared;
      if (step.done) break;
    }
    // A run sorted whole takes about n log2 n comparisons; a merge step at most ITEMS_PER_STEP.
    expect(mostInOneStep).toBeLessThan(ITEMS_PER_STEP * 12);
    expect(compared).toBeGreaterThan(20_000 * 10);
  });
});
