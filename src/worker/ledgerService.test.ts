import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import type { Scenario } from '../scenario/types';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';

function serviceWith(scenario: Scenario) {
  const service = createLedgerService(createCreditLedger);
  service.compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
  return service;
}

describe('ledger service', () => {
  it('previews against the last computed scenario with balance and headroom', () => {
    const answer = serviceWith(presetScenario('Seed example 2')).preview({ amount: 30, timestamp: 2 });
    expect(answer).toEqual({ preview: { accepted: false, shortfall: 0, broken: ['c_late'] }, headroom: 20, balance: 100 });
  });

  it('answers questions asked before any compute from an empty ledger', () => {
    const service = createLedgerService(createCreditLedger);
    expect(service.preview({ amount: 5, timestamp: 3 }).preview).toEqual({ accepted: false, shortfall: 5, broken: [] });
  });

  it('explains the draw of an accepted consumption', () => {
    const explanation = serviceWith(presetScenario('Seed example 1')).explainDraw('c3');
    expect(explanation?.queue.filter((entry) => entry.drawn > 0)).toMatchObject([{ grantId: 'g2', drawn: 40 }]);
  });

  it('explains an older refusal against the ledger it met and the ledger now', () => {
    // c2 was 10 short when it arrived (#4); since then c3 took 40 of g2, so now it is 50 short.
    const service = serviceWith(presetScenario('Seed example 1'));
    const { atArrival, now } = service.explainRefusal({ id: 'c2', amount: 60, timestamp: 11 }, 3);
    expect(atArrival).toMatchObject({ reason: 'insufficient', balance: 50, shortfall: 10, fewerBy: 10, fittingSpans: [{ from: 0, to: 10 }] });
    expect(now).toMatchObject({ reason: 'insufficient', balance: 10, shortfall: 50, fewerBy: 50, fittingSpans: [] });
  });

  it('explains the latest operation once: the ledger it met is the ledger now', () => {
    const { atArrival, now } = serviceWith(presetScenario('Seed example 2')).explainRefusal({ id: 'c_early', amount: 30, timestamp: 2 }, 2);
    expect(atArrival).toBe(now);
  });

  it('reports the consumptions an edit would change', () => {
    const seed = presetScenario('Seed example 2');
    // c_small spends the 20 credits of headroom at t=2, so letting c_early through breaks it.
    const scenario: Scenario = { ...seed, operations: [...seed.operations, { kind: 'consume', id: 'c_small', amount: 20, timestamp: 2 }] };
    const moved: Scenario = {
      ...scenario,
      operations: scenario.operations.map((operation) => (operation.id === 'c_early' ? { ...operation, amount: 10 } : operation)),
    };
    const answer = serviceWith(scenario).previewEdit(moved);
    expect(answer).toEqual({
      changed: [
        { id: 'c_early', before: 'rejected', after: 'accepted' },
        { id: 'c_small', before: 'accepted', after: 'rejected' },
      ],
      broken: ['c_small'],
    });
  });

  it('does not replace the current ledger when previewing an edit', () => {
    const service = serviceWith(presetScenario('Seed example 2'));
    service.previewEdit(presetScenario('Empty'));
    expect(service.preview({ amount: 1, timestamp: 2 }).balance).toBe(100);
  });
});
