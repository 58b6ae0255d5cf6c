import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditLedger, type Policy } from '../ledger';
import { presetScenario, type PresetName } from '../scenario/presets';
import type { Operation } from '../scenario/types';
import { plainText } from '../text/phrase';
import { narrateScenarioStep } from './index';
import { applyOperation } from '../scenario/replay';
import { changedConsumptionIds, changedGrantIds, earliestAffectedTime, knockOnChanges, stepChanges, viewsFrom } from './stepChanges';

const createEngine = (policy: Policy) => new CreditLedger({ policy });

function changesAt(preset: PresetName, step: number) {
  return narrateScenarioStep(createEngine, presetScenario(preset), step).changes;
}

describe('stepChanges', () => {
  it('lists nothing at step 0, before anything arrived', () => {
    expect(changesAt('Seed example 2', 0)).toEqual([]);
  });

  it('says what an accepted consumption now draws, and from which grant', () => {
    const changes = changesAt('Seed example 2', 2);
    expect(changes).toMatchObject([{ target: 'consumption', id: 'c_late', kind: 'accepted', arrived: true, grantIds: ['g1'] }]);
    expect(plainText(changes[0].text)).toBe('c_late now draws 80 from g1');
  });

  it('says a refused consumption is refused, and why, and changes no one else', () => {
    expect(changesAt('Seed example 2', 3).map((change) => plainText(change.text))).toEqual(['c_early refused (would break c_late)']);
    expect(changesAt('Seed example 1', 4).map((change) => plainText(change.text))).toEqual(['c2 refused (10 short)']);
  });

  it('says a consumption refused under the pending policy waits', () => {
    expect(plainText(changesAt('Pending resolution', 2)[0].text)).toBe('p1 waits in the pending queue (20 short)');
  });

  it('lists the draws a grant moved and the waiting consumption it let through', () => {
    const changes = changesAt('Pending resolution', 5);
    expect(changes.map((change) => plainText(change.text))).toEqual([
      'topup adds 40 for t=0–10',
      'p1 leaves the queue and draws 10 from g and 20 from topup',
      'p2 now draws 5 from topup (was 5 from g)',
    ]);
    expect(changes.map((change) => change.kind)).toEqual(['added', 'resolved', 'draws']);
  });

  it('says a retry of a waiting consumption changes nothing', () => {
    const changes = changesAt('Pending resolution', 6);
    expect(changes).toMatchObject([{ id: 'p3', kind: 'unchanged' }]);
    expect(plainText(changes[0].text)).toBe('p3 still waits');
  });

  it('says a grant open at one time only is added at that time', () => {
    expect(plainText(changesAt('Pending resolution', 7)[0].text)).toBe('more adds 20 at t=6');
  });

  it('reports an invalid operation as changing nothing', () => {
    const ledger = new CreditLedger({ policy: 'reject' });
    const snapshot = ledger.snapshot();
    const invalid: Operation = { kind: 'consume', id: 'x', amount: -1, timestamp: 0 };
    expect(stepChanges(snapshot, snapshot, invalid, { invalid: true, refusalReason: null })).toMatchObject([{ id: 'x', kind: 'invalid', arrived: true }]);
  });

  it('highlights the changed consumptions and every grant whose credit moved, old and new', () => {
    const changes = changesAt('Pending resolution', 5);
    expect([...changedConsumptionIds(changes)]).toEqual(['p1', 'p2']);
    expect([...changedGrantIds(changes)].sort()).toEqual(['g', 'topup']);
  });
});

describe("changes before the operation's time", () => {
  it('never happen, so comparing from that time on finds every change', () => {
    const operation: fc.Arbitrary<Operation> = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), id: fc.constantFrom('g1', 'g2', 'g3', 'g4'), amount: fc.integer({ min: 1, max: 60 }), start: fc.integer({ min: 0, max: 30 }), end: fc.integer({ min: 0, max: 60 }) }),
      fc.record({ kind: fc.constant('consume' as const), id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5', 'c6'), amount: fc.integer({ min: 1, max: 40 }), timestamp: fc.integer({ min: 0, max: 60 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30, size: 'max' }), fc.constantFrom<Policy>('reject', 'pending'), (operations, policy) => {
        const engine = createEngine(policy);
        for (const next of operations) {
          const before = engine.snapshot();
          applyOperation(engine, next);
          const after = engine.snapshot();
          const from = earliestAffectedTime(next, before);
          const everything = knockOnChanges(viewsFrom(before, -Infinity), after, next, -Infinity);
          expect(knockOnChanges(viewsFrom(before, from), after, next, from)).toEqual(everything);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
