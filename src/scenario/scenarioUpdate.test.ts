import { describe, expect, it } from 'vitest';
import { isPrefixOf, recordAppend, updateFrom, updatedScenario } from './scenarioUpdate';
import type { Operation, Scenario } from './types';

const op = (id: string): Operation => ({ kind: 'consume', id, amount: 1, timestamp: 0 });

describe('isPrefixOf', () => {
  const base = [op('a'), op('b')];
  const appended = [...base, op('c')];
  const again = [...appended, op('d')];
  recordAppend(appended, base);
  recordAppend(again, appended);

  it('follows recorded appends without comparing operations', () => {
    expect(isPrefixOf(base, again)).toBe(true);
  });

  it('compares operation by operation what no append was recorded for', () => {
    expect(isPrefixOf(base, [...base, op('x')])).toBe(true);
    expect(isPrefixOf(base, [op('a'), op('b'), op('c')])).toBe(false);
    expect(isPrefixOf(again, base)).toBe(false);
  });
});

describe('scenario updates', () => {
  it('send an append as its new operations, and anything else whole', () => {
    const held: Scenario = { policy: 'reject', operations: [op('a')] };
    const next: Scenario = { policy: 'reject', operations: [...held.operations, op('b')] };
    const update = updateFrom(held, next);
    expect(update).toEqual({ kind: 'append', operations: [next.operations[1]] });
    expect(updatedScenario(held, update)).toEqual(next);
    expect(updateFrom(held, { ...next, policy: 'pending' }).kind).toBe('replace');
    expect(() => updatedScenario(null, update)).toThrow();
  });

  it('send the same scenario again (another playback step) as an empty append', () => {
    const held: Scenario = { policy: 'reject', operations: [op('a'), op('b')] };
    expect(updateFrom(held, held)).toEqual({ kind: 'append', operations: [] });
    expect(updatedScenario(held, updateFrom(held, held))).toEqual(held);
    expect(updateFrom(held, { policy: 'reject', operations: [op('a'), op('c')] }).kind).toBe('replace');
  });
});
