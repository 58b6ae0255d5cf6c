import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import type { StepPoint } from '../ledger/types';
import type { Scenario } from '../scenario/types';
import { PRESET_NAMES } from '../scenario/presets';
import { narrateScenarioStep } from '../teaching';
import { createCreditLedger } from './engineFactory';
import { createLedgerSession } from './ledgerSession';

function compute(scenario: Scenario, step?: number) {
  return createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: step ?? null });
}

/** The value a step series holds at time t: that of its last point at or before t. */
function seriesValueAt(series: readonly StepPoint[], t: number): number | undefined {
  return series.findLast((point) => point.t <= t)?.value;
}

describe('a ledger session computing a scenario', () => {
  it('gives one outcome per operation in arrival order', () => {
    const { outcomes } = compute(presetScenario('Seed example 2'));
    expect(outcomes).toEqual([
      { kind: 'grant', resolved: [] },
      { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null },
      { kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken: ['c_late'] }, resolvedBy: null },
    ]);
  });

  it('records an invalid operation as an error and keeps replaying the rest', () => {
    const scenario: Scenario = {
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'g1', amount: 10, start: 5, end: 1 },
        { kind: 'grant', id: 'g2', amount: 10, start: 0, end: 9 },
        { kind: 'consume', id: 'c1', amount: 4, timestamp: 3 },
      ],
    };
    const { outcomes, snapshot } = compute(scenario);
    expect(outcomes[0]).toMatchObject({ kind: 'error', message: expect.stringContaining('start') });
    expect(outcomes[2]).toEqual({ kind: 'consume', result: { status: 'accepted' }, resolvedBy: null });
    expect(snapshot.totalGranted).toBe(10);
  });

  it('records a duplicate id with different parameters as an error', () => {
    const scenario: Scenario = {
      policy: 'reject',
      operations: [
        { kind: 'grant', id: 'g1', amount: 10, start: 0, end: 9 },
        { kind: 'grant', id: 'g1', amount: 20, start: 0, end: 9 },
      ],
    };
    expect(compute(scenario).outcomes[1]).toMatchObject({ kind: 'error' });
  });

  it('names the grant that resolved a pending consumption', () => {
    const { outcomes } = compute(presetScenario('Pending resolution'));
    expect(outcomes[1]).toMatchObject({ kind: 'consume', result: { status: 'pending' }, resolvedBy: 'topup' });
    expect(outcomes[3]).toMatchObject({ kind: 'consume', result: { status: 'pending' }, resolvedBy: 'more' });
  });

  it('credits the resolving grant on an identical retry that was still waiting', () => {
    const { outcomes } = compute(presetScenario('Pending resolution'));
    expect(outcomes[5]).toEqual({ kind: 'consume', result: { status: 'pending' }, resolvedBy: 'more' });
  });

  it('explains a refused last operation with the engine\'s repair', () => {
    const { lastRefusal } = compute(presetScenario('Seed example 2'));
    expect(lastRefusal).toMatchObject({ reason: 'would-break', headroom: 20, fewerBy: 10, broken: [{ id: 'c_late', missing: 10 }] });
  });

  it('has no refusal to explain when the last operation is accepted', () => {
    expect(compute(presetScenario('Seed example 1')).lastRefusal).toBeNull();
  });

  it('gives each waiting consumption its reason on the current ledger, not the one at arrival', () => {
    // At its arrival (#4) p3 was 15 short; after topup and p1's draw it is 5 short.
    const { pendingReasons } = compute(presetScenario('Pending resolution'), 6);
    expect(pendingReasons).toEqual([{ id: 'p3', shortfall: 5, broken: [] }]);
  });

  it('applies only the first step operations when a step is given', () => {
    const result = compute(presetScenario('Seed example 2'), 2);
    expect(result.outcomes).toHaveLength(2);
    expect(result.snapshot.consumptions.map((consumption) => consumption.id)).toEqual(['c_late']);
  });

  it('keeps the time extent of the whole scenario while stepping', () => {
    const scenario = presetScenario('Seed example 1');
    expect(compute(scenario, 1).timeExtent).toEqual(compute(scenario).timeExtent);
  });

  it('gives balance and headroom series over the time extent', () => {
    const result = compute(presetScenario('Seed example 2'));
    expect(result.balanceSeries[0].t).toBe(result.timeExtent.from);
    expect([seriesValueAt(result.balanceSeries, 8), seriesValueAt(result.headroomSeries, 2)]).toEqual([20, 20]);
  });

});

describe('a ledger session kept across revisions', () => {
  // The generated presets are left out: replaying every prefix of them would take minutes.
  it.each(PRESET_NAMES.filter((name) => !name.includes('operations')))('answers "%s" operation by operation as a full replay does', (name) => {
    const scenario = presetScenario(name);
    const session = createLedgerSession(createCreditLedger);
    session.compute({ update: { kind: 'replace', scenario: { ...scenario, operations: [] } }, step: null });
    scenario.operations.forEach((operation, index) => {
      const appended = session.compute({ update: { kind: 'append', operations: [operation] }, step: null });
      const prefix = { ...scenario, operations: scenario.operations.slice(0, index + 1) };
      const replayed = compute(prefix);
      expect(appended.outcomes).toEqual(replayed.outcomes);
      expect(appended.snapshot).toEqual(replayed.snapshot);
      expect(appended.narration).toEqual(narrateScenarioStep(createCreditLedger, prefix, index + 1));
    });
  });

  it('steps forward on the same engine and back by replaying, with the narration of each step', () => {
    const scenario = presetScenario('Pending resolution');
    const session = createLedgerSession(createCreditLedger);
    for (const step of [1, 2, 3, 5, 2, 0, 4, scenario.operations.length]) {
      const result = session.compute({ update: { kind: 'replace', scenario }, step });
      expect(result.outcomes).toEqual(compute(scenario, step).outcomes);
      expect(result.narration).toEqual(narrateScenarioStep(createCreditLedger, scenario, step));
    }
  });

  it('replays from scratch when an operation in the middle changes', () => {
    const scenario = presetScenario('Seed example 2');
    const session = createLedgerSession(createCreditLedger);
    session.compute({ update: { kind: 'replace', scenario }, step: null });
    const edited: Scenario = { ...scenario, operations: scenario.operations.map((operation, index) => (index === 1 && operation.kind === 'consume' ? { ...operation, timestamp: 1 } : operation)) };
    expect(session.compute({ update: { kind: 'replace', scenario: edited }, step: null }).outcomes).toEqual(compute(edited).outcomes);
  });
});
