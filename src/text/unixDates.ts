/**
 * The ledger's times are plain integers, but a billing export's are Unix milliseconds. A
 * time that can only be one (between 2000 and 2100 as milliseconds) is also given as a UTC
 * date where a person reads a single time: "1,794,679,200,000 (2026-11-15 14:00 UTC)".
 * Smaller times (every preset's, Unix seconds) stay plain numbers.
 */
import { utcFormat } from 'd3';
import { formatNumber } from './formatNumber';

export const UNIX_MS_FROM = Date.UTC(2000, 0, 1);
export const UNIX_MS_TO = Date.UTC(2100, 0, 1);

const toMinute = utcFormat('%Y-%m-%d %H:%M');
const toSecond = utcFormat('%Y-%m-%d %H:%M:%S');
const toMillisecond = utcFormat('%Y-%m-%d %H:%M:%S.%L');

export function isUnixMilliseconds(t: number): boolean {
  return Number.isInteger(t) && t >= UNIX_MS_FROM && t <= UNIX_MS_TO;
}

/** "2026-11-15 14:00 UTC" (seconds and milliseconds only when not zero), or null. */
export function unixDate(t: number): string | null {
  if (!isUnixMilliseconds(t)) return null;
  const date = new Date(t);
  const format = t % 1000 !== 0 ? toMillisecond : t % 60_000 !== 0 ? toSecond : toMinute;
  return `${format(date)} UTC`;
}

/** The exact time, with its UTC date after it when it can only be Unix milliseconds. */
export function formatTimeWithDate(t: number): string {
  const date = unixDate(t);
  return date === null ? formatNumber(t) : `${formatNumber(t)} (${date})`;
}
