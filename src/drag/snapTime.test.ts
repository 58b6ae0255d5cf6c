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
});

describe('clampTime', () => {
  it('turns NaN from a degenerate scale into 0', () => {
    expect(clampTime(Number.NaN)).toBe(0);
  });

  it('caps a time at Number.MAX_SAFE_INTEGER', () => {
    expect(clampTime(Number.MAX_SAFE_INTEGER * 2)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
