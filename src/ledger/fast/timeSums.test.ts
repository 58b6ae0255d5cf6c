import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimeSums } from './timeSums';

/** The obvious model: a list of (time, delta) summed on demand. */
function naivePrefixSum(updates: readonly [number, number][], time: number): number {
  return updates.filter(([at]) => at <= time).reduce((sum, [, delta]) => sum + delta, 0);
}

describe('TimeSums', () => {
  it('matches a naive prefix sum after updates in any order, across block splits', () => {
    const update = fc.tuple(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: -1_000, max: 1_000 }));
    fc.assert(
      fc.property(fc.array(update, { maxLength: 1_500 }), fc.array(fc.integer({ min: 0, max: 5_001 }), { maxLength: 40 }), (updates, probes) => {
        const sums = new TimeSums();
        for (const [time, delta] of updates) sums.add(time, delta);
        for (const probe of probes) expect(sums.prefixSum(probe)).toBe(naivePrefixSum(updates, probe));
      }),
      { numRuns: 60 },
    );
  });

  it('extends its tree correctly when keys arrive in time order', () => {
    const sums = new TimeSums();
    for (let time = 0; time < 3_000; time++) sums.add(time, 1);
    expect(sums.prefixSum(2_999)).toBe(3_000);
    expect(sums.prefixSum(1_234)).toBe(1_235);
  });

  it('visits the keys in (from, to] in time order', () => {
    const sums = new TimeSums();
    [7, 3, 9, 5].forEach((time) => sums.add(time, time));
    const visited: number[] = [];
    sums.forEachBetween(3, 7, (time) => visited.push(time));
    expect(visited).toStrictEqual([5, 7]);
  });
});
