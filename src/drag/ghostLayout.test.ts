import { describe, expect, it } from 'vitest';
import { labelSide, verdictOf } from './ghostLayout';

describe('labelSide', () => {
  it('puts the label right of the ghost when it fits before the plot edge', () => {
    expect(labelSide(100, 't=2 · 30 credits · breaks c_late', 800)).toBe('right');
  });

  it('puts the label left of the ghost near the right edge of the plot', () => {
    expect(labelSide(700, 't=2 · 30 credits · breaks c_late', 800)).toBe('left');
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
});
