// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZoomToolbar } from './ZoomToolbar';

afterEach(cleanup);

function rangeText(from: number, to: number): string | null {
  render(<ZoomToolbar range={{ from, to }} canZoomIn canZoomOut onZoom={() => {}} onFit={() => {}} />);
  const text = screen.getByTestId('timeline-range').textContent;
  cleanup();
  return text;
}

describe('ZoomToolbar', () => {
  it('says the range in view as exact times', () => {
    expect(rangeText(-0.4, 11.2)).toBe('Showing t = 0 to 11');
  });

  it('says a range of Unix times as UTC dates, to the part that tells its edges apart', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    expect(rangeText(nov1 - 1_234_567, nov1 + 30 * 86_400_000 + 59_999)).toBe('Showing 2026-10-31 23:40 to 2026-12-01 00:00 UTC');
    expect(rangeText(nov1 / 1000, nov1 / 1000 + 3_600)).toBe('Showing 2026-11-01 00:00 to 2026-11-01 01:00 UTC');
    // Zoomed in further, seconds, and milliseconds where the times have them.
    expect(rangeText(nov1 + 250, nov1 + 30_000)).toBe('Showing 2026-11-01 00:00:01 to 2026-11-01 00:00:30 UTC');
    expect(rangeText(nov1 / 1000 - 2.5, nov1 / 1000 + 3.5)).toBe('Showing 2026-10-31 23:59:58 to 2026-11-01 00:00:03 UTC');
    expect(rangeText(nov1 + 0.5, nov1 + 6.5)).toBe('Showing 2026-11-01 00:00:00.001 to 2026-11-01 00:00:00.006 UTC');
  });
});
