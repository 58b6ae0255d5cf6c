import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import type { Scenario } from '../scenario/types';
import { createCreditLedger } from './engineFactory';
import { applyListPatch, NO_BASE, resultFrom } from './answerPatch';
import { createLedgerService } from './ledgerService';
import { createLedgerSession } from './ledgerSession';
import { SupersededError } from './protocol';

function serviceWith(scenario: Scenario) {
  const service = createLedgerService(createCreditLedger);
  service.compute({ update: { kind: 'replace', scenario }, step: null, patchable: false });
  return service;
}

describe('ledger service', () => {
  it('sends the outcomes of a whole answer as a patch of the apply just answered', () => {
    const service = createLedgerService(createCreditLedger);
    const scenario = presetScenario('Seed example 1');
    service.apply({ update: { kind: 'replace', scenario }, step: null, patchable: false });
    const answer = service.derive(false);
    expect(answer.outcomes).toEqual({ kind: 'patch', length: scenario.operations.length, changed: [] });
    expect(answer.snapshot.consumptions.kind).toBe('whole');
  });

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

describe('a derive overtaken by an apply', () => {
  it('gives way to the apply, and the next derive patches what the page received as if nothing happened', async () => {
    const scenario = presetScenario('Month of usage (~500 operations)');
    const [last, secondLast] = [scenario.operations.at(-1)!, scenario.operations.at(-2)!];
    const start = { ...scenario, operations: scenario.operations.slice(0, -2) };
    const service = createLedgerService(createCreditLedger);
    let received = await resultFrom(NO_BASE, service.compute({ update: { kind: 'replace', scenario: start }, step: null, patchable: false }));

    const appliedFirst = service.apply({ update: { kind: 'append', operations: [secondLast] }, step: null, patchable: true });
    received = { ...received, outcomes: await applyListPatch(received.outcomes, appliedFirst) };
    let appliedSecond: ReturnType<typeof service.apply> | null = null;
    // The next edit arrives while the first one's answer is being derived.
    const overtaken = service.deriveInSteps(true, async () => {
      appliedSecond ??= service.apply({ update: { kind: 'append', operations: [last] }, step: null, patchable: true });
    });
    await expect(overtaken).rejects.toThrow(SupersededError);

    received = { ...received, outcomes: await applyListPatch(received.outcomes, appliedSecond!) };
    const answer = await service.deriveInSteps(true, async () => undefined);
    const rebuilt = await resultFrom({ outcomes: received.outcomes, consumptions: received.snapshot.consumptions }, answer);
    expect(rebuilt).toEqual(createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null }));
  });
});
