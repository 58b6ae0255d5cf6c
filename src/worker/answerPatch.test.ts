import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { applyListPatch, diffList, NO_BASE, resultFrom, wholeList } from './answerPatch';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';
import { createLedgerSession } from './ledgerSession';
import type { ComputeResult } from './protocol';

describe('list patches', () => {
  it('rebuild the next list from the previous one, whatever changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 4 })), fc.array(fc.integer({ min: 0, max: 4 })), async (previous, next) => {
        expect(await applyListPatch(previous, diffList(previous, next, Object.is))).toEqual(next);
      }),
    );
  });

  it('send only the changed items when few changed', () => {
    const previous = Array.from({ length: 100 }, (_, index) => index);
    const next = [...previous, 100];
    next[3] = -3;
    expect(diffList(previous, next, Object.is)).toEqual({ kind: 'patch', length: 101, changed: [[3, -3], [100, 100]] });
  });

  it('send a whole list as JSON chunks, parsed one task at a time', async () => {
    const items = Array.from({ length: 4_500 }, (_, index) => ({ id: `c${index}`, draws: [{ grantId: 'g', amount: index }] }));
    const whole = wholeList(items);
    if (whole.kind !== 'whole') throw new Error('expected a whole list');
    expect(whole.chunks).toHaveLength(3);
    let pauses = 0;
    expect(await applyListPatch(null, whole, async () => { pauses += 1; })).toEqual(items);
    expect(pauses).toBe(2);
  });
});

describe('compute answers as patches', () => {
  it('rebuild, append by append, exactly the result a whole compute gives', async () => {
    const scenario = presetScenario('Month of usage (~500 operations)');
    const service = createLedgerService(createCreditLedger);
    let patchSizes = 0;
    let received: ComputeResult = await resultFrom(NO_BASE, service.compute({ update: { kind: 'replace', scenario: { ...scenario, operations: [] } }, step: null, patchable: false }));
    for (const operation of scenario.operations) {
      // As ledgerSync does: the outcomes first, then the rest, each patching what came before.
      const applied = service.apply({ update: { kind: 'append', operations: [operation] }, step: null, patchable: true });
      const outcomes = await applyListPatch(received.outcomes, applied);
      received = await resultFrom({ outcomes, consumptions: received.snapshot.consumptions }, service.derive(true));
      if (applied.kind === 'patch') patchSizes += applied.changed.length;
    }
    const whole = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(received).toEqual(whole);
    // Each append changed its own outcome (and now and then a resolved one), not the log.
    expect(patchSizes).toBeLessThan(scenario.operations.length * 2);
  });
});
