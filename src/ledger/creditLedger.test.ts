import { describe, expect, it } from 'vitest';
import { CreditLedger } from './index';

describe('CreditLedger', () => {
  it("uses the seed's reject policy when constructed without options", () => {
    expect(new CreditLedger().policy).toBe('reject');
  });

  it('queues a refused consumption under the pending policy', () => {
    const ledger = new CreditLedger({ policy: 'pending' });
    expect(ledger.consume({ id: 'c', amount: 5, timestamp: 1 })).toEqual({
      status: 'pending',
      reason: 'insufficient',
      shortfall: 5,
    });
  });
});
