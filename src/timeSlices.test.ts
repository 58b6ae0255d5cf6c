import { describe, expect, it } from 'vitest';
import { runInSlices, runToEnd, type Steps } from './timeSlices';

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
});
