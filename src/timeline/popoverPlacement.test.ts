import { describe, expect, it } from 'vitest';
import { popoverPlacement } from './popoverPlacement';

describe('popoverPlacement', () => {
  it('hangs under the button where it fits', () => {
    expect(popoverPlacement({ left: 100, bottom: 200 }, 760, { width: 1440, height: 900 })).toEqual({ top: 206, left: 100, maxHeight: 682 });
  });

  it('moves left to stay inside a narrow window, the way it ran off a 1024 px page', () => {
    expect(popoverPlacement({ left: 452, bottom: 180 }, 760, { width: 1024, height: 768 }).left).toBe(1024 - 760 - 12);
    expect(popoverPlacement({ left: 300, bottom: 180 }, 366, { width: 390, height: 844 }).left).toBe(12);
  });

  it('starts at the top of the window when the button is near its bottom', () => {
    expect(popoverPlacement({ left: 100, bottom: 600 }, 760, { width: 1280, height: 720 })).toEqual({ top: 12, left: 100, maxHeight: 696 });
  });
});
