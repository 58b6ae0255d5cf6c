import { describe, expect, it } from 'vitest';
import { presentationZoom } from './presentationZoom';

describe('presentationZoom', () => {
  it('keeps the 1280x720 layout as it is, and never shrinks a smaller window', () => {
    expect(presentationZoom({ width: 1280, height: 720 })).toBe(1);
    expect(presentationZoom({ width: 1024, height: 768 })).toBe(1);
  });

  it('fills a 1920x1080 projector, limited by the side that fits first', () => {
    expect(presentationZoom({ width: 1920, height: 1080 })).toBe(1.5);
    expect(presentationZoom({ width: 1920, height: 800 })).toBe(1.1);
    expect(presentationZoom({ width: 1600, height: 1200 })).toBe(1.25);
  });

  it('steps by 5% and stops at twice the size', () => {
    expect(presentationZoom({ width: 1930, height: 1090 })).toBe(1.5);
    expect(presentationZoom({ width: 3840, height: 2160 })).toBe(2);
  });
});
