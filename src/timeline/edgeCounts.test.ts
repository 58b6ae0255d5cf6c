import { describe, expect, it } from 'vitest';
import type { ConsumptionMark } from './consumptionMarks';
import { edgeCounts, grantEdgeIndex } from './edgeCounts';
import { NO_HIGHLIGHTS } from './markerLayout';

function mark(id: string, timestamp: number): ConsumptionMark {
  return { id, amount: 10, timestamp, status: 'accepted', draws: [], refusal: null };
}

const marks = [mark('a', 1), mark('b', 2), mark('c', 5), mark('d', 9), mark('e', 10)];
const markById = new Map(marks.map((item) => [item.id, item]));
const grants = grantEdgeIndex([
  { start: 0, end: 2 },
  { start: 3, end: 8 },
  { start: 9, end: 12 },
]);
const range = { from: 3, to: 8 };

describe('edgeCounts', () => {
  it('counts the consumptions and grants wholly before and after the visible range', () => {
    const counts = edgeCounts(marks, markById, grants, range, NO_HIGHLIGHTS);
    expect(counts.before).toMatchObject({ consumptions: 2, grants: 1 });
    expect(counts.after).toMatchObject({ consumptions: 2, grants: 1 });
  });

  it('counts what a drag would break or get accepted out of view, on each side', () => {
    const highlights = { broken: new Set(['a', 'c', 'e']), becomesAccepted: new Set(['d']) };
    const counts = edgeCounts(marks, markById, grants, range, highlights);
    expect([counts.before.broken, counts.after.broken, counts.after.becomesAccepted]).toEqual([1, 1, 1]);
  });

  it('counts nothing out of view when the range covers everything', () => {
    const counts = edgeCounts(marks, markById, grants, { from: -0.5, to: 12.5 }, NO_HIGHLIGHTS);
    expect(Object.values({ ...counts.before, ...counts.after }).every((count) => count === 0)).toBe(true);
  });
});
