/**
 * The one place where time meets pixels. Every mark of the timeline (grant bars,
 * consumption markers, draw links, balance and headroom steps) is positioned with the
 * scale built here, so zooming moves them all together.
 *
 * Times are integers and a grant's window includes both ends. To make that inclusivity
 * visible, time `t` owns the cell `[t - 0.5, t + 0.5]` on the continuous scale: an axis
 * tick and a consumption marker at `t` sit in the middle of the cell, a grant bar covers
 * whole cells from its start to its end, and a step of balance or headroom changes on a
 * cell boundary.
 */
import { scaleLinear, type ScaleLinear } from 'd3';

export interface TimeRange {
  from: number;
  to: number;
}

export type TimeScale = ScaleLinear<number, number>;

/** The narrowest range a person can zoom to: a few whole time units stay visible. */
export const MIN_VISIBLE_SPAN = 6;

export function cellStart(t: number): number {
  return t - 0.5;
}

export function cellEnd(t: number): number {
  return t + 0.5;
}

/** Pads the engine's extent by half a cell on each side so the edge cells are whole. */
export function paddedExtent(extent: TimeRange): TimeRange {
  const span = Math.max(extent.to - extent.from, MIN_VISIBLE_SPAN);
  const middle = (extent.from + extent.to) / 2;
  const from = Math.min(cellStart(extent.from), middle - span / 2);
  const to = Math.max(cellEnd(extent.to), middle + span / 2);
  return { from, to };
}

/**
 * The range to draw: the stored visible range clipped to the scenario's extent. A range
 * left over from another scenario (no overlap at all) falls back to the whole extent, so
 * loading a preset never shows an empty stretch of time.
 */
export function effectiveRange(visible: TimeRange | null, extent: TimeRange): TimeRange {
  const full = paddedExtent(extent);
  if (visible === null) return full;
  const from = Math.max(visible.from, full.from);
  const to = Math.min(visible.to, full.to);
  if (to - from <= 0) return full;
  return { from, to };
}

export function createTimeScale(range: TimeRange, pixelFrom: number, pixelTo: number): TimeScale {
  return scaleLinear().domain([range.from, range.to]).range([pixelFrom, pixelTo]);
}

/**
 * Zooms around the middle of `range` by `factor` (> 1 zooms in), never narrower than
 * MIN_VISIBLE_SPAN and never wider than the scenario's extent.
 */
export function zoomedRange(range: TimeRange, factor: number, extent: TimeRange, middle = (range.from + range.to) / 2): TimeRange {
  const full = paddedExtent(extent);
  const fullSpan = full.to - full.from;
  const span = Math.min(fullSpan, Math.max(MIN_VISIBLE_SPAN, (range.to - range.from) / factor));
  const from = Math.min(Math.max(middle - span / 2, full.from), full.to - span);
  return { from, to: from + span };
}

/** Integer tick values only: time has no fractions, so "2.5" would be a lie. */
export function integerTicks(scale: TimeScale, count: number): number[] {
  return scale.ticks(count).filter((tick) => Number.isInteger(tick));
}

/** Index of the first element whose key is >= `value` in an array sorted by key. */
export function lowerBound<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(items[middle]) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The scale as `x = slope * t + offset`, for loops over thousands of points per frame
 * where calling the d3 scale itself would dominate the cost.
 */
export function linearMapping(scale: TimeScale): { slope: number; offset: number } {
  const [domainFrom, domainTo] = scale.domain();
  const [rangeFrom, rangeTo] = scale.range();
  const slope = (rangeTo - rangeFrom) / (domainTo - domainFrom);
  return { slope, offset: rangeFrom - slope * domainFrom };
}
