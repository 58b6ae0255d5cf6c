import { describe, expect, it } from 'vitest';
import { followedScrollLeft } from './followStep';

describe('followedScrollLeft', () => {
  const view = { left: 0, width: 300 };

  it('leaves the scroller where it is when the step is already in view', () => {
    expect(followedScrollLeft({ arrived: [100, 100], all: [80, 200] }, view)).toBeNull();
  });

  it('centres the arrival and what it changed when they fit together', () => {
    expect(followedScrollLeft({ arrived: [500, 500], all: [500, 600] }, view)).toBe(400);
  });

  it('centres the arrival alone when it and what it changed do not fit', () => {
    expect(followedScrollLeft({ arrived: [500, 700], all: [100, 900] }, view)).toBe(450);
  });

  it('shows a grant wider than the screen from its start', () => {
    expect(followedScrollLeft({ arrived: [500, 1200], all: [500, 1200] }, view)).toBe(476);
  });

  it('never scrolls before the start', () => {
    expect(followedScrollLeft({ arrived: [10, 10], all: [10, 10] }, { left: 400, width: 300 })).toBe(0);
  });
});
