import { describe, expect, it } from 'vitest';
import { plainText } from '../text/phrase';
import { shiftsSentence, SHIFTS_NAMED_MAX } from './phrases';
import type { DrawShift } from './types';

function shift(index: number): DrawShift {
  return { consumptionId: `c${index}`, drawsBefore: [{ grantId: 'g1', amount: 5 }], drawsAfter: [{ grantId: 'g2', amount: 5 }] };
}

describe('shiftsSentence', () => {
  it('names every shift when there are few', () => {
    const sentence = shiftsSentence([shift(1), shift(2)]);
    expect(plainText(sentence!)).toBe('This changes what other consumptions draw: c1 now draws g2 5 (before: g1 5); c2 now draws g2 5 (before: g1 5).');
  });

  it('names the first few of hundreds and counts the rest, which What changed lists', () => {
    const shifts = Array.from({ length: 1_200 }, (_, index) => shift(index));
    const text = plainText(shiftsSentence(shifts)!);
    expect(text.startsWith('This changes what 1,200 other consumptions draw: c0 now draws')).toBe(true);
    expect(text.endsWith(`; and ${(1_200 - SHIFTS_NAMED_MAX).toLocaleString('en-US')} more, all listed under What changed.`)).toBe(true);
    expect(text).not.toContain(`c${SHIFTS_NAMED_MAX} `);
  });
});
