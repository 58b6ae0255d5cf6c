import { describe, expect, it } from 'vitest';
import type { Operation } from '../scenario/types';
import { logDatesNote, logDatesOf, logTime, logTimeSpan } from './logDates';

const nov16 = Date.UTC(2026, 10, 16);
const consume = (id: string, timestamp: number): Operation => ({ kind: 'consume', id, amount: 1, timestamp });
const grant = (id: string, start: number, end: number): Operation => ({ kind: 'grant', id, amount: 1, start, end });

describe('logDatesOf', () => {
  it('is null when no time is a Unix time', () => {
    expect(logDatesOf([grant('g', 0, 10), consume('c', 5)])).toBeNull();
  });

  it('takes the finest clock part any time needs, and the one day they share', () => {
    expect(logDatesOf([consume('a', nov16), consume('b', nov16 + 60_000)])).toEqual({ day: '2026-11-16', part: 'minute' });
    expect(logDatesOf([consume('a', nov16), consume('b', nov16 + 5_000)])).toEqual({ day: '2026-11-16', part: 'second' });
    expect(logDatesOf([consume('a', nov16 / 1000), consume('b', nov16 / 1000 + 5)])).toEqual({ day: '2026-11-16', part: 'second' });
    expect(logDatesOf([grant('g', nov16, nov16 + 9_999), consume('b', nov16 + 270)])).toEqual({ day: '2026-11-16', part: 'millisecond' });
  });

  it('names no day, and leaves each time its own precision, when the times fall on two days (a window end included)', () => {
    expect(logDatesOf([grant('g', nov16, nov16 + 86_400_000), consume('c', nov16 + 270)])).toEqual({ day: null, part: undefined });
  });

  it('leaves times that are no Unix time out of both', () => {
    expect(logDatesOf([grant('g', 0, 10), consume('c', nov16 + 270)])).toEqual({ day: '2026-11-16', part: 'millisecond' });
  });
});

describe('logTime and logTimeSpan', () => {
  it('write every time to the same part, without the day the heading names', () => {
    const dates = { day: '2026-11-16', part: 'millisecond' } as const;
    expect(logTime(nov16, dates)).toBe('00:00:00.000');
    expect(logTimeSpan(nov16, nov16 + 9_999, dates)).toBe('00:00:00.000 – 00:00:09.999');
    expect(logTime(7, dates)).toBe('t=7');
  });

  it('write plain times and a scenario without dates as the rest of the app does', () => {
    expect([logTime(7, null), logTimeSpan(0, 10, null)]).toEqual(['t=7', 't=0–10']);
  });

  it('keep the dates, each time to its own part, and a window of whole days as days, when the scenario spans several', () => {
    const dates = { day: null, part: undefined };
    expect(logTime(nov16 + 90_000, dates)).toBe('2026-11-16 00:01:30');
    expect(logTime(nov16 + 3_600_000, dates)).toBe('2026-11-16 01:00');
    expect(logTimeSpan(Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1) - 1, dates)).toBe('2026-11-01 – 2026-11-30');
    expect(logTimeSpan(nov16, nov16 + 3_600_000, dates)).toBe('2026-11-16 00:00 – 01:00');
  });
});

describe('logDatesNote', () => {
  it('says nothing for plain times, the zone for dates, and the day when there is one', () => {
    expect([logDatesNote(null), logDatesNote({ day: null, part: undefined }), logDatesNote({ day: '2026-11-16', part: 'second' })]).toEqual([
      '',
      ', times in UTC',
      ', times in UTC on 2026-11-16',
    ]);
  });
});
