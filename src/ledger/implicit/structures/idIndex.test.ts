import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex } from './idIndex';

describe('IdIndex', () => {
  it('finds every added id and nothing else, across growth', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 12, size: 'max' }), { maxLength: 3_000, size: 'max' }), fc.array(fc.string({ maxLength: 12, size: 'max' }), { maxLength: 50, size: 'max' }), (ids, probes) => {
        const index = new IdIndex((position) => ids[position]);
        ids.forEach((id, position) => index.add(id, position));
        ids.forEach((id, position) => expect(index.get(id)).toBe(position));
        for (const probe of probes) expect(index.get(probe)).toBe(ids.includes(probe) ? ids.indexOf(probe) : undefined);
      }),
      { numRuns: 50 },
    );
  });

  it('stays right when an add follows a missed lookup of the same id or of another one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 6, size: 'max' }), { minLength: 1, maxLength: 2_000, size: 'max' }),
        fc.array(fc.nat(), { maxLength: 2_000, size: 'max' }),
        (ids, lookups) => {
          const index = new IdIndex((position) => ids[position]);
          ids.forEach((id, position) => {
            // As consume does: look the id up (a miss), sometimes look up another id, then add.
            expect(index.get(id)).toBeUndefined();
            const other = lookups[position];
            if (other !== undefined && other % 3 === 0) index.get(ids[other % ids.length]);
            index.add(id, position);
          });
          ids.forEach((id, position) => expect(index.get(id)).toBe(position));
        },
      ),
      { numRuns: 50 },
    );
  });

  it('tells apart ids that differ only in code units beyond Latin-1', () => {
    const ids = ['é', 'e\u0301', '\u{1F600}', ''];
    const index = new IdIndex((position) => ids[position]);
    ids.forEach((id, position) => index.add(id, position));
    expect(ids.map((id) => index.get(id))).toStrictEqual([0, 1, 2, 3]);
  });

  it('finds counted ids and ids that differ only in their last UTF-16 unit (neighbouring slots)', () => {
    const counted = Array.from({ length: 30_000 }, (_, position) => `c${position}`);
    const lastUnits = Array.from({ length: 4_000 }, (_, position) => `x${String.fromCharCode(position * 16)}`);
    const ids = [...counted, ...lastUnits];
    const index = new IdIndex((position) => ids[position]);
    ids.forEach((id, position) => index.add(id, position));
    expect(ids.every((id, position) => index.get(id) === position)).toBe(true);
    expect(index.get('c30000')).toBeUndefined();
    expect(index.get('x\u0001')).toBeUndefined();
  });
});
