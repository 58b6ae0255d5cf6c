import { describe, expect, it } from 'vitest';
import type { Operation } from './types';
import { parseDateText, scenarioUnixUnit, timeFieldHint } from './timeText';

const nov14at18 = Date.UTC(2026, 10, 14, 18);

describe('parseDateText', () => {
  it('reads UTC dates in the ways people write them, in milliseconds or seconds', () => {
    expect(parseDateText('2026-11-14 18:00', 1)).toBe(nov14at18);
    expect(parseDateText(' 2026-11-14T18:00Z ', 1)).toBe(nov14at18);
    expect(parseDateText('2026-11-14 18:00 UTC', 1000)).toBe(nov14at18 / 1000);
    expect(parseDateText('2026-11-14', 1)).toBe(Date.UTC(2026, 10, 14));
    expect(parseDateText('2026-11-14 18:00:05.25', 1)).toBe(nov14at18 + 5_250);
  });

  it('reads a date alone at the end of a window as the last moment of that day', () => {
    expect(parseDateText('2026-11-30', 1, 'end')).toBe(Date.UTC(2026, 11, 1) - 1);
    expect(parseDateText('2026-11-30', 1000, 'end')).toBe(Date.UTC(2026, 11, 1) / 1000 - 1);
    expect(parseDateText('2026-11-30 12:00', 1, 'end')).toBe(Date.UTC(2026, 10, 30, 12));
    expect(timeFieldHint('2026-11-30', 1, 'end')).toBe('= 1,796,083,199,999 (Unix ms, the end of that day)');
  });

  it('takes an offset from UTC as exports write it, and refuses one that does not exist', () => {
    expect(parseDateText('2026-11-14T20:00:00+02:00', 1)).toBe(nov14at18);
    expect(parseDateText('2026-11-14 13:30-0430', 1000)).toBe(nov14at18 / 1000);
    expect(() => parseDateText('2026-11-14T20:00+25:00', 1)).toThrow('has an offset from UTC that does not exist');
  });

  it('leaves numbers to the number reader', () => {
    expect(parseDateText('1794679200000', 1)).toBeNull();
    expect(parseDateText('-5', 1)).toBeNull();
  });

  it('refuses a date that does not exist, one before 1970 and milliseconds in Unix seconds', () => {
    expect(() => parseDateText('2026-02-30', 1)).toThrow('is not a date that exists (2026-02-30)');
    expect(() => parseDateText('2026-11-14 24:30', 1)).toThrow('is not a date that exists');
    expect(() => parseDateText('1969-12-31', 1)).toThrow('must not be before 1970');
    expect(() => parseDateText('2026-11-14 18:00:00.5', 1000)).toThrow('must be whole seconds');
  });
});

describe('scenarioUnixUnit', () => {
  it('follows the latest arrival with a Unix time, milliseconds when none has one', () => {
    const grant = (start: number, end: number): Operation => ({ kind: 'grant', id: 'g', amount: 1, start, end });
    expect(scenarioUnixUnit([])).toBe(1);
    expect(scenarioUnixUnit([grant(0, 10)])).toBe(1);
    expect(scenarioUnixUnit([grant(nov14at18 / 1000, nov14at18 / 1000 + 60), grant(0, 10)])).toBe(1000);
    expect(scenarioUnixUnit([grant(nov14at18 / 1000, nov14at18 / 1000), { kind: 'consume', id: 'c', amount: 1, timestamp: nov14at18 }])).toBe(1);
    // A grant counts by either edge: a window from 0 to a Unix time in seconds reads in seconds.
    expect(scenarioUnixUnit([grant(nov14at18, nov14at18), grant(0, nov14at18 / 1000)])).toBe(1000);
  });
});

describe('timeFieldHint', () => {
  it('says the number a date becomes, and the date a Unix number is', () => {
    expect(timeFieldHint('2026-11-14 18:00', 1)).toBe('= 1,794,679,200,000 (Unix ms)');
    expect(timeFieldHint('2026-11-14 18:00', 1000)).toBe('= 1,794,679,200 (Unix seconds)');
    expect(timeFieldHint('1,794,679,200,000', 1)).toBe('2026-11-14 18:00 UTC');
    expect(timeFieldHint('5', 1)).toBeNull();
    expect(timeFieldHint('2026-02-30', 1)).toBeNull();
    // Numbers by the forms' one rule (text/wholeNumberText.ts): "1,794,679,2,00,000" is no number.
    expect(timeFieldHint('1794679200000', 1)).toBe('2026-11-14 18:00 UTC');
    expect(timeFieldHint('1,794,679,2,00,000', 1)).toBeNull();
  });
});
