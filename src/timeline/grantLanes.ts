/**
 * Lane geometry for grant bars and the index of who drew what from each grant.
 *
 * One lane per grant, in the order grants were added. Lanes shrink as grants multiply,
 * between a readable maximum and a thin minimum; past the point where even thin lanes
 * overflow GRANT_AREA_MAX_PX, the grant area scrolls vertically instead of squeezing the
 * lanes into invisible slivers. Labels need about 14 px, so thinner lanes drop their
 * text and keep it in a tooltip.
 */
import type { GrantView, LedgerSnapshot } from '../ledger/types';
import type { TimeRange } from './timeScale';

export const GRANT_AREA_MAX_PX = 300;
export const LANE_HEIGHT_MAX_PX = 44;
export const LANE_HEIGHT_MIN_PX = 5;
export const LANE_LABEL_MIN_PX = 14;
/** Space between a bar and the lane edges, as a share of the lane height. */
const LANE_PADDING_SHARE = 0.15;

export interface LaneMetrics {
  laneHeight: number;
  barHeight: number;
  barOffset: number;
  contentHeight: number;
  viewportHeight: number;
  showLabels: boolean;
}

export function laneMetrics(grantCount: number): LaneMetrics {
  const fitted = GRANT_AREA_MAX_PX / Math.max(grantCount, 1);
  const laneHeight = Math.min(LANE_HEIGHT_MAX_PX, Math.max(LANE_HEIGHT_MIN_PX, fitted));
  const barOffset = laneHeight >= LANE_LABEL_MIN_PX ? Math.round(laneHeight * LANE_PADDING_SHARE) : 1;
  const contentHeight = laneHeight * grantCount;
  return {
    laneHeight,
    barHeight: laneHeight - 2 * barOffset,
    barOffset,
    contentHeight,
    viewportHeight: Math.min(contentHeight, GRANT_AREA_MAX_PX),
    showLabels: laneHeight >= LANE_LABEL_MIN_PX,
  };
}

/** One draw as the grant saw it: when, how much, and by whom. */
export interface GrantDraw {
  timestamp: number;
  amount: number;
  consumptionId: string;
}

/** Draws per grant id, sorted by time, built once per engine answer. */
export function drawsByGrant(snapshot: LedgerSnapshot): Map<string, GrantDraw[]> {
  const byGrant = new Map<string, GrantDraw[]>();
  for (const consumption of snapshot.consumptions) {
    for (const draw of consumption.draws) {
      const list = byGrant.get(draw.grantId) ?? [];
      list.push({ timestamp: consumption.timestamp, amount: draw.amount, consumptionId: consumption.id });
      byGrant.set(draw.grantId, list);
    }
  }
  for (const list of byGrant.values()) list.sort((a, b) => a.timestamp - b.timestamp);
  return byGrant;
}

export function grantOverlapsRange(grant: GrantView, range: TimeRange): boolean {
  return grant.end + 0.5 >= range.from && grant.start - 0.5 <= range.to;
}

/** Lanes drawn above and below the scrolled viewport, so a fast scroll shows no gap. */
const LANE_OVERSCAN = 4;

/**
 * The lanes inside the grant area's scrolled viewport, as a half-open index range. With
 * hundreds of grants only a few dozen lanes are on screen; drawing just those keeps every
 * zoom frame cheap.
 */
export function visibleLaneRange(metrics: LaneMetrics, grantCount: number, scrollTop: number): { first: number; end: number } {
  const first = Math.max(0, Math.floor(scrollTop / metrics.laneHeight) - LANE_OVERSCAN);
  const end = Math.min(grantCount, Math.ceil((scrollTop + metrics.viewportHeight) / metrics.laneHeight) + LANE_OVERSCAN);
  return { first, end };
}
