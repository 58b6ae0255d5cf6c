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
  return refusalRepair(engine, consumption, facts);
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
