import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantsEligibleAt, replayEdf, replayPositionAfter, withConsumptionReplayedLast } from './referenceReplay';
import type { ConsumptionInput, Draw, GrantInput } from './types';

/**
 * The spec's allocation rule word for word, one consumption at a time: filter the
 * grants eligible at its timestamp that still have credit, sort them by (end, id),
 * and take the whole amount or nothing. The reference's sweep must give the same.
 */
function literalReplay(grants: GrantInput[], inReplayOrder: ConsumptionInput[]) {
  const left = new Map(grants.map((grant) => [grant.id, grant.amount]));
  const steps = inReplayOrder.map((consumption) => {
    const withCredit = grantsEligibleAt(grants, consumption.timestamp).filter((grant) => left.get(grant.id)! > 0);
    const available = withCredit.reduce((sum, grant) => sum + left.get(grant.id)!, 0);
    if (available < consumption.amount) return { consumption, draws: [], missing: consumption.amount - available };
    const draws: Draw[] = [];
    let remaining = consumption.amount;
    for (const grant of withCredit) {
      const taken = Math.min(left.get(grant.id)!, remaining);
      if (taken === 0) break;
      draws.push({ grantId: grant.id, amount: taken });
      left.set(grant.id, left.get(grant.id)! - taken);
      remaining -= taken;
    }
    return { consumption, draws, missing: 0 };
  });
  return { steps, leftByGrantId: left };
}

const grantsArbitrary = fc
  .uniqueArray(
    fc.record({
      id: fc.constantFrom('a', 'b', 'B', 'g1', 'g10', 'g2', 'z'),
      amount: fc.integer({ min: 1, max: 12 }),
      start: fc.integer({ min: 0, max: 10 }),
      length: fc.integer({ min: 0, max: 6 }),
    }),
    { selector: (grant) => grant.id, maxLength: 7, size: 'max' },
  )
  .map((grants) => grants.map(({ id, amount, start, length }) => ({ id, amount, start, end: start + length })));

const consumptionsArbitrary = fc
  .array(fc.record({ amount: fc.integer({ min: 1, max: 10 }), timestamp: fc.integer({ min: 0, max: 17 }) }), {
    maxLength: 15,
    size: 'max',
  })
  .map((list) =>
    list
      .map((candidate, index) => ({ id: `c${index}`, ...candidate }))
      .reduce<ConsumptionInput[]>((ordered, consumption) => withConsumptionReplayedLast(ordered, consumption), []),
  );

describe('the reference replay', () => {
  it('matches the literal per-consumption EDF rule, forced replays included', () => {
    fc.assert(
      fc.property(grantsArbitrary, consumptionsArbitrary, (grants, inReplayOrder) => {
        expect(replayEdf(grants, inReplayOrder)).toStrictEqual(literalReplay(grants, inReplayOrder));
      }),
      { numRuns: 2000 },
    );
  });

  it('places a consumption after every other one at its timestamp', () => {
    const ordered = [
      { id: 'x', amount: 1, timestamp: 1 },
      { id: 'y', amount: 1, timestamp: 3 },
      { id: 'z', amount: 1, timestamp: 3 },
      { id: 'w', amount: 1, timestamp: 5 },
    ];
    expect(replayPositionAfter(ordered, 3)).toBe(3);
    expect(withConsumptionReplayedLast(ordered, { id: 'new', amount: 1, timestamp: 3 }).map(({ id }) => id)).toEqual([
      'x', 'y', 'z', 'new', 'w',
    ]);
  });
});
