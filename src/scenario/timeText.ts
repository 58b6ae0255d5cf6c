/**
 * A time typed into a form, or written in a CSV file, as a date. A billing export's times are
 * Unix milliseconds or seconds (text/unixDates.ts); nobody types "1794679200000" to mean 14
 * November at 18:00. A time field takes "2026-11-14 18:00" (or "2026-11-14",
 * "2026-11-14T18:00:05.250Z", "... UTC") as that moment in UTC, or with an offset as an
 * export writes it ("2026-11-14T20:00:00+02:00" is the same moment), in the scenario's own
 * Unix unit, and says what number it became.
 */
import { LedgerInputError } from '../ledger/validation';
import type { Operation } from './types';
import { formatNumber } from '../text/formatNumber';
import { unixDate, unixUnitOf, type UnixUnit } from '../text/unixDates';
import { wholeNumberOf } from '../text/wholeNumberText';

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(?:z|utc|([+-])(\d{2}):?(\d{2}))?$/i;
const OFFSET_HOURS_MAX = 18;

/** The offset after a date ("+02:00"), in milliseconds to take off to reach UTC. */
function offsetOf(match: RegExpExecArray, text: string): number {
  if (match[8] === undefined) return 0;
  const [hours, minutes] = [Number(match[9]), Number(match[10])];
  if (hours > OFFSET_HOURS_MAX || minutes > 59) throw new LedgerInputError('value', `has an offset from UTC that does not exist (${text.trim()})`);
  return (match[8] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/**
 * The Unix unit of the latest arrival with a Unix time, or null when no time is one. Both
 * forms, the event log and an import ask it of the whole scenario when it opens, and a
 * scenario of plain numbers is read to its first operation: no array per operation (that
 * made it about 10 ms at 20,000 operations, in the task that draws the scenario).
 */
export function latestUnixUnit(operations: readonly Operation[]): UnixUnit | null {
  for (let index = operations.length - 1; index >= 0; index -= 1) {
    const operation = operations[index];
    const unit = operation.kind === 'grant' ? (unixUnitOf(operation.start) ?? unixUnitOf(operation.end)) : unixUnitOf(operation.timestamp);
    if (unit !== null) return unit;
  }
  return null;
}

/**
 * The Unix unit of the scenario's times: that of its latest arrival with a Unix time, or
 * milliseconds (as JavaScript and most exports count) when it has none.
 */
export function scenarioUnixUnit(operations: readonly Operation[]): UnixUnit {
  return latestUnixUnit(operations) ?? 1;
}

/** Which moment a date without a time of day names: its first, or (a window's end) its last. */
export type DayEdge = 'start' | 'end';

function isDateOnly(match: RegExpExecArray): boolean {
  return match[4] === undefined;
}

/**
 * The time a date text names in `unit`, or null when the text is not written as a date (then
 * it is read as a number). A date alone names its first moment, or with `edge` 'end' its last
 * (23:59:59.999, or 23:59:59 in seconds): a grant "to 2026-11-30" covers the 30th, as a person
 * means it, since windows include their end. A date that does not exist ("2026-02-30") or a
 * fraction of a second in Unix seconds is refused, in words.
 */
export function parseDateText(text: string, unit: UnixUnit, edge: DayEdge = 'start'): number | null {
  const match = DATE_TEXT.exec(text.trim());
  if (match === null) return null;
  if (edge === 'end' && isDateOnly(match)) {
    const next = parseDateText(text, unit);
    return next === null ? null : next + 86_400_000 / unit - 1;
  }
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0'));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const date = new Date(ms);
  // Date.UTC rolls "February 30" over into March: a date that exists reads back the same.
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day &&
    date.getUTCHours() === hour && date.getUTCMinutes() === minute && date.getUTCSeconds() === second;
  if (!real) throw new LedgerInputError('value', `is not a date that exists (${text.trim()})`);
  const utc = ms - offsetOf(match, text);
  if (utc < 0) throw new LedgerInputError('value', 'must not be before 1970 (Unix time 0)');
  if (unit === 1000 && millisecond !== 0) throw new LedgerInputError('value', 'must be whole seconds: this scenario counts Unix seconds');
  return utc / unit;
}

/**
 * What a time field's text means, under it: "= 1,794,679,200,000 (Unix ms)" for a date (a
 * date alone at a window's end says it is the end of that day), the UTC date of a number that
 * reads as a Unix time, and nothing for anything else.
 */
export function timeFieldHint(text: string, unit: UnixUnit, edge: DayEdge = 'start'): string | null {
  let time: number | null;
  try {
    time = parseDateText(text, unit, edge);
  } catch {
    return null;
  }
  if (time === null) {
    const value = wholeNumberOf(text);
    return value === null ? null : unixDate(value);
  }
  const match = DATE_TEXT.exec(text.trim());
  const endOfDay = edge === 'end' && match !== null && isDateOnly(match);
  return `= ${formatNumber(time)} (Unix ${unit === 1 ? 'ms' : 'seconds'}${endOfDay ? ', the end of that day' : ''})`;
}
