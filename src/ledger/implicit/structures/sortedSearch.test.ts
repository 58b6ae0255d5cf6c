import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upperBound, upperBoundFrom, upperBoundInterpolated, upperBoundNear } from './sortedSearch';

/** The first index in `sorted[from..size)` past `value`, by a scan. */
function scanned(sorted: number[], value: number, inclusive: boolean, size: number, from: number): number {
  for (let index = from; index < size; index++) if (sorted[index] > value || (!inclusive && sorted[index] === value)) return index;
  return size;
}

describe('sorted searches', () => {
  it('upperBound, upperBoundFrom, upperBoundInterpolated and upperBoundNear agree with a scan, on ties, clusters and -Infinity', () => {
    // Keys in clusters with ties and gaps, so the interpolated guess lands far from the answer.
    const keys = fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1e9 })), { maxLength: 300 });
    fc.assert(
      fc.property(keys, fc.integer({ min: -2, max: 1e9 + 2 }), fc.boolean(), fc.nat(), fc.boolean(), (unsorted, probe, inclusive, pick, leadingInfinity) => {
        const sorted = [...(leadingInfinity ? [Number.NEGATIVE_INFINITY] : []), ...unsorted.sort((a, b) => a - b)];
        const from = leadingInfinity ? 1 : 0;
        // Probe both near a key (ties) and anywhere.
        const value = sorted.length > from && pick % 2 === 0 ? sorted[from + (pick % (sorted.length - from))] : probe;
        const expected = scanned(sorted, value, inclusive, sorted.length, from);
        expect(upperBound(sorted, value, inclusive, sorted.length, from)).toBe(expected);
        expect(upperBoundFrom(sorted, value, inclusive, from, sorted.length)).toBe(expected);
        expect(upperBoundInterpolated(sorted, value, inclusive, sorted.length, from)).toBe(expected);
        expect(upperBoundInterpolated(Float64Array.from(sorted), value, inclusive, sorted.length, from)).toBe(expected);
        // From every finger in the range: before, at and after the answer.
        for (let near = from; near < sorted.length; near++) {
          expect(upperBoundNear(sorted, value, inclusive, sorted.length, from, near)).toBe(expected);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('upperBoundInterpolated reads only the keys it needs of a block with room left', () => {
    const block = new Float64Array(8);
    block.set([10, 20, 20, 30]);
    expect(upperBoundInterpolated(block, 20, true, 4)).toBe(3);
    expect(upperBoundInterpolated(block, 20, false, 4)).toBe(1);
    expect(upperBoundInterpolated(block, 5, true, 4)).toBe(0);
    expect(upperBoundInterpolated(block, 35, true, 4)).toBe(4);
    expect(upperBoundInterpolated(block, 35, true, 0)).toBe(0);
    // Infinite keys leave no spread to interpolate: the plain search answers.
    const infinite = [Number.NEGATIVE_INFINITY, -1, 0, Number.POSITIVE_INFINITY];
    expect(upperBoundInterpolated(infinite, 0, true, 4)).toBe(3);
    expect(upperBoundInterpolated(infinite, -1, false, 4)).toBe(1);
  });
});
