import { describe, expect, it } from 'vitest';
import { arrivalLabelSides, type MarkerPlace } from './arrivalLabelSide';

const place = (x: number, row: number, label: string | null = 'c · 10'): MarkerPlace => ({ x, row, label });

describe('where a marker\'s arrival number goes', () => {
  it('goes above the dot when nothing sits in the row above', () => {
    expect(arrivalLabelSides([place(100, 0), place(200, 0)], ['#1', '#2'])).toEqual(['above', 'above']);
  });

  it('goes left of a dot with a dot straight above it, the way Seed example 1 stacks c2 under c3', () => {
    const c1 = place(100, 0, 'c1 · 80');
    const c2 = place(300, 0, 'c2 · 60');
    const c3 = place(300, 1, 'c3 · 40');
    expect(arrivalLabelSides([c1, c2, c3], ['#3', '#4', '#5'])).toEqual(['above', 'left', 'above']);
  });

  it('stays above when the dot above is far enough to the side', () => {
    expect(arrivalLabelSides([place(100, 0), place(140, 1)], ['#1', '#2'])).toEqual(['above', 'above']);
  });

  it('goes below in the bottom row when the label before it leaves no room on the left', () => {
    const before = place(80, 0, 'a-long-consumption-id · 1,000');
    expect(arrivalLabelSides([before, place(100, 0), place(100, 1)], ['#1', '#2', '#3'])).toEqual(['above', 'below', 'above']);
  });

  it('stays above in a middle row with no room on the left (the row below is taken)', () => {
    const before = place(80, 1, 'a-long-consumption-id · 1,000');
    const sides = arrivalLabelSides([place(100, 0, null), before, place(100, 1), place(100, 2)], [null, '#1', '#2', '#3']);
    expect(sides[2]).toBe('above');
  });

  it('is "above" for a marker without a number', () => {
    expect(arrivalLabelSides([place(100, 0), place(100, 1)], [null, '#2'])).toEqual(['above', 'above']);
  });
});
