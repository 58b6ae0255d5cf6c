import { describe, expect, it } from 'vitest';
import type { GrantView } from '../ledger/types';
import { packGrantLanes } from './grantPacking';

function grant(id: string, start: number, end: number): GrantView {
  return { id, amount: 10, start, end, drawn: 0, left: 10 };
}

function lanesOf(grants: GrantView[]): string[][] {
  return packGrantLanes(grants).lanes.map((lane) => lane.map((item) => item.id));
}

describe('packGrantLanes', () => {
  it('puts grants whose windows do not overlap in one lane, in time order', () => {
    expect(lanesOf([grant('b', 11, 20), grant('a', 0, 10), grant('c', 21, 30)])).toEqual([['a', 'b', 'c']]);
  });

  it('keeps grants sharing a time apart, since both ends are included', () => {
    expect(lanesOf([grant('a', 0, 10), grant('b', 10, 20)])).toEqual([['a'], ['b']]);
  });

  it('reuses the lowest free lane, so the lane count is the most grants open at once', () => {
    const grants = [grant('long', 0, 100), grant('x', 0, 5), grant('y', 3, 8), grant('z', 6, 9), grant('w', 9, 12)];
    expect(lanesOf(grants)).toEqual([['long'], ['x', 'z'], ['y', 'w']]);
  });

  it('indexes each grant by its lane', () => {
    const { laneOf } = packGrantLanes([grant('a', 0, 10), grant('b', 5, 6), grant('c', 11, 12)]);
    expect([...laneOf]).toEqual([['a', 0], ['b', 1], ['c', 0]]);
  });

  it('packs 20,000 grants that all overlap into 20,000 lanes quickly', () => {
    const grants = Array.from({ length: 20_000 }, (_, index) => grant(`g${index}`, index, 100_000));
    const started = performance.now();
    expect(packGrantLanes(grants).lanes).toHaveLength(20_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
