import { describe, expect, it } from 'vitest';
import { GUTTER_WIDTH_PX, RIGHT_PADDING_PX, TIMELINE_MIN_WIDTH_PX, timelineMinWidth } from './dimensions';

describe('timelineMinWidth', () => {
  it('keeps 600 px for a busy scenario, which then scrolls on a phone', () => {
    expect(timelineMinWidth(500)).toBe(TIMELINE_MIN_WIDTH_PX);
    expect(timelineMinWidth(20_000)).toBe(TIMELINE_MIN_WIDTH_PX);
  });

  it('lets a lesson of a few operations fit a 390 px card (about 350 px inside)', () => {
    expect(timelineMinWidth(3)).toBeLessThanOrEqual(350);
    expect(timelineMinWidth(7)).toBeLessThanOrEqual(350);
  });

  it('gives each operation about 28 px of plot, with a floor that still fits a 320 px phone (its card is about 278 px inside)', () => {
    expect(timelineMinWidth(10)).toBe(GUTTER_WIDTH_PX + RIGHT_PADDING_PX + 280);
    expect(timelineMinWidth(0)).toBe(260);
    expect(timelineMinWidth(1)).toBe(260);
  });
});
