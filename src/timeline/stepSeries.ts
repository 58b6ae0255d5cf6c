/**
 * Prepares balance and headroom step series for drawing: keeps only the visible part and,
 * when there are more steps than pixels, keeps per pixel column the first, lowest,
 * highest and last point (the "M4" reduction), which draws the same picture as every
 * point would at a fraction of the cost.
 */
import type { StepPoint } from '../ledger/types';
import { cellStart, lowerBound, type TimeRange, type TimeScale } from './timeScale';

export interface ChartPoint {
  x: number;
  value: number;
}

/**
 * Points in pixels for a step-after line across the whole visible range. A value that
 * changes at time `t` holds from the start of `t`'s cell, so the step is drawn on the
 * cell boundary just left of the tick for `t`.
 */
export function visibleStepPoints(points: readonly StepPoint[], scale: TimeScale, range: TimeRange): ChartPoint[] {
  if (points.length === 0) return [];
  const byCell = (point: StepPoint) => cellStart(point.t);
  const firstInside = lowerBound(points, range.from, byCell);
  const start = Math.max(0, firstInside - 1);
  const afterLast = lowerBound(points, range.to, byCell);
  const chart: ChartPoint[] = [];
  for (let index = start; index < afterLast; index += 1) {
    const time = Math.max(cellStart(points[index].t), range.from);
    chart.push({ x: scale(time), value: points[index].value });
  }
  if (chart.length > 0) chart.push({ x: scale(range.to), value: chart[chart.length - 1].value });
  return reduceToPixelColumns(chart);
}

/** The M4 reduction: at most four points per pixel column, in their original order. */
export function reduceToPixelColumns(points: readonly ChartPoint[]): ChartPoint[] {
  const reduced: ChartPoint[] = [];
  let columnStart = 0;
  while (columnStart < points.length) {
    const column = Math.floor(points[columnStart].x);
    let columnEnd = columnStart;
    let lowest = columnStart;
    let highest = columnStart;
    while (columnEnd + 1 < points.length && Math.floor(points[columnEnd + 1].x) === column) {
      columnEnd += 1;
      if (points[columnEnd].value < points[lowest].value) lowest = columnEnd;
      if (points[columnEnd].value > points[highest].value) highest = columnEnd;
    }
    const kept = [...new Set([columnStart, lowest, highest, columnEnd])].sort((a, b) => a - b);
    for (const index of kept) reduced.push(points[index]);
    columnStart = columnEnd + 1;
  }
  return reduced;
}

export function highestValue(points: readonly ChartPoint[]): number {
  return points.reduce((most, point) => Math.max(most, point.value), 0);
}
