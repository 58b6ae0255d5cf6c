import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceToPixelColumns, valueAtTime, visibleStepPoints } from './stepSeries';
import { createTimeScale } from './timeScale';
import type { ChartPoint } from './stepSeries';

/** M4 spelled out: per pixel column, its first, lowest, highest and last point, in order. */
function naiveM4(points: readonly ChartPoint[]): ChartPoint[] {
  const columns = new Map<number, ChartPoint[]>();
  for (const point of points) columns.set(Math.floor(point.x), [...(columns.get(Math.floor(point.x)) ?? []), point]);
  return [...columns.values()].flatMap((column) => {
    const values = column.map((point) => point.value);
    const kept = new Set([0, values.indexOf(Math.min(...values)), values.indexOf(Math.max(...values)), column.length - 1]);
    return [...kept].sort((a, b) => a - b).map((index) => column[index]);
  });
}


const series = [
  { t: 0, value: 100 },
  { t: 2, value: 80 },
  { t: 8, value: 0 },
];

describe('stepSeries', () => {
  it('starts at the value holding at the left edge of the visible range', () => {
    const range = { from: 3.5, to: 9.5 };
    const points = visibleStepPoints(series, createTimeScale(range, 0, 600), range);
    expect(points[0]).toEqual({ x: 0, value: 80 });
  });

  it('steps on the cell boundary just before the time of the change', () => {
    const range = { from: -0.5, to: 9.5 };
    const points = visibleStepPoints(series, createTimeScale(range, 0, 1000), range);
    expect(points.map((point) => [point.x, point.value])).toEqual([
      [0, 100],
      [200, 80],
      [800, 0],
      [1000, 0],
    ]);
  });

  it('keeps at most four points per pixel column, with the extremes', () => {
    // Ten points in pixel column 5: first 0, highest 8 (index 8), lowest and last -9 (index 9).
    const dense = Array.from({ length: 10 }, (_, index) => ({ x: 5 + index / 100, value: index % 2 === 0 ? index : -index }));
    expect(reduceToPixelColumns(dense).map((point) => point.value)).toEqual([0, 8, -9]);
  });

  it('reduces any increasing run of points as M4 spelled out does', () => {
    const steps = fc.array(fc.record({ dx: fc.double({ min: 0, max: 1.5, noNaN: true }), value: fc.integer({ min: -5, max: 5 }) }), { maxLength: 60, size: 'max' });
    fc.assert(
      fc.property(steps, (raw) => {
        let x = 0;
        const points = raw.map(({ dx, value }) => ({ x: (x += dx), value }));
        expect(reduceToPixelColumns(points)).toEqual(naiveM4(points));
      }),
    );
  });
});

describe('valueAtTime', () => {
  it('reads the value that holds at a time, including at a change', () => {
    expect([1, 2, 7, 8, 20].map((t) => valueAtTime(series, t))).toEqual([100, 80, 80, 0, 0]);
  });

  it('reads zero before the first point', () => {
    expect(valueAtTime([{ t: 5, value: 10 }], 4)).toBe(0);
  });
});
