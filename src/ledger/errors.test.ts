import { describe, expect, it } from 'vitest';
import { invokeCall, type LedgerCall } from './testing/callStep';
import { engineFactories } from './testing/engines';
import type { LedgerEngine, Policy } from './types';

interface InvalidCallCase extends LedgerCall {
  what: string;
  /** The field the message must name, and the words of the rule it must state. */
  field: string;
  rule: string;
}

const tooLongId = 'x'.repeat(257);

const invalidCalls: InvalidCallCase[] = [
  { what: 'a grant amount of 0', call: 'addGrant', args: { id: 'n', amount: 0, start: 0, end: 3 }, field: 'amount', rule: 'at least 1' },
  { what: 'a fractional grant amount', call: 'addGrant', args: { id: 'n', amount: 1.5, start: 0, end: 3 }, field: 'amount', rule: 'safe integer' },
  { what: 'a grant amount that is NaN', call: 'addGrant', args: { id: 'n', amount: Number.NaN, start: 0, end: 3 }, field: 'amount', rule: 'number' },
  { what: 'a grant amount given as a string', call: 'addGrant', args: { id: 'n', amount: '5', start: 0, end: 3 }, field: 'amount', rule: 'number' },
  { what: 'a missing grant amount', call: 'addGrant', args: { id: 'n', start: 0, end: 3 }, field: 'amount', rule: 'number' },
  { what: 'a negative start', call: 'addGrant', args: { id: 'n', amount: 5, start: -1, end: 3 }, field: 'start', rule: 'negative' },
  { what: 'an end past the safe integers', call: 'addGrant', args: { id: 'n', amount: 5, start: 0, end: 2 ** 53 }, field: 'end', rule: 'safe integer' },
  { what: 'a start after the end', call: 'addGrant', args: { id: 'n', amount: 5, start: 4, end: 3 }, field: 'start', rule: 'after end' },
  { what: 'an empty grant id', call: 'addGrant', args: { id: '', amount: 5, start: 0, end: 3 }, field: 'id', rule: 'empty' },
  { what: 'a grant id over 256 characters', call: 'addGrant', args: { id: tooLongId, amount: 5, start: 0, end: 3 }, field: 'id', rule: '256' },
  { what: 'a grant id that is not a string', call: 'addGrant', args: { id: 42, amount: 5, start: 0, end: 3 }, field: 'id', rule: 'string' },
  { what: 'a known grant id with a new amount', call: 'addGrant', args: { id: 'g', amount: 11, start: 0, end: 10 }, field: 'id', rule: 'different parameters' },
  { what: 'a grant that pushes the total past MAX_SAFE_INTEGER', call: 'addGrant', args: { id: 'huge', amount: Number.MAX_SAFE_INTEGER, start: 0, end: 3 }, field: 'amount', rule: 'MAX_SAFE_INTEGER' },
  { what: 'a negative consumption amount', call: 'consume', args: { id: 'n', amount: -3, timestamp: 1 }, field: 'amount', rule: 'at least 1' },
  { what: 'a fractional timestamp', call: 'consume', args: { id: 'n', amount: 3, timestamp: 1.25 }, field: 'timestamp', rule: 'safe integer' },
  { what: 'a negative timestamp', call: 'consume', args: { id: 'n', amount: 3, timestamp: -1 }, field: 'timestamp', rule: 'negative' },
  { what: 'an empty consumption id', call: 'consume', args: { id: '', amount: 3, timestamp: 1 }, field: 'id', rule: 'empty' },
  { what: 'an accepted consumption id with a new amount', call: 'consume', args: { id: 'c', amount: 5, timestamp: 1 }, field: 'id', rule: 'different parameters' },
  { what: 'an accepted consumption id with a new timestamp', call: 'consume', args: { id: 'c', amount: 4, timestamp: 2 }, field: 'id', rule: 'different parameters' },
  { what: 'a preview amount of 0', call: 'preview', args: { amount: 0, timestamp: 1 }, field: 'amount', rule: 'at least 1' },
  { what: 'a preview breakdown at NaN', call: 'previewBreakdown', args: { amount: 1, timestamp: Number.NaN }, field: 'timestamp', rule: 'number' },
  { what: 'a balance at a negative time', call: 'balanceAt', args: { t: -1 }, field: 't', rule: 'negative' },
  { what: 'a balance at a fractional time', call: 'balanceAt', args: { t: 0.5 }, field: 't', rule: 'safe integer' },
  { what: 'a headroom at a time given as a string', call: 'headroomAt', args: { t: '3' }, field: 't', rule: 'number' },
  { what: 'the draws of an empty id', call: 'drawsOf', args: { id: '' }, field: 'id', rule: 'empty' },
  { what: 'the explanation of an id over 256 characters', call: 'explainDraw', args: { id: tooLongId }, field: 'id', rule: '256' },
  { what: 'a balance series that ends before it starts', call: 'balanceSeries', args: { from: 5, to: 4 }, field: 'from', rule: 'after to' },
  { what: 'a headroom series from a negative time', call: 'headroomSeries', args: { from: -1, to: 4 }, field: 'from', rule: 'negative' },
];

/** A ledger with a grant, an accepted consumption and, under 'pending', a waiting one. */
function populatedLedger(create: (policy: Policy) => LedgerEngine, policy: Policy): LedgerEngine {
  const ledger = create(policy);
  ledger.addGrant({ id: 'g', amount: 10, start: 0, end: 10 });
  ledger.consume({ id: 'c', amount: 4, timestamp: 1 });
  ledger.consume({ id: 'waiting', amount: 50, timestamp: 2 });
  return ledger;
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

for (const factory of engineFactories) {
  describe(`the ${factory.name} engine refuses invalid calls`, () => {
    for (const policy of ['reject', 'pending'] as const) {
      for (const invalid of invalidCalls) {
        it(`throws for ${invalid.what} under '${policy}', naming ${invalid.field} and the rule, and changes nothing`, () => {
          const ledger = populatedLedger(factory.create, policy);
          const before = ledger.snapshot();
          const error = thrownBy(() => invokeCall(ledger, invalid));
          expect(error).toBeInstanceOf(Error);
          expect((error as Error).message).toContain(invalid.field);
          expect((error as Error).message).toContain(invalid.rule);
          expect(ledger.snapshot()).toStrictEqual(before);
        });
      }
    }

    it('throws for a pending consumption id retried with a new amount, and changes nothing', () => {
      const ledger = populatedLedger(factory.create, 'pending');
      const before = ledger.snapshot();
      const error = thrownBy(() => ledger.consume({ id: 'waiting', amount: 51, timestamp: 2 }));
      expect((error as Error).message).toContain('different parameters');
      expect(ledger.snapshot()).toStrictEqual(before);
    });

    it('throws for a grant that is not an object', () => {
      const ledger = factory.create('reject');
      expect(() => ledger.addGrant(null as never)).toThrow(/grant: must be an object/);
    });

    it('throws for an unknown policy', () => {
      expect(() => factory.create('sometimes' as Policy)).toThrow(/policy/);
    });
  });
}
