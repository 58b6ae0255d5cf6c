import { describe, expect, it } from 'vitest';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';
import type { Scenario } from '../scenario/types';
import { createLabSlices } from './createLabStore';
import { OPERATION_LIMIT_MESSAGE } from './scenarioSlice';

function fullScenario(): Scenario {
  const operations = Array.from({ length: OPERATIONS_PER_SCENARIO_MAX }, (_, index) => ({
    kind: 'consume' as const,
    id: `c${index}`,
    amount: 1,
    timestamp: index,
  }));
  return { policy: 'reject', operations };
}

describe('the operation limit on edits', () => {
  it('refuses an edit that grows a full scenario, says why, and keeps the scenario', () => {
    const store = createLabSlices();
    store.getState().editScenario(fullScenario());
    const before = store.getState().scenario;
    const added = store.getState().addOperation({ kind: 'grant', id: 'g', amount: 1, start: 0, end: 1 });
    expect([added, store.getState().scenario, store.getState().shareProblem?.message]).toEqual([false, before, OPERATION_LIMIT_MESSAGE]);
  });

  it('lets an edit through that keeps a full scenario the same size', () => {
    const store = createLabSlices();
    store.getState().editScenario(fullScenario());
    expect(store.getState().replaceOperation(0, { kind: 'consume', id: 'c0', amount: 2, timestamp: 0 })).toBeUndefined();
    expect(store.getState().scenario.operations[0].amount).toBe(2);
  });

  it('starts a new document for an edit that replaces the scenario, and names where it came from', () => {
    const store = createLabSlices();
    store.getState().setDocument({ id: 'mine', name: 'Mine', rev: 3 });
    store.getState().loadPreset('Cascade');
    expect([store.getState().document, store.getState().documentOrigin]).toEqual([null, 'Load Cascade']);
  });
});
