import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { applyListPatch, diffList, resultFrom } from './answerPatch';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';
import { createLedgerSession } from './ledgerSession';
import type { ComputeResult } from './protocol';

describe('list patches', () => {
  it('rebuild the next list from the previous one, whatever changed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 })), fc.array(fc.integer({ min: 0, max: 4 })), (previous, next) => {
        expect(applyListPatch(previous, diffList(previous, next, Object.is))).toEqual(next);
      }),
    );
  });

  it('send only the changed items when few changed', () => {
    const previous = Array.from({ length: 100 }, (_, index) => index);
    const next = [...previous, 100];
    next[3] = -3;
    expect(diffList(previous, next, Object.is)).toEqual({ kind: 'patch', length: 101, changed: [[3, -3], [100, 100]] });
  });
});

describe('compute answers as patches', () => {
  it('rebuild, append by append, exactly the result a whole compute gives', () => {
    const scenario = presetScenario('Month of usage (~500 operations)');
    const service = createLedgerService(createCreditLedger);
    let patchSizes = 0;
    let received: ComputeResult | null = resultFrom(null, service.compute({ update: { kind: 'replace', scenario: { ...scenario, operations: [] } }, step: null, patchable: false }));
    for (const operation of scenario.operations) {
      const answer = service.compute({ update: { kind: 'append', operations: [operation] }, step: null, patchable: true });
      received = resultFrom(received, answer);
      if (answer.outcomes.kind === 'patch') patchSizes += answer.outcomes.changed.length;
    }
    const whole = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(received).toEqual(whole);
    // Each append changed its own outcome (and now and then a resolved one), not the log.
    expect(patchSizes).toBeLessThan(scenario.operations.length * 2);
  });
});
