/**
 * Text for the timeline: exact numbers where they answer, short ones on the axes, and ids
 * that cannot take over a lane.
 * SVG text and tooltips are plain strings, so ids are isolated there with FSI … PDI.
 */
import { format } from 'd3';
import type { GrantView } from '../ledger/types';
import { formatNumber } from '../text/formatNumber';
import { isolateId } from '../text/phrase';
import { shortId } from '../text/shortId';
import { formatTimeWithDate } from '../text/unixDates';

/** Past this, exact digits crowd an axis; "250M" stays readable. */
const ABBREVIATE_FROM = 1e6;
/** Past this, "9.007e15": a quadrillion suffix would mean nothing to most people. */
const SCIENTIFIC_FROM = 1e15;
/**
 * Short-scale suffixes people read on money and usage (million, billion, trillion), not SI
 * prefixes: "2.5G" or "9P" meant nothing to first-time users.
 */
const SUFFIXES: readonly [number, string][] = [[1e12, 'T'], [1e9, 'B'], [1e6, 'M']];

/**
 * A time wherever it is an answer (a tooltip, a caption, the range shown): exact, like
 * credits. Times are often Unix milliseconds (1,764,547,200,000), where "1.76T" would name
 * a whole day's worth of different times.
 */
export function formatTime(t: number): string {
  return formatNumber(t);
}

/** Credits are written exactly, as everywhere else in the app (text/formatNumber.ts). */
export function formatCredits(amount: number): string {
  return formatNumber(amount);
}

/**
 * The labels of an axis's ticks (times or credits): exact below a million, short from
 * there ("250M", "1.765T"), with as many decimals as the step between ticks needs, so no
 * two ticks read alike (Unix-millisecond times a day apart all read "1.76T" at three
 * digits). A tick is a guide, not an answer: the exact value is in the tooltips.
 */
export function axisTickLabels(ticks: readonly number[]): string[] {
  const gap = smallestGap(ticks);
  const shortLabels = ticks.map((tick) => shortTickLabel(tick, Number.isFinite(gap) ? gap : Math.abs(tick) / 100));
  // One form along an axis: where the step needs nearly every digit of some tick anyway,
  // every tick reads exact (deep in a zoom near 4.5e15, "4.5035996273705e15" stood among
  // comma-grouped neighbours).
  const exactReadsBetter = ticks.some((tick, index) => {
    const short = shortLabels[index];
    return short !== null && short.length >= formatNumber(tick).length - 1;
  });
  return ticks.map((tick, index) => (exactReadsBetter ? null : shortLabels[index]) ?? formatNumber(tick));
}

function smallestGap(ticks: readonly number[]): number {
  let gap = Infinity;
  for (let index = 1; index < ticks.length; index += 1) {
    const between = Math.abs(ticks[index] - ticks[index - 1]);
    if (between > 0) gap = Math.min(gap, between);
  }
  return gap;
}

/** The short form of a tick ("250M", "9.007e15"), or null below a million, where ticks read exact. */
function shortTickLabel(value: number, step: number): string | null {
  const magnitude = Math.abs(value);
  if (magnitude < ABBREVIATE_FROM) return null;
  const short = magnitude >= SCIENTIFIC_FROM ? scientific(magnitude, step) : withSuffix(magnitude, step);
  return value < 0 ? `\u2212${short}` : short;
}

/** Powers of ten, floored: 8.64e7 -> 7. Never NaN or infinite for the positive finite numbers passed. */
function exponentOf(value: number): number {
  return Math.floor(Math.log10(value));
}

/** Between 0 and 20, what d3's format takes as a precision. */
function precision(digits: number): number {
  return Number.isFinite(digits) ? Math.min(20, Math.max(0, digits)) : 0;
}

function scientific(magnitude: number, step: number): string {
  // As many digits as tell ticks `step` apart: 7e15 and 8e15, or 9.007e15 and 9.008e15.
  const decimals = precision(exponentOf(magnitude) - exponentOf(step));
  return format(`.${decimals}~e`)(magnitude).replace('e+', 'e');
}

function withSuffix(magnitude: number, step: number): string {
  for (const [unit, suffix] of SUFFIXES) {
    if (magnitude < unit) continue;
    const digits = format(`.${precision(-exponentOf(step / unit))}~f`)(magnitude / unit);
    // 999,999,999 rounds to "1000M": written with the next suffix instead.
    if (Number(digits) >= 1000) return unit < 1e12 ? withSuffix(unit * 1000, step) : scientific(magnitude, step);
    return `${digits}${suffix}`;
  }
  return formatNumber(magnitude);
}

export function grantLabel(id: string, amount: number): string {
  return `${isolateId(shortId(id))} \u00b7 ${formatCredits(amount)}`;
}

const descriptionByGrant = new WeakMap<GrantView, string>();

/**
 * The grant in words, for its tooltip and accessible name. Cached per grant view (one per
 * engine answer): hundreds of bars are redrawn on every zoom frame, their words are not.
 */
export function grantDescription(grant: GrantView): string {
  let description = descriptionByGrant.get(grant);
  if (description === undefined) {
    description = describeGrant(grant);
    descriptionByGrant.set(grant, description);
  }
  return description;
}

function describeGrant(grant: GrantView): string {
  return (
    `Grant ${isolateId(grant.id)}: ${formatCredits(grant.amount)} credits usable from t=${formatTimeWithDate(grant.start)} ` +
    `to t=${formatTimeWithDate(grant.end)} (both included); ${formatCredits(grant.drawn)} drawn, ${formatCredits(grant.left)} left`
  );
}
