import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreditLedger } from '../ledger';
import type { ConsumptionInput, LedgerEngine } from '../ledger/types';
import { presetScenario } from '../scenario/presets';
import type { Operation } from '../scenario/types';
import { availableAt, refusalRepair, spansAtLeast } from './refusalRepair';

const SERIES_END = 40;

function ledgerOf(operations: readonly Operation[]): CreditLedger {
  const engine = new CreditLedger();
  for (const operation of operations) {
    if (operation.kind === 'grant') engine.addGrant(operation);
    else engine.consume(operation);
  }
  return engine;
}

function repairOf(engine: LedgerEngine, consumption: ConsumptionInput) {
  const facts = { snapshot: engine.snapshot(), headroomSeries: engine.headroomSeries(0, SERIES_END), seriesEnd: SERIES_END };
  return refusalRepair(engine, consumption, facts, (policy) => new CreditLedger({ policy }));
}

describe('refusalRepair', () => {
  it('explains seed example 1: c2 is 10 short at t=11, fits with 10 fewer, earlier, or with a grant of 10', () => {
    const engine = ledgerOf(presetScenario('Seed example 1').operations.slice(0, 3));
    const repair = repairOf(engine, { id: 'c2', amount: 60, timestamp: 11 });
    expect(repair).toMatchObject({ reason: 'insufficient', balance: 50, headroom: 50, shortfall: 10, fewerBy: 10, broken: [] });
    expect(repair.available).toEqual([{ grantId: 'g2', amount: 50 }]);
    expect(repair.fittingSpans).toEqual([{ from: 0, to: 10 }]);
  });

  it('names what seed example 2\'s c_early would break and by how much', () => {
    const engine = ledgerOf(presetScenario('Seed example 2').operations.slice(0, 2));
    const repair = repairOf(engine, { id: 'c_early', amount: 30, timestamp: 2 });
    expect(repair).toMatchObject({ reason: 'would-break', balance: 100, headroom: 20, shortfall: 0, fewerBy: 10 });
    expect(repair.broken).toEqual([{ id: 'c_late', amount: 80, timestamp: 8, missing: 10 }]);
    expect(repair.fittingSpans).toEqual([]);
  });

  it('says a consumption fits when the ledger now has room for it', () => {
    const engine = ledgerOf([{ kind: 'grant', id: 'g', amount: 10, start: 0, end: 5 }]);
    expect(repairOf(engine, { id: 'c', amount: 10, timestamp: 3 })).toMatchObject({ reason: 'fits', fewerBy: 0, fittingSpans: [] });
  });
});

describe('availableAt', () => {
  it('subtracts only the draws of consumptions up to t', () => {
    const engine = ledgerOf(presetScenario('Seed example 2').operations);
    expect(availableAt(engine.snapshot(), 2)).toEqual([{ grantId: 'g1', amount: 100 }]);
    expect(availableAt(engine.snapshot(), 8)).toEqual([{ grantId: 'g1', amount: 20 }]);
  });
});

describe('spansAtLeast', () => {
  it('merges neighbouring steps and runs the last one to the series end', () => {
    const series = [{ t: 0, value: 5 }, { t: 3, value: 9 }, { t: 6, value: 1 }, { t: 8, value: 7 }];
    expect(spansAtLeast(series, 12, 5)).toEqual([{ from: 0, to: 5 }, { from: 8, to: 12 }]);
  });
});

const smallOperation = fc.oneof(
  fc.record({ amount: fc.integer({ min: 1, max: 50 }), a: fc.nat(30), b: fc.nat(30) }).map(({ amount, a, b }) => ({
    kind: 'grant' as const, amount, start: Math.min(a, b), end: Math.max(a, b),
  })),
  fc.record({ amount: fc.integer({ min: 1, max: 50 }), timestamp: fc.nat(30) }).map((fields) => ({ kind: 'consume' as const, ...fields })),
);

describe('every suggested repair makes the consumption fit', () => {
  it('holds for fewer credits, the nearest spans and a grant at t (reject policy)', () => {
    fc.assert(
      fc.property(fc.array(smallOperation, { maxLength: 12, size: 'max' }), fc.integer({ min: 1, max: 80 }), fc.nat(30), (drafts, amount, timestamp) => {
        const operations = drafts.map((draft, index) => ({ ...draft, id: `${draft.kind}${index}` }) as Operation);
        const engine = ledgerOf(operations);
        const repair = repairOf(engine, { id: 'candidate', amount, timestamp });
        if (repair.reason === 'fits') return;
        if (repair.headroom > 0) expect(engine.preview({ amount: amount - repair.fewerBy, timestamp }).accepted).toBe(true);
        for (const span of repair.fittingSpans) {
          expect(engine.preview({ amount, timestamp: span.from }).accepted).toBe(true);
          expect(engine.preview({ amount, timestamp: span.to }).accepted).toBe(true);
        }
        const repaired = ledgerOf([...operations, { kind: 'grant', id: 'repair', amount: repair.fewerBy, start: timestamp, end: timestamp }]);
        expect(repaired.preview({ amount, timestamp }).accepted).toBe(true);
      }),
      { numRuns: 300, seed: 13 },
    );
  });
});

describe('refusalRepair under the pending policy', () => {
  const pendingFactory = (operations: readonly Operation[]) => {
    const engine = new CreditLedger({ policy: 'pending' });
    for (const operation of operations) {
      if (operation.kind === 'grant') engine.addGrant(operation);
      else engine.consume(operation);
    }
    return engine;
  };
  const grantOf = (id: string, amount: number, start: number, end: number): Operation => ({ kind: 'grant', id, amount, start, end });
  const consumeOf = (id: string, amount: number, timestamp: number): Operation => ({ kind: 'consume', id, amount, timestamp });

  it('keeps the grant at what is missing when the consumptions waiting longer cannot use it', () => {
    // The audit's case: p1 waits longer at t=5, and a grant usable only at t=6 leaves it waiting.
    const engine = pendingFactory([grantOf('g', 10, 0, 10), consumeOf('p1', 15, 5), consumeOf('p2', 20, 6)]);
    const repair = repairOf(engine, { id: 'p2', amount: 20, timestamp: 6 });
    expect(repair.grant).toEqual({ amount: 10, waitingLonger: [{ id: 'p1', amount: 15, timestamp: 5 }], letThrough: [] });
  });

  it('grows the grant by what a consumption waiting longer at the same time takes first', () => {
    const engine = pendingFactory([grantOf('g', 10, 0, 10), consumeOf('p0', 12, 6), consumeOf('p2', 20, 6)]);
    const repair = repairOf(engine, { id: 'p2', amount: 20, timestamp: 6 });
    expect(repair.fewerBy).toBe(10);
    expect(repair.grant).toEqual({ amount: 22, waitingLonger: [{ id: 'p0', amount: 12, timestamp: 6 }], letThrough: [{ id: 'p0', amount: 12, timestamp: 6 }] });
    // Replayed: the grant lets p0 through first, then p2.
    engine.addGrant({ id: 'fix', amount: 22, start: 6, end: 6 });
    expect(engine.snapshot().consumptions.map((consumption) => [consumption.id, consumption.status])).toEqual([
      ['p0', 'accepted'],
      ['p2', 'accepted'],
    ]);
  });

  it('checks every suggested grant by replaying it under the pending policy', () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 30 }), start: fc.integer({ min: 0, max: 12 }), length: fc.integer({ min: 0, max: 8 }) }),
      fc.record({ kind: fc.constant('consume' as const), amount: fc.integer({ min: 1, max: 30 }), timestamp: fc.integer({ min: 0, max: 20 }) }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 12 }), (drawn) => {
        const operations: Operation[] = drawn.map((step, index) =>
          step.kind === 'grant' ? grantOf(`g${index}`, step.amount, step.start, step.start + step.length) : consumeOf(`c${index}`, step.amount, step.timestamp),
        );
        const waiting = pendingFactory(operations).snapshot().consumptions.filter((consumption) => consumption.status === 'pending');
        for (const { id, amount, timestamp } of waiting) {
          const repair = repairOf(pendingFactory(operations), { id, amount, timestamp });
          if (repair.grant.amount === null) continue;
          const fixed = pendingFactory([...operations, grantOf('fix', repair.grant.amount, timestamp, timestamp)]);
          const after = fixed.snapshot().consumptions.find((consumption) => consumption.id === id);
          expect(after?.status).toBe('accepted');
        }
      }),
      { numRuns: 300 },
    );
  });
});
