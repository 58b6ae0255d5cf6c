import { scaleLinear } from 'd3';
import { describe, expect, it } from 'vitest';
import { clampTime, snapTimeAtPixel } from './snapTime';

// Ten pixels per time unit, starting at t=0 on pixel 0.
const xScale = scaleLinear().domain([0, 100]).range([0, 1000]);

describe('snapTimeAtPixel', () => {
  it('snaps a pixel between two time units to the nearer one', () => {
    expect(snapTimeAtPixel(xScale, 23)).toBe(2);
    expect(snapTimeAtPixel(xScale, 27)).toBe(3);
  });

  it('rounds an exact half unit up, as Math.round does', () => {
    expect(snapTimeAtPixel(xScale, 25)).toBe(3);
  });

  it('never returns a negative time for a pixel left of t=0', () => {
    expect(snapTimeAtPixel(xScale, -80)).toBe(0);
  });

  it('follows a zoomed scale', () => {
    const zoomed = scaleLinear().domain([40, 50]).range([0, 1000]);
    expect(snapTimeAtPixel(zoomed, 440)).toBe(44);
  });

  it('snaps Unix milliseconds to the largest round step a pixel spans', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    // A month over 900 px: about 48 minutes a pixel, so half hours.
    const month = scaleLinear().domain([nov1, nov1 + 30 * 86_400_000]).range([0, 900]);
    const time = snapTimeAtPixel(month, 333);
    expect(time % 1_800_000).toBe(0);
    expect(Math.abs(time - month.invert(333))).toBeLessThanOrEqual(900_000);
    // Neighbouring pixels still reach different times.
    expect(snapTimeAtPixel(month, 334)).toBeGreaterThan(time);
    // Zoomed to a few seconds a pixel: whole seconds.
    const minutes = scaleLinear().domain([nov1, nov1 + 3_600_000]).range([0, 900]);
    expect(snapTimeAtPixel(minutes, 451) % 1000).toBe(0);
    // Zoomed past a millisecond a pixel: every millisecond.
    const fine = scaleLinear().domain([nov1, nov1 + 100]).range([0, 1000]);
    expect(snapTimeAtPixel(fine, 23)).toBe(nov1 + 2);
  });

  it('snaps Unix seconds to the same round steps, in seconds', () => {
    const nov1 = Date.UTC(2026, 10, 1) / 1000;
    const month = scaleLinear().domain([nov1, nov1 + 30 * 86_400]).range([0, 900]);
    expect(snapTimeAtPixel(month, 333) % 1_800).toBe(0);
    const fine = scaleLinear().domain([nov1, nov1 + 100]).range([0, 1000]);
    expect(snapTimeAtPixel(fine, 23)).toBe(nov1 + 2);
  });
});

describe('clampTime', () => {
  it('turns NaN from a degenerate scale into 0', () => {
    expect(clampTime(Number.NaN)).toBe(0);
  });

  it('caps a time at Number.MAX_SAFE_INTEGER', () => {
    expect(clampTime(Number.MAX_SAFE_INTEGER * 2)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
