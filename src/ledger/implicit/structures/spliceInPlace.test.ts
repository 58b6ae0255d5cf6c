import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spliceInto } from './spliceInPlace';

describe('spliceInto', () => {
  it('gives what one splice gives, growing, shrinking or keeping the length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        fc.array(fc.integer(), { maxLength: 40 }),
        (start, fromSeed, countSeed, items) => {
          const from = fromSeed % (start.length + 1);
          const count = countSeed % (start.length - from + 1);
          const expected = [...start];
          expected.splice(from, count, ...items);
          const actual = [...start];
          spliceInto(actual, from, count, items);
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('writes only the numbers it is given, even when the items outgrow the whole array', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 10 }), fc.nat(), fc.array(fc.integer(), { maxLength: 40 }), (start, fromSeed, items) => {
        const from = fromSeed % (start.length + 1);
        const written: unknown[] = [];
        // A proxy sees every write: one `undefined` would leave a real array holding any value from then on.
        const watched = new Proxy([...start], {
          set(target, key, value) {
            if (key !== 'length') written.push(value);
            return Reflect.set(target, key, value);
          },
        });
        spliceInto(watched, from, 0, items);
        expect(written.every((value) => typeof value === 'number')).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });

  it('takes more items than one spread into a call can', () => {
    const array = [1, 2, 3];
    spliceInto(array, 1, 1, new Array<number>(300_000).fill(7));
    expect([array.length, array[0], array[1], array[300_000], array[300_001]]).toEqual([300_002, 1, 7, 7, 3]);
  });
});
