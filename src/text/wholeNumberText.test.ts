import { describe, expect, it } from 'vitest';
import { wholeNumberOf } from './wholeNumberText';

describe('wholeNumberOf', () => {
  it('reads digits and numbers grouped by thousands, with a minus sign', () => {
    expect(wholeNumberOf(' 1,764,547,200,000 ')).toBe(1_764_547_200_000);
    expect(wholeNumberOf('-5')).toBe(-5);
    expect(wholeNumberOf('007')).toBe(7);
  });

  it('reads nothing else as a whole number', () => {
    for (const text of ['', '1,5', '10,00', '1.5', '1e3', 'ten', '1 000']) expect(wholeNumberOf(text), text).toBeNull();
  });
});
