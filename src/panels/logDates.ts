/**
 * How the event log writes the times of a scenario of Unix times ("dated": the heading says
 * "times in UTC" once, and each row gives its time or window a line of its own).
 *
 * When every Unix time of the scenario falls on one UTC day (a burst of API calls, a day of
 * jobs), the heading names the day once and the rows give times of day alone, all to the
 * same part of the clock, the finest any of them needs: "00:00:00.000, 00:00:00.270", not
 * "00:00, 00:00:00.270" (which reads as a coarser time), and a window to the millisecond
 * fits the 340 px column ("for 00:00:00.000 – 00:00:09.999"), where with its date it was
 * cut off. Over several days each time keeps its date and its own precision: one call
 * logged to the millisecond would otherwise put ".000" on a month of hourly jobs.
 */
import type { Operation } from '../scenario/types';
import { latestUnixUnit } from '../scenario/timeText';
import { clockPartOf, finerClockPart, shortTime, shortTimeSpan, unixUnitOf, type ClockPart } from '../text/unixDates';

export interface LogDates {
  /** "2026-11-16" when every Unix time of the scenario falls on that UTC day, else null. */
  day: string | null;
  /** On one day, the part of the clock every time is written to; else each time's own. */
  part: ClockPart | undefined;
}

const DAY_MS = 86_400_000;

/** How the log writes this scenario's times, or null when none is a Unix time (plain "t=" numbers). */
export function logDatesOf(operations: readonly Operation[]): LogDates | null {
  // The forms' time fields ask this of the same operations (useTimeFieldHint.ts): an
  // undated scenario of 20,000 operations costs no second walk, in the task that opens it.
  if (latestUnixUnit(operations) === null) return null;
  let part: ClockPart = 'minute';
  // Null once two days are seen.
  let day: number | null | undefined;
  const note = (time: number) => {
    const unit = unixUnitOf(time);
    if (unit === null) return;
    const ms = time * unit;
    part = finerClockPart(part, clockPartOf(ms));
    const dayOfTime = Math.floor(ms / DAY_MS);
    day = day === undefined || day === dayOfTime ? dayOfTime : null;
  };
  for (const operation of operations) {
    if (operation.kind === 'grant') {
      note(operation.start);
      note(operation.end);
    } else {
      note(operation.timestamp);
    }
  }
  if (day === null || day === undefined) return { day: null, part: undefined };
  return { day: new Date(day * DAY_MS).toISOString().slice(0, 10), part };
}

/** What the log's heading says of its times: ", times in UTC", with the one day when there is one. */
export function logDatesNote(dates: LogDates | null): string {
  if (dates === null) return '';
  return dates.day === null ? ', times in UTC' : `, times in UTC on ${dates.day}`;
}

/** The date at the front of a row's time, left out when the heading names the scenario's one day. */
function withoutDay(text: string, dates: LogDates | null): string {
  return dates === null || dates.day === null ? text : text.replace(/^\d{4}-\d{2}-\d{2} /, '');
}

/** A row's time: "t=4,102", or (dates) its UTC date without the zone, the heading says it. */
export function logTime(t: number, dates: LogDates | null): string {
  return withoutDay(shortTime(t, false, dates?.part), dates);
}

export function logTimeSpan(start: number, end: number, dates: LogDates | null): string {
  return withoutDay(shortTimeSpan(start, end, false, dates?.part), dates);
}
