import { describe, expect, it } from 'vitest';
import { visibleRowRange } from './logScrolling';

describe('visibleRowRange', () => {
  it('renders the rows in view plus a margin on each side', () => {
    expect(visibleRowRange(4000, 400, 10_000)).toEqual({ first: 94, last: 116 });
  });

  it('never starts before the first row', () => {
    expect(visibleRowRange(0, 400, 10_000).first).toBe(0);
  });

  it('never ends after the last row', () => {
    expect(visibleRowRange(399_800, 400, 10_000).last).toBe(10_000);
  });
});
