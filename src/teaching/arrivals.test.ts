import { describe, expect, it } from 'vitest';
import type { Operation } from '../scenario/types';
import { presetScenario } from '../scenario/presets';
import { createLedgerSession } from '../worker/ledgerSession';
import { createCreditLedger } from '../worker/engineFactory';
import { arrivalNumbersAt, arrivedOperationAt } from './arrivals';

const operations: Operation[] = [
  { kind: 'grant', id: 'x', amount: 10, start: 0, end: 10 },
  { kind: 'consume', id: 'x', amount: 30, timestamp: 2 },
  { kind: 'consume', id: 'c', amount: 5, timestamp: 3 },
  { kind: 'consume', id: 'x', amount: 5, timestamp: 2 },
];

describe('arrivalNumbersAt', () => {
  it('keeps grant and consumption ids apart', () => {
    const numbers = arrivalNumbersAt(operations, 2);
    expect([numbers.grants.get('x'), numbers.consumptions.get('x')]).toEqual([1, 2]);
  });

  it('labels a retried id with its latest arrival within the shown steps', () => {
    expect(arrivalNumbersAt(operations, 4).consumptions.get('x')).toBe(4);
  });

  it('keeps the first arrival number of a waiting consumption that arrives again unchanged', () => {
    const scenario = presetScenario('Pending resolution');
    const { outcomes } = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(arrivalNumbersAt(scenario.operations, 7, outcomes).consumptions.get('p3')).toBe(4);
  });

  it('keeps the accepted arrival\'s number when the id comes again with other values (an error)', () => {
    const scenario = {
      policy: 'reject' as const,
      operations: [
        { kind: 'grant', id: 'g1', amount: 100, start: 0, end: 10 },
        { kind: 'consume', id: 'c1', amount: 10, timestamp: 5 },
        { kind: 'consume', id: 'c2', amount: 30, timestamp: 7 },
        { kind: 'consume', id: 'c1', amount: 20, timestamp: 5 },
      ] satisfies Operation[],
    };
    const { outcomes } = createLedgerSession(createCreditLedger).compute({ update: { kind: 'replace', scenario }, step: null });
    expect(outcomes[3].kind).toBe('error');
    expect(arrivalNumbersAt(scenario.operations, 4, outcomes).consumptions.get('c1')).toBe(2);
  });

  it('leaves out operations that have not arrived yet', () => {
    expect(arrivalNumbersAt(operations, 2).consumptions.has('c')).toBe(false);
  });
});

describe('arrivedOperationAt', () => {
  it('names the operation that arrived at the step', () => {
    expect(arrivedOperationAt(operations, 3)).toEqual({ kind: 'consume', id: 'c', arrivalNumber: 3 });
  });

  it('is null before the first arrival', () => {
    expect(arrivedOperationAt(operations, 0)).toBeNull();
  });
});
