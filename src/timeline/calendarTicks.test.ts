import { describe, expect, it } from 'vitest';
import { scaleLinear } from 'd3';
import { calendarTicks, dateUnitOf } from './calendarTicks';
import { timeTicks } from './TimeAxis';

const day = 86_400_000;
const hour = 3_600_000;
const nov1 = Date.UTC(2026, 10, 1);

describe('dateUnitOf', () => {
  it('takes ranges that can only be Unix milliseconds or seconds, however narrow', () => {
    expect(dateUnitOf({ from: nov1, to: nov1 + 30 * day })).toBe(1);
    expect(dateUnitOf({ from: 1_764_547_200, to: 1_767_139_200 })).toBe(1000);
    expect(dateUnitOf({ from: 0, to: 10_000 })).toBeNull();
    // A range from small times up into the Unix ones is neither.
    expect(dateUnitOf({ from: 0, to: nov1 })).toBeNull();
    expect(dateUnitOf({ from: nov1, to: nov1 + 6 })).toBe(1);
    expect(dateUnitOf({ from: 1_764_547_200, to: 1_764_547_206 })).toBe(1000);
    expect(dateUnitOf({ from: Date.UTC(2099, 0, 1), to: Date.UTC(2101, 0, 1) })).toBeNull();
  });
});

describe('calendarTicks', () => {
  it('puts a month on day boundaries, labelled by day', () => {
    const shown = calendarTicks({ from: nov1, to: nov1 + 30 * day }, 5);
    expect(shown?.ticks.every((tick) => tick % day === 0)).toBe(true);
    expect(shown?.labels[0]).toMatch(/^Nov \d+ UTC$/);
    expect(new Set(shown?.labels).size).toBe(shown?.labels.length);
  });

  it('says the day with the first hour and at each new day, the hour alone between', () => {
    const shown = calendarTicks({ from: nov1 + 20 * hour, to: nov1 + 30 * hour }, 5);
    expect(shown?.labels).toEqual(['Nov 1 21:00 UTC', 'Nov 2 00:00', '03:00', '06:00']);
  });

  it('says the year where days of several years share an axis', () => {
    const shown = calendarTicks({ from: Date.UTC(2025, 5, 1), to: Date.UTC(2027, 5, 1) }, 6);
    expect(shown?.labels.filter((label) => /\d{4}$/.test(label)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(shown?.labels).size).toBe(shown?.labels.length);
  });

  it('puts Unix seconds on the same calendar boundaries, as seconds', () => {
    const seconds = calendarTicks({ from: nov1 / 1000, to: (nov1 + 30 * day) / 1000 }, 5);
    const milliseconds = calendarTicks({ from: nov1, to: nov1 + 30 * day }, 5);
    expect(seconds?.labels).toEqual(milliseconds?.labels);
    expect(seconds?.ticks).toEqual(milliseconds?.ticks.map((tick) => tick / 1000));
  });

  it('ticks seconds and milliseconds zoomed in that far, each label to the same part', () => {
    // Stop 55 gave way to the numbers here: "1.79478715B" told a person nothing.
    expect(calendarTicks({ from: nov1 - 20_000, to: nov1 + 20_000 }, 4)?.labels).toEqual(['Oct 31 23:59:45 UTC', 'Nov 1 00:00:00', '00:00:15']);
    expect(calendarTicks({ from: nov1 + 1_000, to: nov1 + 1_003 }, 3)?.labels).toEqual(['Nov 1 00:00:01.000 UTC', '00:00:01.001', '00:00:01.002', '00:00:01.003']);
  });

  it('takes every other second where a tick a second would be more than asked for', () => {
    const shown = calendarTicks({ from: nov1, to: nov1 + 10_000 }, 5);
    expect(shown?.labels).toEqual(['Nov 1 00:00:00 UTC', '00:00:02', '00:00:04', '00:00:06', '00:00:08', '00:00:10']);
  });

  it('keeps to whole seconds on an axis of Unix seconds, however many ticks fit', () => {
    const shown = calendarTicks({ from: nov1 / 1000, to: nov1 / 1000 + 6 }, 20);
    expect(shown?.ticks).toEqual([0, 1, 2, 3, 4, 5, 6].map((second) => nov1 / 1000 + second));
    expect(shown?.labels.slice(0, 2)).toEqual(['Nov 1 00:00:00 UTC', '00:00:01']);
  });
});

describe('timeTicks', () => {
  it('labels Unix-millisecond times as dates, and small times as numbers', () => {
    const dates = timeTicks(scaleLinear().domain([nov1, nov1 + 30 * day]).range([0, 900]), 900);
    expect(dates.labels.every((label) => /^[A-Z][a-z]{2} \d+( UTC)?$/.test(label))).toBe(true);
    expect(dates.labels[0]).toMatch(/ UTC$/);
    const numbers = timeTicks(scaleLinear().domain([0, 100]).range([0, 900]), 900);
    expect(numbers.labels).toContain('50');
  });
});
