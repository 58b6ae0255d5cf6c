/**
 * Turning a pointer position into a candidate time. Ledger times are whole, non-negative
 * safe integers, so the pointer snaps to the nearest whole time unit (or, on Unix times, a
 * round step) and never leaves the range the engine accepts.
 */

import { unixUnitOf } from '../text/unixDates';

/** The part of a d3 continuous scale this module needs: pixels back to time. */
export interface InvertibleScale {
  invert(pixel: number): number;
}

/**
 * Round steps of Unix times, in milliseconds: a second, a minute, 5, 15 and 30 minutes, an
 * hour. A month's timeline holds about 45 minutes per pixel, and a drop there at
 * "16:48:00.084" named a millisecond nobody chose.
 */
const UNIX_MS_STEPS = [1000, 60_000, 300_000, 900_000, 1_800_000, 3_600_000];

/**
 * The time nearest to the pixel `x` on the scale, clamped to [0, MAX_SAFE_INTEGER]: a whole
 * time unit, or for Unix times (text/unixDates.ts) the largest round step a pixel spans, so
 * every pixel still reaches its own time.
 */
export function snapTimeAtPixel(xScale: InvertibleScale, x: number): number {
  const time = xScale.invert(x);
  if (unixUnitOf(Math.round(time)) === null) return clampTime(Math.round(time));
  const step = roundUnixStep(Math.round(time), Math.abs(xScale.invert(x + 1) - time));
  return clampTime(Math.round(time / step) * step);
}

/**
 * The largest round step within `span` time units, for times in the Unix unit of `time`
 * (milliseconds or seconds); 1 where none is, or where `time` is not a Unix time.
 */
export function roundUnixStep(time: number, span: number): number {
  const unit = unixUnitOf(time);
  if (unit === null) return 1;
  const step = UNIX_MS_STEPS.reduce((chosen, candidate) => (candidate <= span * unit ? candidate : chosen), unit);
  return step / unit;
}

/** Keeps a time inside what the engine accepts; NaN (a degenerate scale) becomes 0. */
export function clampTime(time: number): number {
  if (Number.isNaN(time) || time < 0) return 0;
  return Math.min(time, Number.MAX_SAFE_INTEGER);
}
