/**
 * Turning a pointer position into a candidate time. Ledger times are whole, non-negative
 * safe integers, so the pointer snaps to the nearest whole time unit and never leaves
 * the range the engine accepts.
 */

/** The part of a d3 continuous scale this module needs: pixels back to time. */
export interface InvertibleScale {
  invert(pixel: number): number;
}

/** The whole time unit nearest to the pixel `x` on the scale, clamped to [0, MAX_SAFE_INTEGER]. */
export function snapTimeAtPixel(xScale: InvertibleScale, x: number): number {
  return clampTime(Math.round(xScale.invert(x)));
}

/** Keeps a time inside what the engine accepts; NaN (a degenerate scale) becomes 0. */
export function clampTime(time: number): number {
  if (Number.isNaN(time) || time < 0) return 0;
  return Math.min(time, Number.MAX_SAFE_INTEGER);
}
