/**
 * Prepares balance and headroom step series for drawing: keeps only the visible part and,
 * when there are more steps than pixels, keeps per pixel column the first, lowest,
 * highest and last point (the "M4" reduction), which draws the same picture as every
 * point would at a fraction of the cost.
 */
import type { StepPoint } from '../ledger/types';
import { cellStart, linearMapping, lowerBound, type TimeRange, type TimeScale } from './timeScale';

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
  const start = Math.max(0, lowerBound(points, range.from, byCell) - 1);
  const afterLast = lowerBound(points, range.to, byCell);
  const { slope, offset } = linearMapping(scale);
  const reducer = new PixelColumnReducer();
  for (let index = start; index < afterLast; index += 1) {
    const time = Math.max(cellStart(points[index].t), range.from);
    reducer.add(slope * time + offset, points[index].value);
  }
  const lastValue = points[Math.max(start, afterLast - 1)].value;
  reducer.add(slope * range.to + offset, lastValue);
  return reducer.finish();
}

/**
 * The M4 reduction, streamed: at most four points per pixel column (first, lowest,
 * highest, last), in their original order, without building the unreduced list first.
 */
export class PixelColumnReducer {
  private readonly reduced: ChartPoint[] = [];
  private column: ChartPoint[] = [];
  private lowest = 0;
  private highest = 0;

  add(x: number, value: number): void {
    const point = { x, value };
    if (this.column.length > 0 && Math.floor(this.column[0].x) !== Math.floor(x)) this.flush();
    const index = this.column.length;
    if (index === 0 || value < this.column[this.lowest].value) this.lowest = index;
    if (index === 0 || value > this.column[this.highest].value) this.highest = index;
    this.column.push(point);
  }

  finish(): ChartPoint[] {
    this.flush();
    return this.reduced;
  }

  private flush(): void {
    const last = this.column.length - 1;
    const kept = [...new Set([0, this.lowest, this.highest, last])].sort((a, b) => a - b);
    for (const index of kept) if (index >= 0) this.reduced.push(this.column[index]);
    this.column = [];
  }
}

export function reduceToPixelColumns(points: readonly ChartPoint[]): ChartPoint[] {
  const reducer = new PixelColumnReducer();
  for (const point of points) reducer.add(point.x, point.value);
  return reducer.finish();
}

export function highestValue(points: readonly ChartPoint[]): number {
  return points.reduce((most, point) => Math.max(most, point.value), 0);
}

/** The value a step series holds at time `t` (0 before its first point). */
export function valueAtTime(points: readonly StepPoint[], t: number): number {
  const afterT = lowerBound(points, t + 1, (point) => point.t);
  return afterT === 0 ? 0 : points[afterT - 1].value;
}
