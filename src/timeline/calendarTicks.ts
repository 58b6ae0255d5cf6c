/**
 * Times read as dates. The ledger's times are plain integers, but a billing export's are
 * Unix milliseconds or seconds (text/unixDates.ts), and an axis of "1.7645T" and "1.765T"
 * told a person nothing about when. A visible range that can only be such times gets its
 * ticks on calendar boundaries, labelled as UTC dates and hours, down to seconds and
 * milliseconds when zoomed in that far (the first tick says "UTC"); the exact number stays
 * in every tooltip and caption.
 */
import { scaleUtc, utcFormat } from 'd3';
import { clockPartOf, finerClockPart, unixUnitOfRange, type ClockPart, type UnixUnit } from '../text/unixDates';
import type { TimeRange } from './timeScale';

/** The Unix unit the range reads in, or null where it does not read as dates. */
export function dateUnitOf(range: TimeRange): UnixUnit | null {
  return unixUnitOfRange(range.from, range.to);
}

const formatYear = utcFormat('%Y');
const formatDay = utcFormat('%b %-d');
const formatMonthOfYear = utcFormat('%b %Y');
const formatDayOfYear = utcFormat('%b %-d, %Y');
/** A time of day to each part, alone and after its day. */
const CLOCK_FORMATS: Record<ClockPart, { clock: (date: Date) => string; dayClock: (date: Date) => string }> = {
  minute: { clock: utcFormat('%H:%M'), dayClock: utcFormat('%b %-d %H:%M') },
  second: { clock: utcFormat('%H:%M:%S'), dayClock: utcFormat('%b %-d %H:%M:%S') },
  millisecond: { clock: utcFormat('%H:%M:%S.%L'), dayClock: utcFormat('%b %-d %H:%M:%S.%L') },
};

function isMidnight(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && clockPartOf(date.getTime()) === 'minute';
}

/** The one label form for ticks on whole days: with the year once they span more than one. */
function dayFormat(dates: readonly Date[]): (date: Date) => string {
  if (dates.every((date) => date.getUTCMonth() === 0 && date.getUTCDate() === 1)) return formatYear;
  if (dates[0].getUTCFullYear() === dates[dates.length - 1].getUTCFullYear()) return formatDay;
  return dates.every((date) => date.getUTCDate() === 1) ? formatMonthOfYear : formatDayOfYear;
}

/**
 * Each tick's label: years ("2027"), months or days ("Nov 8", "Jul 2025" across years) or
 * times of day ("14:00", "14:00:05", "14:00:05.250", all to the same part). Among times of
 * day the first tick, and each one on a new day, says the day: "14:00" alone has no date.
 */
function calendarLabels(dates: readonly Date[]): string[] {
  if (dates.every(isMidnight)) return dates.map(dayFormat(dates));
  const { clock, dayClock } = CLOCK_FORMATS[dates.map((date) => clockPartOf(date.getTime())).reduce(finerClockPart)];
  return dates.map((date, index) => {
    const newDay = index === 0 || dates[index - 1].getUTCDate() !== date.getUTCDate();
    return newDay ? dayClock(date) : clock(date);
  });
}

/**
 * About `count` ticks on calendar boundaries (months, days, hours, minutes, seconds,
 * milliseconds), as times and labels; null where the range does not read as dates
 * (dateUnitOf) or holds fewer than two whole times of its unit.
 */
export function calendarTicks(range: TimeRange, count: number): { ticks: number[]; labels: string[] } | null {
  const unit = dateUnitOf(range);
  if (unit === null) return null;
  // Zoomed in to a few seconds or milliseconds, D3 also ticks between the unit's whole times.
  const wholeTimes = scaleUtc()
    .domain([new Date(range.from * unit), new Date(range.to * unit)])
    .ticks(count)
    .filter((date) => Number.isInteger(date.getTime() / unit));
  // Among seconds D3 steps from 1 to 5: ten ticks where `count` leaves room for six labels.
  const every = Math.ceil(wholeTimes.length / (count + 1));
  const dates = wholeTimes.filter((_, index) => index % every === 0);
  if (dates.length < 2) return null;
  const labels = calendarLabels(dates);
  // Said once, on the first tick, so nobody reads the dates as their own time zone.
  labels[0] = `${labels[0]} UTC`;
  return { ticks: dates.map((date) => date.getTime() / unit), labels };
}
