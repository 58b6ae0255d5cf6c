import { scaleLinear } from 'd3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_GRANT_ID } from '../text/testing/bidiIds';
import { axisTickLabels, formatTime, grantDescription, grantLabel } from './format';
import { shortId } from '../text/shortId';

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

describe('formatTime', () => {
  it('writes a time exactly, wherever it answers a question', () => {
    expect(formatTime(1_764_547_200_000)).toBe('1,764,547,200,000');
    expect(formatTime(999_999)).toBe('999,999');
  });
});

describe('axisTickLabels', () => {
  it('writes every tick of an axis in one form: exact when some tick needs nearly every digit', () => {
    const ticks = [4_503_599_627_370_488, 4_503_599_627_370_490, 4_503_599_627_370_500];
    expect(axisTickLabels(ticks)).toEqual(['4,503,599,627,370,488', '4,503,599,627,370,490', '4,503,599,627,370,500']);
  });

  it('writes ticks exactly below a million and short from there, so they fit the axis', () => {
    expect(axisTickLabels([0, 100_000, 200_000])).toEqual(['0', '100,000', '200,000']);
    expect(axisTickLabels([0, 500e6, 1e9, 1.5e9, 2e9, 2.5e9])).toEqual(['0', '500M', '1B', '1.5B', '2B', '2.5B']);
  });

  it('uses million, billion and trillion, then powers of ten, never SI prefixes such as G or P', () => {
    expect(axisTickLabels([2e12, 4e12])).toEqual(['2T', '4T']);
    expect(axisTickLabels([7e15, 8e15, 9e15])).toEqual(['7e15', '8e15', '9e15']);
    expect(axisTickLabels([9_007_199_254_740_991])).toEqual(['9.01e15']);
    expect(axisTickLabels([-3e9, 0, 3e9])).toEqual(['\u22123B', '0', '3B']);
    expect(axisTickLabels([-5, 0, 5])).toEqual(['-5', '0', '5']);
  });

  it('gives each tick as many decimals as the step needs, so neighbours never read alike', () => {
    const day = 86_400_000;
    const ticks = [0, 1, 2, 3].map((index) => 1_764_547_200_000 + index * day);
    expect(axisTickLabels(ticks)).toEqual(['1.76455T', '1.76463T', '1.76472T', '1.76481T']);
    expect(axisTickLabels([1.765e12, 1.766e12, 1.767e12])).toEqual(['1.765T', '1.766T', '1.767T']);
    expect(new Set(axisTickLabels([999_000_000, 999_500_000, 1_000_000_000])).size).toBe(3);
  });

  it('labels ticks that equal their step past a quadrillion (a grant ending at 9,007,199,254,740,991 blanked the page)', () => {
    expect(axisTickLabels([0, 1e15, 2e15, 3e15])).toEqual(['0', '1e15', '2e15', '3e15']);
    expect(axisTickLabels([0, 2e15, 4e15, 6e15, 8e15])).toEqual(['0', '2e15', '4e15', '6e15', '8e15']);
    expect(axisTickLabels([1e6, 2e6])).toEqual(['1M', '2M']);
  });

  it('never throws and never labels two ticks alike, over any range a scenario can have', () => {
    const safeTime = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(safeTime, safeTime, fc.integer({ min: 1, max: 16 }), (a, b, count) => {
        const ticks = scaleLinear().domain([Math.min(a, b), Math.max(a, b) + 1]).ticks(count).filter(Number.isInteger);
        const labels = axisTickLabels(ticks);
        expect(labels.every((label) => label.length > 0 && !label.includes('NaN'))).toBe(true);
        expect(new Set(labels).size).toBe(new Set(ticks).size);
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to the exact number where the step needs nearly every digit', () => {
    expect(axisTickLabels([1_234_567, 1_234_568])).toEqual(['1,234,567', '1,234,568']);
  });
});

describe('shortId', () => {
  it('keeps both ends of a long id, where ids that share a prefix differ', () => {
    expect(shortId('training-run-12')).toBe('trainin\u2026run-12');
    expect(shortId('monthly-credit-12')).toBe('monthly\u2026dit-12');
    expect(shortId('3f2b8c1e-9a4d-4e7b-8c2f-1d5e6a7b8c9d', 13)).toBe('3f2b8c\u20267b8c9d');
    expect(shortId('g1')).toBe('g1');
  });

  it('never splits an emoji', () => {
    const id = '\u{1F680}'.repeat(20);
    expect(shortId(id, 5)).toBe('\u{1F680}\u{1F680}\u2026\u{1F680}\u{1F680}');
  });
});
