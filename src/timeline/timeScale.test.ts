import { describe, expect, it } from 'vitest';
import {
  createTimeScale,
  effectiveRange,
  integerTicks,
  MIN_VISIBLE_SPAN,
  paddedExtent,
  zoomedRange,
} from './timeScale';

const extent = { from: 0, to: 100 };

describe('timeScale', () => {
  it('pads the extent by half a cell so the first and last times are whole cells', () => {
    expect(paddedExtent(extent)).toEqual({ from: -0.5, to: 100.5 });
  });

  it('widens a tiny extent to the minimum visible span', () => {
    const padded = paddedExtent({ from: 5, to: 5 });
    expect(padded.to - padded.from).toBe(MIN_VISIBLE_SPAN);
  });

  it('shows the whole extent when no range is stored', () => {
    expect(effectiveRange(null, extent)).toEqual(paddedExtent(extent));
  });

  it('keeps a stored range that lies inside the extent', () => {
    expect(effectiveRange({ from: 10, to: 20 }, extent)).toEqual({ from: 10, to: 20 });
  });

  it('falls back to the whole extent when the stored range belongs to another scenario', () => {
    expect(effectiveRange({ from: 5_000, to: 6_000 }, extent)).toEqual(paddedExtent(extent));
  });

  it('zooms in around the middle of the range', () => {
    expect(zoomedRange({ from: 20, to: 60 }, 2, extent)).toEqual({ from: 30, to: 50 });
  });

  it('never zooms in narrower than the minimum visible span', () => {
    const zoomed = zoomedRange({ from: 40, to: 48 }, 100, extent);
    expect(zoomed.to - zoomed.from).toBe(MIN_VISIBLE_SPAN);
  });

  it('never zooms out past the extent', () => {
    expect(zoomedRange({ from: 10, to: 90 }, 0.25, extent)).toEqual(paddedExtent(extent));
  });

  it('offers only integer ticks, since time has no fractions', () => {
    const scale = createTimeScale({ from: 2.2, to: 4.4 }, 0, 1000);
    expect(integerTicks(scale, 10)).toEqual([3, 4]);
  });
});
