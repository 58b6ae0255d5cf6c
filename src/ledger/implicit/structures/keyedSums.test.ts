import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyedSums } from './keyedSums';

describe('KeyedSums', () => {
  it('agrees with a sorted list on prefix sums, unit lookup and value changes, across block splits', () => {
    const entry = fc.record({ key: fc.integer({ min: 0, max: 40 }), value: fc.integer({ min: 1, max: 9 }) });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 1_500, size: 'max' }), fc.array(fc.nat(), { maxLength: 20, size: 'max' }), (entries, picks) => {
        const sums = new KeyedSums();
        const model: { key: number; value: number; tag: number }[] = [];
        entries.forEach(({ key, value }, tag) => {
          sums.insert(key, value, tag);
          const position = model.findIndex((other) => other.key > key);
          model.splice(position < 0 ? model.length : position, 0, { key, value, tag });
        });
        for (const pick of picks) {
          const changed = model[pick % model.length];
          sums.addValue(changed.key, changed.tag, 3);
          changed.value += 3;
        }
        const total = model.reduce((sum, item) => sum + item.value, 0);
        expect(sums.total).toBe(total);
        for (let key = -1; key <= 41; key++) {
          expect(sums.sumUpTo(key)).toBe(model.filter((item) => item.key <= key).reduce((sum, item) => sum + item.value, 0));
          expect(sums.sumUpTo(key, false)).toBe(model.filter((item) => item.key < key).reduce((sum, item) => sum + item.value, 0));
          expect(sums.lastKeyUpTo(key)).toBe(Math.max(Number.NEGATIVE_INFINITY, ...model.filter((item) => item.key <= key).map((item) => item.key)));
        }
        let start = 0;
        const keyAt = (unit: number) => sums.keyAtUnit(unit);
        for (const item of model) {
          expect(sums.startOf(item.key, item.tag)).toBe(start);
          sums.locate(start + item.value - 1);
          expect([sums.foundTag, sums.foundStart]).toStrictEqual([item.tag, start]);
          // Read forward, first and last unit of each entry (a walk may skip whole entries).
          if (item.tag % 3 !== 0) expect([keyAt(start), keyAt(start + item.value - 1)]).toStrictEqual([item.key, item.key]);
          start += item.value;
        }
        // A reader may jump back anywhere.
        const middle = model[model.length >> 1];
        expect(keyAt(sums.startOf(middle.key, middle.tag))).toBe(middle.key);
      }),
      { numRuns: 60 },
    );
  });

  it('answers queries in any order between changes, forward runs and jumps back alike', () => {
    type Step = { kind: 'insert'; key: number; value: number } | { kind: 'sum'; key: number; inclusive: boolean } | { kind: 'locate'; pick: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), key: fc.integer({ min: 0, max: 60 }), value: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('sum' as const), key: fc.integer({ min: -1, max: 61 }), inclusive: fc.boolean() }),
      fc.record({ kind: fc.constant('locate' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 600, size: 'max' }), (steps) => {
        const sums = new KeyedSums(8);
        const model: { key: number; value: number; tag: number }[] = [];
        steps.forEach((next, tag) => {
          if (next.kind === 'insert') {
            sums.insert(next.key, next.value, tag);
            const position = model.findIndex((other) => other.key > next.key);
            model.splice(position < 0 ? model.length : position, 0, { key: next.key, value: next.value, tag });
          } else if (next.kind === 'sum') {
            const expected = model.filter((item) => item.key < next.key || (next.inclusive && item.key === next.key)).reduce((sum, item) => sum + item.value, 0);
            expect(sums.sumUpTo(next.key, next.inclusive)).toBe(expected);
          } else if (sums.total > 0) {
            const unit = next.pick % sums.total;
            let start = 0;
            const holder = model.find((item) => (start += item.value) > unit);
            sums.locate(unit);
            expect(sums.foundTag).toBe(holder?.tag);
          }
        });
      }),
      { numRuns: 200 },
    );
  });

  it('sweeps prefix sums in place for times that never decrease, inclusive or not', () => {
    const entry = fc.record({ key: fc.integer({ min: 0, max: 300 }), value: fc.integer({ min: 1, max: 9 }) });
    const times = fc.array(fc.integer({ min: -2, max: 302 }), { maxLength: 60, size: 'max' }).map((list) => list.sort((a, b) => a - b));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 1_500, size: 'max' }), times, fc.boolean(), fc.constantFrom(4, 16, 512), (entries, asked, inclusive, blockSplit) => {
        const sums = new KeyedSums(blockSplit);
        entries.forEach(({ key, value }, tag) => sums.insert(key, value, tag));
        // Started where the first time asked lies, as the forward reserve starts it.
        const sweep = sums.sweep(inclusive, asked.length > 0 ? asked[0] : Number.NEGATIVE_INFINITY);
        for (const time of asked) expect(sweep(time)).toBe(sums.sumUpTo(time, inclusive));
      }),
      { numRuns: 100 },
    );
  });

  it('finds an entry among many with its key, across blocks, by its tag', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 400, size: 'max' }), fc.array(fc.nat(), { maxLength: 30, size: 'max' }), (keys, picks) => {
        const sums = new KeyedSums(8);
        keys.forEach((key, tag) => sums.insert(key, 1, tag));
        const values = keys.map(() => 1);
        for (const pick of picks) {
          const tag = pick % keys.length;
          sums.addValue(keys[tag], tag, tag + 1);
          values[tag] += tag + 1;
        }
        const order = keys.map((key, tag) => ({ key, tag })).sort((a, b) => a.key - b.key || a.tag - b.tag);
        let start = 0;
        for (const { key, tag } of order) {
          expect(sums.startOf(key, tag)).toBe(start);
          start += values[tag];
        }
        expect(sums.startOf(keys[0], keys.length)).toBe(-1);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a tag below an earlier one at the same key', () => {
    const sums = new KeyedSums();
    sums.insert(5, 1, 7);
    expect(() => sums.insert(5, 1, 6)).toThrow(/tag 6 after tag 7/);
  });
});
