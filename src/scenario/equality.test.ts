import { describe, expect, it } from 'vitest';
import { sameOperation, sameScenario } from './equality';

const grant = { kind: 'grant', id: 'g1', amount: 5, start: 0, end: 5 } as const;

describe('equality', () => {
  it('finds two operations with the same values equal, and a changed value not', () => {
    expect([sameOperation(grant, { ...grant }), sameOperation(grant, { ...grant, end: 6 })]).toEqual([true, false]);
  });

  it('tells a grant from a consumption with the same id and amount', () => {
    expect(sameOperation(grant, { kind: 'consume', id: 'g1', amount: 5, timestamp: 0 })).toBe(false);
  });

  it('compares scenarios by policy and operations in order', () => {
    const scenario = { policy: 'reject' as const, operations: [grant] };
    expect([sameScenario(scenario, { ...scenario }), sameScenario(scenario, { ...scenario, policy: 'pending' })]).toEqual([true, false]);
  });
});
