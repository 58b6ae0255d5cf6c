import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { applyListPatch, diffList, NO_BASE, resultFrom, sameOutcome, wholeList } from './answerPatch';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';
import { createLedgerSession } from './ledgerSession';
import type { ComputeResult, OperationOutcome } from './protocol';

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

describe('outcome patches by content', () => {
  it('tell outcomes apart by every field the page reads', () => {
    const accepted = { kind: 'consume', result: { status: 'accepted' }, resolvedBy: null } as const;
    expect(sameOutcome(accepted, { ...accepted, result: { status: 'accepted' } })).toBe(true);
    expect(sameOutcome(accepted, { ...accepted, resolvedBy: 'g2' })).toBe(false);
    const short = { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 5 }, resolvedBy: null } as const;
    expect(sameOutcome(short, { ...short, result: { ...short.result, shortfall: 6 } })).toBe(false);
    expect(sameOutcome(short, { ...short, result: { ...short.result, status: 'pending' } })).toBe(false);
    const breaks = (broken: string[]): OperationOutcome => ({ kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken }, resolvedBy: null });
    expect(sameOutcome(breaks(['c1']), breaks(['c1']))).toBe(true);
    expect(sameOutcome(breaks(['c1']), breaks(['c2']))).toBe(false);
    expect(sameOutcome(short, breaks(['c1']))).toBe(false);
    expect(sameOutcome({ kind: 'grant', resolved: ['p1'] }, { kind: 'grant', resolved: ['p1'] })).toBe(true);
    expect(sameOutcome({ kind: 'grant', resolved: ['p1'] }, { kind: 'grant', resolved: [] })).toBe(false);
    expect(sameOutcome({ kind: 'error', message: 'x' }, { kind: 'grant', resolved: [] })).toBe(false);
  });

  it('send a step back in playback, replayed anew, as a short patch that rebuilds the replay', async () => {
    const scenario = presetScenario('Month of usage (~500 operations)');
    const service = createLedgerService(createCreditLedger);
    const last = await resultFrom(NO_BASE, service.compute({ update: { kind: 'replace', scenario }, step: null, patchable: false }));
    const back = service.apply({ update: { kind: 'append', operations: [] }, step: scenario.operations.length - 1, patchable: true });
    expect(back.kind).toBe('patch');
    const outcomes = await applyListPatch(last.outcomes, back);
    const fresh = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: scenario.operations.length - 1 });
    expect(outcomes).toEqual(fresh.outcomes);
  });
});
