import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import type { Operation, Scenario } from '../scenario/types';
import { createLedgerSession } from '../worker/ledgerSession';
import { createCreditLedger } from '../worker/engineFactory';
import { retryOrigins } from './retries';

function originsOf(scenario: Scenario): readonly (number | null)[] {
  const { outcomes } = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
  return retryOrigins(scenario.operations, outcomes);
}

const grant: Operation = { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 };

describe('retryOrigins', () => {
  it('marks an identical repeated grant as a retry of the first', () => {
    expect(originsOf({ policy: 'reject', operations: [grant, grant] })).toEqual([null, 0]);
  });

  it('marks a waiting consumption that arrives again as a retry of its first arrival', () => {
    // Pending resolution: p3 first arrives as #4 (index 3) and again as #6 (index 5).
    expect(originsOf(presetScenario('Pending resolution'))[5]).toBe(3);
  });

  it('treats a new attempt after a refusal under the reject policy as a new operation', () => {
    const consume: Operation = { kind: 'consume', id: 'c', amount: 50, timestamp: 5 };
    const operations: Operation[] = [consume, grant, consume];
    expect(originsOf({ policy: 'reject', operations })).toEqual([null, null, null]);
  });

  it('does not count an id reused with other values, which is an error', () => {
    expect(originsOf({ policy: 'reject', operations: [grant, { ...grant, amount: 5 }] })).toEqual([null, null]);
  });

  it('keeps grant and consumption ids apart', () => {
    const sameId: Operation = { kind: 'consume', id: 'g1', amount: 5, timestamp: 1 };
    expect(originsOf({ policy: 'reject', operations: [grant, sameId] })).toEqual([null, null]);
  });
});
