import { describe, expect, it } from 'vitest';
import { plainText } from '../text/phrase';
import { QUEUE_NAMED_MAX, queueRows, queueSentence, shiftsSentence, SHIFTS_NAMED_MAX } from './phrases';
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

describe('queueSentence', () => {
  const row = (index: number, drawn: number, leftBefore: number) => queueRows([{ grantId: `g${index}`, start: 0, end: 10 + index, leftBefore, drawn }])[0];

  it('names every grant of a short queue', () => {
    expect(plainText(queueSentence([row(1, 80, 100), row(2, 0, 50)]))).toBe(
      'Eligible grants in EDF order (earliest end first, then id): g1 (ends 11, 100 left) → took 80; g2 (ends 12, 50 left) → not needed.',
    );
  });

  it('names the grants drawn from in a long queue and counts the others', () => {
    const queue = [...Array.from({ length: 30 }, (_, index) => row(index, 0, 0)), row(30, 40, 90), ...Array.from({ length: 9 }, (_, index) => row(31 + index, 0, 70))];
    expect(queue.length).toBeGreaterThan(QUEUE_NAMED_MAX);
    expect(plainText(queueSentence(queue))).toBe(
      'Eligible grants in EDF order (earliest end first, then id), 1 of 40 drawn from: g30 (ends 40, 90 left) → took 40; ' +
        '30 had nothing left to take and 9 were not needed (the table below lists all 40).',
    );
  });
});
