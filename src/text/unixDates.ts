/**
 * The ledger's times are plain integers, but a billing export's are Unix times: in
 * milliseconds (1,794,679,200,000) or in seconds (1,794,679,200, as the usage APIs of most
 * AI platforms give them). A time that can only be one of them is also given as a UTC date
 * where a person reads it: "1,794,679,200,000 (2026-11-14 18:00 UTC)". That is 2000 to 2100
 * in milliseconds, or 2010 to 2100 in seconds (from 1,262,304,000: a round count such as
 * 1,000,000,000 stays a number). The two ranges are a thousandfold apart and never meet.
 * Smaller times (every preset's) stay plain numbers.
 */
import { utcFormat } from 'd3';
import { formatNumber } from './formatNumber';

export const UNIX_MS_FROM = Date.UTC(2000, 0, 1);
export const UNIX_MS_TO = Date.UTC(2100, 0, 1);
const UNIX_SECONDS_FROM = Date.UTC(2010, 0, 1) / 1000;
const UNIX_SECONDS_TO = UNIX_MS_TO / 1000;

/** Milliseconds per unit of a Unix time: 1 for milliseconds, 1000 for seconds. */
export type UnixUnit = 1 | 1000;

/** The finest part of the time of day a date is written to, with its length in milliseconds. */
export type ClockPart = 'minute' | 'second' | 'millisecond';
export const CLOCK_PART_MS: Record<ClockPart, number> = { minute: 60_000, second: 1000, millisecond: 1 };
/** Coarsest first. */
const CLOCK_PARTS: readonly ClockPart[] = ['minute', 'second', 'millisecond'];
const DATE_FORMATS: Record<ClockPart, (date: Date) => string> = {
  minute: utcFormat('%Y-%m-%d %H:%M'),
  second: utcFormat('%Y-%m-%d %H:%M:%S'),
  millisecond: utcFormat('%Y-%m-%d %H:%M:%S.%L'),
};

/** The unit `t` reads in as a Unix time, or null for any other time. */
export function unixUnitOf(t: number): UnixUnit | null {
  if (!Number.isInteger(t)) return null;
  if (t >= UNIX_MS_FROM && t <= UNIX_MS_TO) return 1;
  return t >= UNIX_SECONDS_FROM && t <= UNIX_SECONDS_TO ? 1000 : null;
}

/** The unit both ends of a range read in, or null when they do not read as one. */
export function unixUnitOfRange(from: number, to: number): UnixUnit | null {
  const unit = unixUnitOf(Math.ceil(from));
  return unit !== null && unixUnitOf(Math.floor(to)) === unit ? unit : null;
}

/** "2026-11-15 14:00 UTC" (seconds and milliseconds only when not zero), or null. */
export function unixDate(t: number): string | null {
  const unit = unixUnitOf(t);
  if (unit === null) return null;
  return unixDateTo(t, clockPartOf(t * unit));
}

/** The finest part of the time of day a moment (in Unix ms) needs: minutes at the coarsest. */
export function clockPartOf(ms: number): ClockPart {
  return ms % 1000 !== 0 ? 'millisecond' : ms % 60_000 !== 0 ? 'second' : 'minute';
}

/** The finer of two parts, for times written alike. */
export function finerClockPart(a: ClockPart, b: ClockPart): ClockPart {
  return CLOCK_PARTS.indexOf(a) >= CLOCK_PARTS.indexOf(b) ? a : b;
}

/** "2026-11-15 14:00:00 UTC": `t` written to `part` (any finer part left out), or null. */
export function unixDateTo(t: number, part: ClockPart): string | null {
  const unit = unixUnitOf(t);
  return unit === null ? null : `${DATE_FORMATS[part](new Date(t * unit))} UTC`;
}

/** The exact time, with its UTC date after it when it can only be a Unix time. */
export function formatTimeWithDate(t: number): string {
  const date = unixDate(t);
  return date === null ? formatNumber(t) : `${formatNumber(t)} (${date})`;
}

/**
 * Where a line has no room for both (an event log row, a table cell): "t=4,102", or for a
 * Unix time its UTC date alone. The exact number goes in that place's tooltip. Without
 * `zone`, the date leaves out " UTC", for a list that says it once; with `part`, it is
 * written to that part, for a list that writes all its times alike.
 */
export function shortTime(t: number, zone = true, part?: ClockPart): string {
  const date = dateTo(t, part);
  if (date === null) return `t=${formatNumber(t)}`;
  return zone ? date : withoutZone(date);
}

/** `unixDate`, or to `part` when given (a list writing all its times alike). */
function dateTo(t: number, part: ClockPart | undefined): string | null {
  return part === undefined ? unixDate(t) : unixDateTo(t, part);
}

function withoutZone(date: string): string {
  return date.slice(0, -' UTC'.length);
}

/**
 * A window as `shortTime` writes a time: "t=0–10", or "2026-11-01 00:00 – 2026-11-15 12:00
 * UTC" (the end's time alone when it falls on the start's day, the days alone when it spans
 * whole days: "2026-11-01 – 2026-11-30 UTC"). A window that is one time is that time.
 */
export function shortTimeSpan(start: number, end: number, zone = true, part?: ClockPart): string {
  if (start === end) return shortTime(start, zone, part);
  const unit = unixUnitOfRange(start, end);
  const [from, to] = [dateTo(start, part), dateTo(end, part)];
  if (unit === null || from === null || to === null) return `t=${formatNumber(start)}–${formatNumber(end)}`;
  const day = 86_400_000 / unit;
  // Whole days (a month's credit, through the last moment of its last day): the days alone,
  // as a date alone at a window's end is read back (scenario/timeText.ts).
  const suffix = zone ? ' UTC' : '';
  if (start % day === 0 && (end + 1) % day === 0 && end - start + 1 > day) return `${from.slice(0, 10)} – ${to.slice(0, 10)}${suffix}`;
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${withoutZone(from)} – ${withoutZone(sameDay ? to.slice(11) : to)}${suffix}`;
}
