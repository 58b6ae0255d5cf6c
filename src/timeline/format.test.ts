import { describe, expect, it } from 'vitest';
import { OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { formatCreditsTick, formatTime, grantDescription, grantLabel } from './format';

const grant = { id: OVERRIDE_GRANT_ID, amount: 100, start: 0, end: 10, drawn: 0, left: 100 };

describe('grantLabel', () => {
  it('isolates an id holding a right-to-left override, so the amount after it keeps its order', () => {
    expect(grantLabel(OVERRIDE_GRANT_ID, 100)).toBe('\u2068big\u202E01\u2069 · 100');
  });

  it('leaves an ASCII id as it is', () => {
    expect(grantLabel('g1', 100)).toBe('g1 · 100');
  });
});

describe('grantDescription', () => {
  it('isolates the id in the tooltip', () => {
    expect(grantDescription(grant)).toMatch(/^Grant \u2068big\u202E01\u2069: 100 credits usable from t=0 to t=10/);
  });
});

describe('formatCreditsTick', () => {
  it('writes ticks exactly below a million and short from there, so they fit the axis', () => {
    expect(formatCreditsTick(250_000)).toBe('250,000');
    expect(formatCreditsTick(2_500_000_000_000)).toBe('2.5T');
  });

  it('uses million, billion and trillion, then powers of ten, never SI prefixes such as G or P', () => {
    expect([1e6, 250e6, 999_999_999, 2.5e9, 1e12, 999.9996e12, 9_007_199_254_740_991, -3e9].map(formatCreditsTick)).toEqual([
      '1M', '250M', '1B', '2.5B', '1T', '1e15', '9.01e15', '\u22123B',
    ]);
    expect(formatTime(9_007_199_254_740_991)).toBe('9.01e15');
    expect(formatTime(1_234_567)).toBe('1.23M');
    expect(formatTime(999_999)).toBe('999,999');
  });
});
