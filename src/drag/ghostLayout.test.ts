import { describe, expect, it } from 'vitest';
import type { DragAnswer } from '../store/dragTypes';
import { labelPlacement, plotInView, verdictOf } from './ghostLayout';

const SHORT = 't=2 · 30 credits · breaks c_late';
const LONG = `t=4,096 · 3,000 credits · breaks ${'job-5290, '.repeat(5)}and 84 more`;

describe('labelPlacement', () => {
  it('puts the label right of the ghost when it fits before the plot edge', () => {
    expect(labelPlacement(200, SHORT, 100, 800).left).toBeGreaterThan(0);
  });

  it('puts the label left of the ghost near the right edge of the plot', () => {
    expect(labelPlacement(700, SHORT, 100, 800)).toEqual({ right: 12, maxWidth: 692 });
  });

  it('keeps a label longer than either side inside the plot, wrapped to its width', () => {
    const { left = Number.NaN, maxWidth } = labelPlacement(450, LONG, 100, 600);
    expect(450 + left).toBeGreaterThanOrEqual(100);
    expect(450 + left + maxWidth).toBeLessThanOrEqual(600);
  });
});

describe('verdictOf', () => {
  const drag = { subject: { kind: 'new-consumption', amount: 30 }, time: 2, input: 'pointer' } as const;
  const timing = { roundTripMs: 1, workerMs: 0.1 };

  it('is refused when the candidate would break an accepted consumption', () => {
    const preview = { accepted: false, shortfall: 0, broken: ['c_late'] };
    expect(verdictOf(drag, { kind: 'consumption', time: 2, preview, headroom: 20, timing })).toBe('refused');
  });

  it('is checking while the latest answer is about another time', () => {
    const preview = { accepted: true, shortfall: 0, broken: [] };
    expect(verdictOf(drag, { kind: 'consumption', time: 3, preview, headroom: 50, timing })).toBe('checking');
  });

  it('is green when an edit only gets refused consumptions accepted', () => {
    const answer: DragAnswer = { kind: 'edit', time: 2, changedIds: ['c_early'], becomesAcceptedIds: ['c_early'], timing };
    expect(verdictOf(drag, answer)).toBe('improves');
  });

  it('is red when an edit would break an accepted consumption', () => {
    const answer: DragAnswer = { kind: 'edit', time: 2, changedIds: ['c_early', 'c_late'], becomesAcceptedIds: ['c_early'], timing };
    expect(verdictOf(drag, answer)).toBe('breaks');
  });
});

describe('labelPlacement with the ghost scrolled out of view', () => {
  it('clamps the label into the part of the plot in view, left or right of it', () => {
    for (const x of [50, 900]) {
      const placement = labelPlacement(x, SHORT, 150, 500);
      const boxLeft = x + (placement.left ?? 0);
      expect(placement.right, `x=${x}`).toBeUndefined();
      expect(boxLeft, `x=${x}`).toBeGreaterThanOrEqual(150);
      expect(boxLeft + SHORT.length * 7.4 + 20, `x=${x}`).toBeLessThanOrEqual(500);
    }
  });
});

describe('plotInView', () => {
  it('is the whole plot without a sideways scroller', () => {
    expect(plotInView(0, 600, null, 100)).toEqual([0, 600]);
  });

  it('is the part of the plot a scrolled phone screen shows, in the plot\'s coordinates', () => {
    // The plot starts 100 px into the frame; the screen shows frame pixels 250..600.
    expect(plotInView(0, 600, { left: 250, width: 350 }, 100)).toEqual([150, 500]);
    // Scrolled back to the start, the plot's left edge bounds it.
    expect(plotInView(0, 600, { left: 0, width: 350 }, 100)).toEqual([0, 250]);
  });

  it('falls back to the whole plot when the view misses it', () => {
    expect(plotInView(0, 600, { left: 0, width: 80 }, 100)).toEqual([0, 600]);
  });
});
