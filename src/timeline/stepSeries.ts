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

/** A point of the column being reduced, with its place in the column. */
interface ColumnPoint {
  index: number;
  x: number;
  value: number;
}

/**
 * The M4 reduction, streamed: at most four points per pixel column (first, lowest,
 * highest, last), in their original order, without building the unreduced list first.
 * Only the four candidates of the current column are kept, and an object is made only for
 * a point that is kept: at 20,000 steps per series, one object per step was most of the
 * chart's time, in garbage collection.
 */
export class PixelColumnReducer {
  private readonly reduced: ChartPoint[] = [];
  private count = 0;
  private column = 0;
  private readonly first: ColumnPoint = { index: 0, x: 0, value: 0 };
  private readonly lowest: ColumnPoint = { index: 0, x: 0, value: 0 };
  private readonly highest: ColumnPoint = { index: 0, x: 0, value: 0 };
  private readonly last: ColumnPoint = { index: 0, x: 0, value: 0 };

  add(x: number, value: number): void {
    const column = Math.floor(x);
    if (this.count > 0 && column !== this.column) this.flush();
    const index = this.count;
    if (index === 0) {
      this.column = column;
      set(this.first, index, x, value);
    }
    if (index === 0 || value < this.lowest.value) set(this.lowest, index, x, value);
    if (index === 0 || value > this.highest.value) set(this.highest, index, x, value);
    set(this.last, index, x, value);
    this.count += 1;
  }

  finish(): ChartPoint[] {
    this.flush();
    return this.reduced;
  }

  private flush(): void {
    if (this.count === 0) return;
    const kept = [this.first, this.lowest, this.highest, this.last].sort((a, b) => a.index - b.index);
    kept.forEach((point, position) => {
      if (position === 0 || point.index !== kept[position - 1].index) this.reduced.push({ x: point.x, value: point.value });
    });
    this.count = 0;
  }
}

function set(point: ColumnPoint, index: number, x: number, value: number): void {
  point.index = index;
  point.x = x;
  point.value = value;
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
