import { describe, expect, it } from 'vitest';
import { presetScenario } from '../scenario/presets';
import { replayOperations } from '../scenario/replay';
import { createCreditLedger } from './engineFactory';
import { createLedgerService } from './ledgerService';
import { diffStatuses, finalStatuses, timeExtentOf } from './scenarioStatus';

describe('timeExtentOf', () => {
  it('adds a margin around the earliest and latest times', () => {
    expect(timeExtentOf([{ kind: 'grant', id: 'g', amount: 1, start: 100, end: 200 }])).toEqual({ from: 95, to: 205 });
  });

  it('ends at the largest safe integer, which the ledger still takes as a time', () => {
    const far = Number.MAX_SAFE_INTEGER;
    expect(timeExtentOf([{ kind: 'consume', id: 'c', amount: 1, timestamp: far }]).to).toBe(far);
    expect(timeExtentOf([{ kind: 'grant', id: 'g', amount: 1, start: 0, end: 9e15 }]).to).toBe(far);
  });

  it('derives a scenario whose times reach the largest safe integer', () => {
    const operations = [
      { kind: 'grant', id: 'g', amount: 5, start: 0, end: Number.MAX_SAFE_INTEGER },
      { kind: 'consume', id: 'c', amount: 2, timestamp: Number.MAX_SAFE_INTEGER },
    ] as const;
    const service = createLedgerService(createCreditLedger);
    const answer = service.compute({ update: { kind: 'replace', scenario: { policy: 'reject', operations: [...operations] } }, step: null, patchable: false });
    expect(answer.timeExtent.to).toBe(Number.MAX_SAFE_INTEGER);
    expect(JSON.parse(answer.balanceSeries).length).toBeGreaterThan(0);
  });

  it('leaves out a grant end far past every start and consumption: credit that never expires', () => {
    const operations = [
      { kind: 'grant', id: 'monthly', amount: 100, start: 0, end: 30 },
      { kind: 'grant', id: 'forever', amount: 50, start: 5, end: 1_000_000_000 },
      { kind: 'consume', id: 'c', amount: 30, timestamp: 40 },
    ] as const;
    expect(timeExtentOf([...operations])).toEqual({ from: 0, to: 42 });
    // Within ten times the span of the events, an end still stretches the axis.
    expect(timeExtentOf([...operations.slice(0, 1), { ...operations[1], end: 440 }, operations[2]]).to).toBe(462);
    // With no consumption yet, the windows are all there is to see.
    expect(timeExtentOf([...operations.slice(0, 2)]).to).toBe(1_050_000_000);
  });

  it('keeps a lone window that no other grant puts in scale, unless it is a thousand spans away', () => {
    const consumption = { kind: 'consume', id: 'c', amount: 1, timestamp: 5 } as const;
    expect(timeExtentOf([{ kind: 'grant', id: 'g', amount: 10, start: 0, end: 1_000 }, consumption]).to).toBe(1_050);
    expect(timeExtentOf([{ kind: 'grant', id: 'g', amount: 10, start: 0, end: 1_000_000 }, consumption]).to).toBe(6);
    // Every grant never expiring: the events fill the axis.
    const forever = [0, 3, 4].map((start) => ({ kind: 'grant', id: `g${start}`, amount: 10, start, end: 1e9 }) as const);
    expect(timeExtentOf([...forever, consumption]).to).toBe(6);
  });

  it('falls back to a small range for an empty scenario', () => {
    expect(timeExtentOf([])).toEqual({ from: 0, to: 10 });
  });
});

describe('finalStatuses and diffStatuses', () => {
  it('counts a resolved pending consumption as accepted', () => {
    const scenario = presetScenario('Pending resolution');
    const statuses = finalStatuses(scenario.operations, replayOperations(createCreditLedger(scenario.policy), scenario.operations));
    expect(statuses.get('p1')).toBe('accepted');
    expect(statuses.get('p3')).toBe('accepted');
  });

  it('reports only the consumptions whose status changed', () => {
    const before = new Map([['a', 'accepted'], ['b', 'rejected']] as const);
    const after = new Map([['a', 'rejected'], ['b', 'rejected']] as const);
    expect(diffStatuses(new Map(before), new Map(after))).toEqual([{ id: 'a', before: 'accepted', after: 'rejected' }]);
  });

  it('reports ids on one side only as absent on the other, in id order', () => {
    const before = new Map([['c2', 'accepted'], ['c10', 'pending'], ['x', 'accepted']] as const);
    const after = new Map([['x', 'accepted'], ['a1', 'rejected'], ['c2', 'rejected']] as const);
    expect(diffStatuses(before, after)).toEqual([
      { id: 'a1', before: 'absent', after: 'rejected' },
      { id: 'c10', before: 'pending', after: 'absent' },
      { id: 'c2', before: 'accepted', after: 'rejected' },
    ]);
  });

  it('works the statuses out once per answer, and again for other operations', () => {
    const scenario = presetScenario('Pending resolution');
    const outcomes = replayOperations(createCreditLedger(scenario.policy), scenario.operations);
    const first = finalStatuses(scenario.operations, outcomes);
    expect(finalStatuses(scenario.operations, outcomes)).toBe(first);
    const fewer = scenario.operations.slice(0, -1);
    expect(finalStatuses(fewer, outcomes.slice(0, -1))).not.toBe(first);
  });
});
