import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BalanceMinima } from './balanceMinima';

type Operation =
  | { kind: 'insert'; time: number; value: number }
  | { kind: 'add'; time: number; inclusive: boolean; delta: number }
  | { kind: 'least'; time: number; span: number }
  | { kind: 'move'; time: number; value: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  // Mostly times near the end, as consumptions arrive; some anywhere, as late ones.
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('insert' as const), time: fc.integer({ min: 0, max: 4_000 }), value: fc.integer({ min: -1, max: 3 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), time: fc.integer({ min: -1, max: 4_001 }), inclusive: fc.boolean(), delta: fc.integer({ min: -2, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('least' as const), time: fc.integer({ min: -1, max: 4_001 }), span: fc.integer({ min: 0, max: 700 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), time: fc.integer({ min: -1, max: 4_001 }), value: fc.integer({ min: -1, max: 3 }) }) },
);

function expectFirstBelow(minima: BalanceMinima, model: Map<number, number>, from: number, threshold: number): void {
  const below = [...model].filter(([time, value]) => time >= from && value < threshold).map(([time]) => time);
  expect(minima.firstBelow(from, threshold)).toBe(Math.min(...below));
}

describe('BalanceMinima', () => {
  it('agrees with a sorted list on suffix additions, range minima and the first time below a value, across block splits', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 2_500, size: 'max' }), fc.boolean(), (operations, inOrder) => {
        const minima = new BalanceMinima();
        const model = new Map<number, number>();
        let clock = 0;
        for (const step of operations) {
          if (step.kind === 'insert') {
            // Half the runs append in time order (the split of the last block), half land anywhere.
            const time = inOrder ? (clock += 1 + (step.time % 3)) : step.time;
            expect(minima.has(time)).toBe(model.has(time));
            if (model.has(time)) continue;
            // Near the least so far, so a new least by one unit is common.
            const value = (model.size > 0 ? Math.min(...model.values()) : 0) + step.value;
            minima.insert(time, value);
            model.set(time, value);
          } else if (step.kind === 'add') {
            minima.addFrom(step.time, step.inclusive, step.delta);
            for (const [time, value] of model) {
              if (step.inclusive ? time >= step.time : time > step.time) model.set(time, value + step.delta);
            }
          } else if (step.kind === 'move') {
            // A time moves up to just before the next one (a later consumption in its stretch).
            const sorted = [...model.keys()].sort((a, b) => a - b);
            const following = sorted.find((time) => time >= step.time) ?? Number.POSITIVE_INFINITY;
            const previous = sorted.filter((time) => time < step.time).pop() ?? Number.NEGATIVE_INFINITY;
            expect([minima.firstFrom(step.time), minima.lastBefore(step.time)]).toStrictEqual([following, previous]);
            if (previous === Number.NEGATIVE_INFINITY || following === step.time) continue;
            const value = Math.min(...model.values()) + step.value;
            minima.move(previous, step.time, value);
            model.delete(previous);
            model.set(step.time, value);
          } else {
            const inRange = [...model].filter(([time]) => time >= step.time && time <= step.time + step.span).map(([, value]) => value);
            expect(minima.leastBetween(step.time, step.time + step.span)).toBe(Math.min(...inRange));
            expectFirstBelow(minima, model, step.time, (inRange.length > 0 ? Math.min(...inRange) : 0) + (step.span % 3));
          }
        }
        const kept: [number, number][] = [];
        minima.forEach((time, value) => kept.push([time, value]));
        expect(kept).toStrictEqual([...model].sort((a, b) => a[0] - b[0]));
        expect(minima.leastBetween(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)).toBe(Math.min(...model.values()));
        // Windows of a few blocks, so a block's least is read from the tree.
        for (let index = 0; index < kept.length; index += 37) {
          const [from] = kept[index];
          const inWindow = kept.filter(([time]) => time >= from && time <= from + 1_200).map(([, value]) => value);
          expect(minima.leastBetween(from, from + 1_200)).toBe(Math.min(...inWindow));
          // The first below a value reached only far on, so the search crosses blocks.
          expectFirstBelow(minima, model, from, Math.min(...inWindow));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('splits a full block at every edge of its halves', () => {
    // 256 times in order fill whole blocks (of 128, or 64); a time inserted at position p splits one.
    for (const position of [0, 1, 31, 32, 33, 63, 64, 65, 66, 127, 128, 129, 130, 191, 192, 193, 255, 256]) {
      const minima = new BalanceMinima();
      const model: [number, number][] = [];
      for (let index = 0; index < 256; index++) {
        minima.insert(2 * index, 1_000 - index);
        model.push([2 * index, 1_000 - index]);
      }
      minima.addFrom(100, true, 5);
      for (const entry of model) if (entry[0] >= 100) entry[1] += 5;
      minima.insert(2 * position - 1, 3);
      model.splice(position, 0, [2 * position - 1, 3]);
      minima.addFrom(2 * position - 1, false, -7);
      for (const entry of model) if (entry[0] > 2 * position - 1) entry[1] -= 7;
      const kept: [number, number][] = [];
      minima.forEach((time, value) => kept.push([time, value]));
      expect(kept).toStrictEqual(model);
      expect(minima.leastBetween(2 * position, 10_000)).toBe(Math.min(...model.filter(([time]) => time >= 2 * position).map(([, value]) => value)));
    }
  });

  it('forgets the least of a block when the time holding it moves to a higher balance', () => {
    const minima = new BalanceMinima();
    for (let index = 0; index < 600; index++) minima.insert(2 * index, index === 300 ? 1 : 50);
    // A rise of every balance after it leaves it the least of its block.
    minima.addFrom(600, false, 100);
    expect(minima.leastBetween(0, 2_000)).toBe(1);
    minima.addFrom(600, false, -100);
    // Time 600 holds the least of a block in the middle; a later consumption in its stretch replaces it.
    minima.move(600, 601, 40);
    expect(minima.leastBetween(0, 2_000)).toBe(40);
    minima.move(601, 601.5, 60);
    expect(minima.leastBetween(0, 2_000)).toBe(50);
  });
});
