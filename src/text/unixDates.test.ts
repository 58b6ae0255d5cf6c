import { describe, expect, it } from 'vitest';
import { clockPartOf, finerClockPart, formatTimeWithDate, shortTime, shortTimeSpan, unixDate, unixUnitOf } from './unixDates';

describe('unixDate', () => {
  it('gives the UTC date of a time that can only be Unix milliseconds', () => {
    expect(unixDate(Date.UTC(2026, 10, 15, 14))).toBe('2026-11-15 14:00 UTC');
    expect(unixDate(Date.UTC(2026, 10, 15, 14, 0, 7))).toBe('2026-11-15 14:00:07 UTC');
    expect(unixDate(Date.UTC(2026, 10, 15, 14, 0, 7, 25))).toBe('2026-11-15 14:00:07.025 UTC');
  });

  it('gives the UTC date of a time that can only be Unix seconds', () => {
    expect(unixDate(Date.UTC(2026, 10, 15, 14) / 1000)).toBe('2026-11-15 14:00 UTC');
    expect(unixDate(Date.UTC(2026, 10, 15, 14, 0, 7) / 1000)).toBe('2026-11-15 14:00:07 UTC');
    expect(unixUnitOf(1_764_547_200)).toBe(1000);
    expect(unixUnitOf(1_764_547_200_000)).toBe(1);
  });

  it('leaves small times, round counts and times past 2100 alone', () => {
    expect(unixDate(8)).toBeNull();
    expect(unixDate(1_000_000_000)).toBeNull();
    expect(unixDate(Date.UTC(2101, 0, 1) / 1000)).toBeNull();
    expect(unixDate(1.5)).toBeNull();
    expect(unixDate(Date.UTC(2101, 0, 1))).toBeNull();
    expect(unixDate(Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});

describe('clockPartOf and finerClockPart', () => {
  it('name the finest part a moment needs, and the finer of two', () => {
    const nov16 = Date.UTC(2026, 10, 16);
    expect([clockPartOf(nov16), clockPartOf(nov16 + 5_000), clockPartOf(nov16 + 270)]).toEqual(['minute', 'second', 'millisecond']);
    expect([finerClockPart('minute', 'second'), finerClockPart('millisecond', 'second'), finerClockPart('minute', 'minute')]).toEqual(['second', 'millisecond', 'minute']);
  });
});

describe('formatTimeWithDate', () => {
  it('writes the exact number first, the date after it', () => {
    expect(formatTimeWithDate(1_794_679_200_000)).toBe('1,794,679,200,000 (2026-11-14 18:00 UTC)');
    expect(formatTimeWithDate(4_102)).toBe('4,102');
  });
});

describe('shortTime and shortTimeSpan', () => {
  it('write the date alone for Unix times, "t=" and the number for others', () => {
    expect(shortTime(1_794_679_200_000)).toBe('2026-11-14 18:00 UTC');
    expect(shortTime(1_794_679_200)).toBe('2026-11-14 18:00 UTC');
    expect(shortTime(4_102)).toBe('t=4,102');
  });

  it('write a window once, the day of its end only when it differs', () => {
    const nov1 = Date.UTC(2026, 10, 1);
    expect(shortTimeSpan(nov1, Date.UTC(2026, 11, 1) - 1)).toBe('2026-11-01 – 2026-11-30 UTC');
    expect(shortTimeSpan(nov1 / 1000, Date.UTC(2026, 11, 1) / 1000 - 1)).toBe('2026-11-01 – 2026-11-30 UTC');
    expect(shortTimeSpan(nov1, Date.UTC(2026, 11, 1) - 2)).toBe('2026-11-01 00:00 – 2026-11-30 23:59:59.998 UTC');
    expect(shortTimeSpan(nov1, nov1 + 86_400_000 - 1)).toBe('2026-11-01 00:00 – 23:59:59.999 UTC');
    expect(shortTimeSpan(nov1, nov1 + 3_600_000)).toBe('2026-11-01 00:00 – 01:00 UTC');
    expect(shortTimeSpan(0, 1_000)).toBe('t=0–1,000');
    expect(shortTimeSpan(7, 7)).toBe('t=7');
    // For a list that says "UTC" once.
    expect(shortTime(1_794_679_200_000, false)).toBe('2026-11-14 18:00');
    expect(shortTimeSpan(nov1, nov1 + 3_600_000, false)).toBe('2026-11-01 00:00 – 01:00');
    expect(shortTimeSpan(nov1, Date.UTC(2026, 11, 1) - 1, false)).toBe('2026-11-01 – 2026-11-30');
    // A window from a small time into the Unix ones stays numbers.
    expect(shortTimeSpan(0, nov1)).toBe(`t=0–${nov1.toLocaleString('en-US')}`);
  });
});
