import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../testing/propertyRuns';
import { KeyedSums } from './keyedSums';

interface Entry {
  key: number;
  value: number;
  tag: number;
}

describe('the entries with a positive value from a key on', () => {
  it('are every such entry at or after the key, in key then tag order, across blocks and zeroed ones', () => {
    const change = fc.record({ key: fc.integer({ min: 0, max: 30 }), value: fc.integer({ min: 0, max: 3 }), zeroAt: fc.nat() });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 120 }), fc.integer({ min: -1, max: 31 }), (changes, from) => {
        // Blocks of 8 entries, so a few dozen entries span many blocks and some blocks end all zero.
        const sums = new KeyedSums(8);
        const entries: Entry[] = [];
        changes.forEach(({ key, value, zeroAt }, tag) => {
          sums.insert(key, value, tag);
          entries.push({ key, value, tag });
          // Draw some entry dry, as a grant's credit runs out.
          const dried = entries[zeroAt % entries.length];
          sums.addValue(dried.key, dried.tag, -dried.value);
          dried.value = 0;
        });
        const expected = entries
          .filter((entry) => entry.key >= from && entry.value > 0)
          .sort((a, b) => a.key - b.key || a.tag - b.tag);
        const read: Entry[] = [];
        for (const cursor = sums.positive.from(from); cursor.next(); ) read.push({ key: cursor.key, value: cursor.value, tag: cursor.tag });
        expect(read).toEqual(expected);
      }),
      propertyRuns(300),
    );
  });
});
