/**
 * Text for the timeline: numbers that stay short and ids that cannot take over a lane.
 * SVG text and tooltips are plain strings, so ids are isolated there with FSI … PDI.
 */
import { format } from 'd3';
import type { GrantView } from '../ledger/types';
import { isolateId } from '../text/phrase';

const formatAbbreviated = format('.3~s');
const formatExact = format(',');
/** Past this, exact digits crowd the picture; SI prefixes ("250M") stay readable. */
const ABBREVIATE_FROM = 1e6;
const SHORT_ID_LENGTH_MAX = 14;

export function formatTime(t: number): string {
  return Math.abs(t) >= ABBREVIATE_FROM ? formatAbbreviated(t) : formatExact(t);
}

export function formatCredits(amount: number): string {
  return Math.abs(amount) >= ABBREVIATE_FROM ? formatAbbreviated(amount) : formatExact(amount);
}

/** Ids may be 256 characters long; lanes show a prefix and the tooltip the whole id. */
export function shortId(id: string): string {
  return id.length <= SHORT_ID_LENGTH_MAX ? id : `${id.slice(0, SHORT_ID_LENGTH_MAX - 1)}\u2026`;
}

export function grantLabel(id: string, amount: number): string {
  return `${isolateId(shortId(id))} \u00b7 ${formatCredits(amount)}`;
}

export function grantDescription(grant: GrantView): string {
  return (
    `Grant ${isolateId(grant.id)}: ${formatCredits(grant.amount)} credits usable from t=${formatTime(grant.start)} ` +
    `to t=${formatTime(grant.end)} (both included); ${formatCredits(grant.drawn)} drawn, ${formatCredits(grant.left)} left`
  );
}
