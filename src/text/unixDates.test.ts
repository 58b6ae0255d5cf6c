import { describe, expect, it } from 'vitest';
import { formatTimeWithDate, unixDate } from './unixDates';

describe('unixDate', () => {
  it('gives the UTC date of a time that can only be Unix milliseconds', () => {
    expect(unixDate(Date.UTC(2026, 10, 15, 14))).toBe('2026-11-15 14:00 UTC');
    expect(unixDate(Date.UTC(2026, 10, 15, 14, 0, 7))).toBe('2026-11-15 14:00:07 UTC');
    expect(unixDate(Date.UTC(2026, 10, 15, 14, 0, 7, 25))).toBe('2026-11-15 14:00:07.025 UTC');
  });

  it('leaves small times, Unix seconds and times past 2100 alone', () => {
    expect(unixDate(8)).toBeNull();
    expect(unixDate(1_764_547_200)).toBeNull();
    expect(unixDate(Date.UTC(2101, 0, 1))).toBeNull();
    expect(unixDate(Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});

describe('formatTimeWithDate', () => {
  it('writes the exact number first, the date after it', () => {
    expect(formatTimeWithDate(1_794_679_200_000)).toBe('1,794,679,200,000 (2026-11-14 18:00 UTC)');
    expect(formatTimeWithDate(4_102)).toBe('4,102');
  });
});
