import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import type { Operation, Scenario } from '../scenario/types';
import type { FormAction } from '../store/viewSlice';
import { plainText } from '../text/phrase';
import { createLedgerSession } from '../worker/ledgerSession';
import { createCreditLedger } from '../worker/engineFactory';
import { formActionEffect } from './formActionEffect';
import { logAnnotations } from './logAnnotations';

const compute = (scenario: Scenario) => createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });

/** Seed example 1 with c2 edited from 60 to 50: c2 now fits, and takes the credit c3 had. */
function editC2To50() {
  const seed = presetScenario('Seed example 1');
  const edited: Scenario = { ...seed, operations: seed.operations.map((op, index) => (index === 3 ? { ...op, amount: 50 } : op)) };
  const action: FormAction = { kind: 'edit', operationIndex: 3, scenario: edited, before: { operations: seed.operations, outcomes: compute(seed).outcomes } };
  return { action, derived: compute(edited), edited };
}

/** Seed example 1 with g2 deleted from the log: c3 had drawn from it, and is refused now. */
function deleteG2() {
  const seed = presetScenario('Seed example 1');
  const after: Scenario = { ...seed, operations: seed.operations.filter((_, index) => index !== 1) };
  const before = { operations: seed.operations, outcomes: compute(seed).outcomes };
  const action: FormAction = { kind: 'delete', operationIndex: 1, scenario: after, before, deleted: seed.operations[1] };
  return { action, derived: compute(after), after };
}

describe('formActionEffect', () => {
  it('lists every consumption whose outcome an edit changed', () => {
    const { action, derived } = editC2To50();
    expect(formActionEffect(action, derived, true)?.changes).toEqual([
      { id: 'c2', before: 'rejected', after: 'accepted' },
      { id: 'c3', before: 'accepted', after: 'rejected' },
    ]);
  });

  it('waits for the answer computed for the action\'s own scenario', () => {
    const { action, derived } = editC2To50();
    expect(formActionEffect(action, derived, false)).toBeNull();
  });

  it('carries the repair of a consumption the form just added and the ledger refused', () => {
    const operations: Operation[] = presetScenario('Seed example 1').operations.slice(0, 4);
    const scenario: Scenario = { policy: 'reject', operations };
    const action: FormAction = { kind: 'add', operationIndex: 3, scenario, before: null };
    const effect = formActionEffect(action, compute(scenario), true);
    expect(effect).toMatchObject({ refusalStatus: 'rejected', refusal: { reason: 'insufficient', shortfall: 10 }, changes: [] });
  });

  it('tells an added identical grant apart as a retry of the first', () => {
    const grant: Operation = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 };
    const scenario: Scenario = { policy: 'reject', operations: [grant, grant] };
    const action: FormAction = { kind: 'add', operationIndex: 1, scenario, before: null };
    expect(formActionEffect(action, compute(scenario), true)?.retryOf).toBe(1);
  });
});

describe('logAnnotations', () => {
  it('notes the edit on the edited row and the old outcome on each row it changed', () => {
    const { action, derived, edited } = editC2To50();
    const effect = formActionEffect(action, derived, true);
    const { editNotes } = logAnnotations(edited.operations, derived.outcomes, [], effect);
    expect(plainText(editNotes.get(3) ?? [])).toBe('edit changed c2: refused → accepted; c3: accepted → refused');
    expect(plainText(editNotes.get(4) ?? [])).toBe('was accepted before the edit of #4');
  });

  it('notes a delete on each row it changed, and on no other', () => {
    const { action, derived, after } = deleteG2();
    const effect = formActionEffect(action, derived, true);
    expect(effect).toMatchObject({ changes: [{ id: 'c3', before: 'accepted', after: 'rejected' }], refusal: null, retryOf: null });
    const { editNotes } = logAnnotations(after.operations, derived.outcomes, [], effect);
    expect([...editNotes.keys()]).toEqual([3]);
    expect(plainText(editNotes.get(3) ?? [])).toBe('was accepted before the delete of #2');
  });

  it('numbers each retry with the arrival it repeats', () => {
    const scenario = presetScenario('Pending resolution');
    const { retryOf } = logAnnotations(scenario.operations, compute(scenario).outcomes, [], null);
    expect([...retryOf]).toEqual([[5, 4]]);
  });
});
