import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { AmountsByEnd } from './amountsByEnd';

describe('the amounts of grants summed by end', () => {
  it('count every grant added before a read, ends shared or not, below or at the time asked', () => {
    const step = fc.oneof(
      fc.record({ add: fc.constant(true), amount: fc.integer({ min: 1, max: 50 }), end: fc.integer({ min: 0, max: 12 }) }),
      fc.record({ add: fc.constant(false), time: fc.integer({ min: -1, max: 13 }), inclusive: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const grants = { amounts: [] as number[], ends: [] as number[] };
        const sums = new AmountsByEnd(grants);
        for (const item of steps) {
          if (item.add) {
            grants.amounts.push(item.amount);
            grants.ends.push(item.end);
            continue;
          }
          const { time, inclusive } = item;
          const expected = grants.amounts.reduce((sum, amount, grant) => {
            const end = grants.ends[grant];
            return end < time || (inclusive && end === time) ? sum + amount : sum;
          }, 0);
          expect(sums.sumUpTo(time, inclusive)).toBe(expected);
        }
      }),
      propertyRuns(300),
    );
  });
});
