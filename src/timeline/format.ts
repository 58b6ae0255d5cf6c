/**
 * Text for the timeline: numbers that stay short and ids that cannot take over a lane.
 * SVG text and tooltips are plain strings, so ids are isolated there with FSI … PDI.
 */
import { format } from 'd3';
import type { GrantView } from '../ledger/types';
import { formatNumber } from '../text/formatNumber';
import { isolateId } from '../text/phrase';

const formatExact = format(',');
const formatSignificant = format('.3~r');
const formatScientific = format('.2~e');
/** Past this, exact digits crowd the time axis; "250M" stays readable. */
const ABBREVIATE_FROM = 1e6;
const SHORT_ID_LENGTH_MAX = 14;
/**
 * Short-scale suffixes people read on money and usage (million, billion, trillion), not SI
 * prefixes: "2.5G" or "9P" meant nothing to first-time users. Past trillions: "9.01e15".
 */
const SUFFIXES: readonly [number, string][] = [[1e12, 'T'], [1e9, 'B'], [1e6, 'M']];

/** Three significant digits with a suffix; negative values with d3's minus sign, like the exact format. */
function formatAbbreviated(value: number): string {
  return value < 0 ? `\u2212${abbreviatedMagnitude(-value)}` : abbreviatedMagnitude(value);
}

function abbreviatedMagnitude(value: number): string {
  for (const [unit, suffix] of SUFFIXES) {
    if (value < unit) continue;
    const scaled = Number(formatSignificant(value / unit));
    if (scaled < 1000) return `${scaled}${suffix}`;
    // 999,999,999 rounds to 1000M: written with the next suffix instead.
    if (unit < 1e12) return abbreviatedMagnitude(unit * 1000);
    break;
  }
  return formatScientific(value).replace('e+', 'e');
}

export function formatTime(t: number): string {
  return Math.abs(t) >= ABBREVIATE_FROM ? formatAbbreviated(t) : formatExact(t);
}

/** Credits are written exactly, as everywhere else in the app (text/formatNumber.ts). */
export function formatCredits(amount: number): string {
  return formatNumber(amount);
}

/**
 * A tick of the credits axis: exact up to a million, then short like the time axis ("250M"),
 * since the axis has about 60 px for its labels and a tick is a guide, not an answer.
 */
export function formatCreditsTick(amount: number): string {
  return Math.abs(amount) >= ABBREVIATE_FROM ? formatAbbreviated(amount) : formatCredits(amount);
}

/** Ids may be 256 characters long; lanes show a prefix and the tooltip the whole id. */
export function shortId(id: string, lengthMax = SHORT_ID_LENGTH_MAX): string {
  return id.length <= lengthMax ? id : `${id.slice(0, lengthMax - 1)}\u2026`;
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
    `Grant ${isolateId(grant.id)}: ${formatCredits(grant.amount)} credits usable from t=${formatTime(grant.start)} ` +
    `to t=${formatTime(grant.end)} (both included); ${formatCredits(grant.drawn)} drawn, ${formatCredits(grant.left)} left`
  );
}
