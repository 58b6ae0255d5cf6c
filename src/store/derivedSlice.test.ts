import { describe, expect, it } from 'vitest';
import type { Scenario } from '../scenario/types';
import { selectOperationsComputedIntoEmpty } from './derivedSlice';
import type { LabState } from './types';

const empty: Scenario = { policy: 'reject', operations: [] };
const imported: Scenario = {
  policy: 'reject',
  operations: [
    { kind: 'grant', id: 'g', amount: 5, start: 0, end: 9 },
    { kind: 'consume', id: 'c', amount: 2, timestamp: 3 },
  ],
};

function state(scenario: Scenario, derivedScenario: Scenario | null, computing: boolean): LabState {
  return { scenario, derivedScenario, computing } as LabState;
}

describe('selectOperationsComputedIntoEmpty', () => {
  it('counts the operations being computed while the answer shown is an empty lab', () => {
    expect(selectOperationsComputedIntoEmpty(state(imported, empty, true))).toBe(2);
    expect(selectOperationsComputedIntoEmpty(state(imported, null, true))).toBe(2);
  });

  it('is 0 once computed, and while an answer with operations is shown', () => {
    expect(selectOperationsComputedIntoEmpty(state(imported, empty, false))).toBe(0);
    expect(selectOperationsComputedIntoEmpty(state(imported, imported, true))).toBe(0);
    expect(selectOperationsComputedIntoEmpty(state(empty, empty, true))).toBe(0);
  });
});
