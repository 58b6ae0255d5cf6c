import { describe, expect, it } from 'vitest';
import type { ComputeResult } from '../worker/protocol';
import { buildConsumptionMarks, describeRefusal } from './consumptionMarks';
import { pendingOperations, pendingResult, seedExample2Operations, seedExample2Result } from './testing/fixtures';

describe('buildConsumptionMarks', () => {
  it('reads a rejected attempt from its outcome and its operation', () => {
    const early = buildConsumptionMarks(seedExample2Result, seedExample2Operations).find((mark) => mark.id === 'c_early');
    expect(early).toMatchObject({ status: 'rejected', amount: 30, timestamp: 2, refusal: ['would break ', { id: 'c_late' }] });
  });

  it('sorts marks by time, then id', () => {
    const marks = buildConsumptionMarks(seedExample2Result, seedExample2Operations);
    expect(marks.map((mark) => mark.id)).toEqual(['c_early', 'c_small', 'c_late']);
  });

  it('shows only the accepted mark of an id that was refused before it was accepted', () => {
    const retried: ComputeResult = {
      ...seedExample2Result,
      outcomes: [
        ...seedExample2Result.outcomes,
        { kind: 'consume', result: { status: 'rejected', reason: 'insufficient', shortfall: 5 }, resolvedBy: null },
      ],
    };
    const operations = [...seedExample2Operations, { kind: 'consume' as const, id: 'c_small', amount: 25, timestamp: 9 }];
    const smalls = buildConsumptionMarks(retried, operations).filter((mark) => mark.id === 'c_small');
    expect(smalls).toEqual([expect.objectContaining({ status: 'accepted', amount: 20 })]);
  });

  it('keeps a pending consumption with the reason it waits', () => {
    const [pending] = buildConsumptionMarks(pendingResult, pendingOperations);
    expect(pending).toMatchObject({ id: 'p1', status: 'pending', refusal: ['needs 20 more credits at its time'] });
  });

  it('skips outcomes whose operation no longer lines up with the scenario', () => {
    const edited = [...seedExample2Operations];
    edited[2] = { kind: 'grant', id: 'g2', amount: 5, start: 0, end: 1 };
    const statuses = buildConsumptionMarks(seedExample2Result, edited).map((mark) => mark.status);
    expect(statuses).not.toContain('rejected');
  });
});

describe('describeRefusal', () => {
  it('writes the shortfall with thousands separators, like every other number', () => {
    expect(describeRefusal({ status: 'pending', reason: 'insufficient', shortfall: 263_958_979 })).toEqual(['needs 263,958,979 more credits at its time']);
  });
});
