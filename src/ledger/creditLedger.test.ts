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

  it('gives each answer as its own plain object, which the caller may keep and extend', () => {
    const ledger = new CreditLedger();
    ledger.addGrant({ id: 'g', amount: 10, start: 0, end: 9 });
    const first = ledger.consume({ id: 'a', amount: 1, timestamp: 1 }) as { status: string; seenAt?: number };
    const retry = ledger.consume({ id: 'a', amount: 1, timestamp: 1 });
    expect(Object.isFrozen(first)).toBe(false);
    expect(first).not.toBe(retry);
    first.seenAt = 1;
    expect(ledger.consume({ id: 'b', amount: 1, timestamp: 2 })).toStrictEqual({ status: 'accepted' });
  });
});
