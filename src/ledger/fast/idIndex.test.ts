import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex } from './idIndex';

describe('IdIndex', () => {
  it('finds every added id and nothing else, across growth', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 12 }), { maxLength: 3_000 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 50 }), (ids, probes) => {
        const index = new IdIndex((position) => ids[position]);
        ids.forEach((id, position) => index.add(id, position));
        ids.forEach((id, position) => expect(index.get(id)).toBe(position));
        for (const probe of probes) expect(index.get(probe)).toBe(ids.includes(probe) ? ids.indexOf(probe) : undefined);
      }),
      { numRuns: 50 },
    );
  });

  it('tells apart ids that differ only in code units beyond Latin-1', () => {
    const ids = ['é', 'e\u0301', '\u{1F600}', ''];
    const index = new IdIndex((position) => ids[position]);
    ids.forEach((id, position) => index.add(id, position));
    expect(ids.map((id) => index.get(id))).toStrictEqual([0, 1, 2, 3]);
  });
});
