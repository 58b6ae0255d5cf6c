/**
 * Times read as dates. The ledger's times are plain integers, but a billing export's are
 * Unix milliseconds or seconds (text/unixDates.ts), and an axis of "1.7645T" and "1.765T"
 * told a person nothing about when. A visible range that can only be such times (at least a
 * minute wide) gets its ticks on calendar boundaries, labelled as UTC dates and hours (the
 * first tick says "UTC"); the exact number stays in every tooltip and caption.
 */
import { scaleUtc, utcFormat } from 'd3';
import { unixUnitOfRange, type UnixUnit } from '../text/unixDates';
import type { TimeRange } from './timeScale';

/** Narrower than this, calendar ticks would be seconds and milliseconds: the numbers read better. */
const CALENDAR_SPAN_MIN_MS = 60_000;

/** The Unix unit the range reads in, when it is wide enough for calendar ticks; else null. */
export function dateUnitOf(range: TimeRange): UnixUnit | null {
  const unit = unixUnitOfRange(range.from, range.to);
  return unit !== null && (range.to - range.from) * unit >= CALENDAR_SPAN_MIN_MS ? unit : null;
}

const formatYear = utcFormat('%Y');
const formatDay = utcFormat('%b %-d');
const formatMonthOfYear = utcFormat('%b %Y');
const formatDayOfYear = utcFormat('%b %-d, %Y');
const formatHour = utcFormat('%H:%M');
const formatDayHour = utcFormat('%b %-d %H:%M');

function isMidnight(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
}

/** The one label form for ticks on whole days: with the year once they span more than one. */
function dayFormat(dates: readonly Date[]): (date: Date) => string {
  if (dates.every((date) => date.getUTCMonth() === 0 && date.getUTCDate() === 1)) return formatYear;
  if (dates[0].getUTCFullYear() === dates[dates.length - 1].getUTCFullYear()) return formatDay;
  return dates.every((date) => date.getUTCDate() === 1) ? formatMonthOfYear : formatDayOfYear;
}

/**
 * Each tick's label: years ("2027"), months or days ("Nov 8", "Jul 2025" across years) or
 * hours ("14:00"). Among hours the first tick, and each one on a new day, says the day:
 * "14:00" alone has no date.
 */
function calendarLabels(dates: readonly Date[]): string[] {
  if (dates.every(isMidnight)) return dates.map(dayFormat(dates));
  return dates.map((date, index) => {
    const newDay = index === 0 || dates[index - 1].getUTCDate() !== date.getUTCDate();
    return newDay ? formatDayHour(date) : formatHour(date);
  });
}

/**
 * About `count` ticks on calendar boundaries (months, days, hours, minutes), as times and
 * labels; null where the range does not read as dates (dateUnitOf) or the ticks would fall
 * between whole minutes, where the numbers read better.
 */
export function calendarTicks(range: TimeRange, count: number): { ticks: number[]; labels: string[] } | null {
  const unit = dateUnitOf(range);
  if (unit === null) return null;
  const dates = scaleUtc().domain([new Date(range.from * unit), new Date(range.to * unit)]).ticks(count);
  if (dates.length < 2 || dates.some((date) => date.getUTCSeconds() !== 0 || date.getUTCMilliseconds() !== 0)) return null;
  const labels = calendarLabels(dates);
  // Said once, on the first tick, so nobody reads the dates as their own time zone.
  labels[0] = `${labels[0]} UTC`;
  return { ticks: dates.map((date) => date.getTime() / unit), labels };
}
