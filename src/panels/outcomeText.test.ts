import { describe, expect, it } from 'vitest';
import { describeOutcome } from './outcomeText';
import type { OperationOutcome } from '../worker/protocol';

describe('describeOutcome', () => {
  it('says accepted for an accepted consumption', () => {
    expect(describeOutcome({ kind: 'consume', result: { status: 'accepted' }, resolvedBy: null })).toEqual({ status: 'accepted', text: 'accepted' });
  });

  it('gives the shortfall of an insufficient refusal', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 10 }, resolvedBy: null };
    expect(describeOutcome(outcome).text).toBe('rejected: insufficient (short 10)');
  });

  it('names what a would-break refusal would break', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'rejected', reason: 'would-break', broken: ['c_late', 'c9'] }, resolvedBy: null };
    expect(describeOutcome(outcome).text).toBe('rejected: would break c_late, c9');
  });

  it('says why a consumption is pending', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending', reason: 'would-break', broken: ['c_late'] }, resolvedBy: null };
    expect(describeOutcome(outcome)).toEqual({ status: 'pending', text: 'pending (would break c_late)' });
  });

  it('names the grant that resolved a pending consumption', () => {
    const outcome: OperationOutcome = { kind: 'consume', result: { status: 'pending', reason: 'insufficient', shortfall: 20 }, resolvedBy: 'topup' };
    expect(describeOutcome(outcome)).toEqual({ status: 'accepted', text: 'resolved by grant topup', detail: 'was pending: insufficient (short 20)' });
  });

  it('lists the pending consumptions a grant resolved', () => {
    expect(describeOutcome({ kind: 'grant', resolved: ['p1'] }).text).toBe('grant — resolved p1');
  });

  it('shows the engine message of a refused call', () => {
    expect(describeOutcome({ kind: 'error', message: 'start: must not be after end' })).toEqual({ status: 'error', text: 'error: start: must not be after end' });
  });

  it('says computing while no outcome is known yet', () => {
    expect(describeOutcome(undefined).status).toBe('computing');
  });
});
