import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(8000)).toBe('8,000');
    expect(formatNumber(1_000_000_000)).toBe('1,000,000,000');
  });

  it('leaves small numbers and zero alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('writes negative zero (a rounded range edge) as 0', () => {
    expect(formatNumber(Math.ceil(-0.4))).toBe('0');
  });

  it('keeps the sign of a negative number', () => {
    expect(formatNumber(-60)).toBe('-60');
  });

  it('writes safe integers exactly', () => {
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });
});
