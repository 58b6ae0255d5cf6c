import { describe, expect, it } from 'vitest';
import { plainText } from '../text/phrase';
import { describeOutcome } from './outcomeText';
import type { OperationOutcome } from '../worker/protocol';

function textOf(outcome: OperationOutcome | undefined): string {
  return plainText(describeOutcome(outcome).text);
}

describe('describeOutcome', () => {
  it('says accepted for an accepted consumption', () => {
    const described = describeOutcome({ kind: 'consume', result: { status: 'accepted' }, resolvedBy: null });
    expect([described.status, plainText(described.text)]).toEqual(['accepted', 'accepted']);
  });

  it('gives the shortfall of an insufficient refusal', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 10 }, resolvedBy: null };
    expect(textOf(outcome)).toBe('rejected: insufficient (short 10)');
  });

  it('names what a would-break refusal would break', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken: ['c_late', 'c9'] }, resolvedBy: null };
    expect(textOf(outcome)).toBe('rejected: would break c_late, c9');
  });

  it('marks each broken id as an id, apart from the words', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken: ['c_late', 'c9'] }, resolvedBy: null };
    expect(describeOutcome(outcome).text).toEqual(['rejected: would break ', { id: 'c_late' }, ', ', { id: 'c9' }]);
  });

  it('says why a consumption is pending', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending', reason: 'would-break', broken: ['c_late'] }, resolvedBy: null };
    const described = describeOutcome(outcome);
    expect([described.status, plainText(described.text)]).toEqual(['pending', 'pending: would break c_late']);
  });

  it('names the grant that resolved a pending consumption', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending', reason: 'insufficient', shortfall: 20 }, resolvedBy: 'topup' };
    const described = describeOutcome(outcome);
    expect([described.status, plainText(described.text), plainText(described.detail ?? [])]).toEqual([
      'accepted',
      'resolved by grant topup',
      'was pending: insufficient (short 20)',
    ]);
  });

  it('lists the pending consumptions a grant resolved', () => {
    expect(textOf({ kind: 'grant', resolved: ['p1'] })).toBe('grant — resolved p1');
  });

  it('shows the engine message of a refused call', () => {
    const described = describeOutcome({ kind: 'error', message: 'start: must not be after end' });
    expect([described.status, plainText(described.text)]).toEqual(['error', 'error: start: must not be after end']);
  });

  it('isolates the id an engine message quotes', () => {
    const text = describeOutcome({ kind: 'error', message: 'id: grant id "g\u202E1" already exists with different parameters' }).text;
    expect(text).toEqual(['error: id: grant id "', { id: 'g\u202E1' }, '" already exists with different parameters']);
  });

  it('says computing while no outcome is known yet', () => {
    expect(describeOutcome(undefined).status).toBe('computing');
  });

  it('words an identical repeated grant as a retry that changed nothing', () => {
    const described = describeOutcome({ kind: 'grant', resolved: [] }, { retryOf: 1 });
    expect([described.status, plainText(described.text)]).toEqual(['grant', 'retry of #1: no change']);
  });

  it('words a waiting consumption arriving again as a retry of its first arrival', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending' }, resolvedBy: null };
    const described = describeOutcome(outcome, { retryOf: 4 });
    expect([described.status, plainText(described.text)]).toEqual(['pending', 'retry of #4: no change (still pending)']);
  });

  it('gives a pending consumption its reason on the ledger now, and the one at arrival in the tooltip', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending', reason: 'insufficient', shortfall: 15 }, resolvedBy: null };
    const described = describeOutcome(outcome, { pendingNow: { id: 'p3', shortfall: 5, broken: [] } });
    expect(plainText(described.text)).toBe('pending: insufficient (short 5)');
    expect(plainText(described.detail ?? [])).toBe('at arrival: insufficient (short 15)');
  });

  it('writes large shortfalls with thousands separators', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 8000 }, resolvedBy: null };
    expect(textOf(outcome)).toBe('rejected: insufficient (short 8,000)');
  });
});
