/**
 * Lane geometry for grant bars and the index of who drew what from each grant.
 *
 * Grants share lanes (see grantPacking.ts). Lanes shrink as they multiply, between a
 * readable maximum and a thin minimum; past the point where even thin lanes overflow
 * GRANT_AREA_MAX_PX, the grant area scrolls vertically instead of squeezing the lanes
 * into invisible slivers. Labels need about 14 px, so thinner lanes drop their text and
 * keep it in a tooltip.
 */
import type { ConsumptionView, GrantView, LedgerSnapshot } from '../ledger/types';
import { lowerBound, type TimeRange } from './timeScale';
import { ITEMS_PER_STEP, runToEnd, sortedSteps, type Steps } from '../timeSlices';

export const GRANT_AREA_MAX_PX = 300;
export const LANE_HEIGHT_MAX_PX = 44;
export const LANE_HEIGHT_MIN_PX = 5;
export const LANE_LABEL_MIN_PX = 14;
/** Space between a bar and the lane edges, as a share of the lane height. */
const LANE_PADDING_SHARE = 0.12;

export interface LaneMetrics {
  laneHeight: number;
  barHeight: number;
  barOffset: number;
  contentHeight: number;
  viewportHeight: number;
  showLabels: boolean;
}

export function laneMetrics(laneCount: number): LaneMetrics {
  const fitted = GRANT_AREA_MAX_PX / Math.max(laneCount, 1);
  const laneHeight = Math.min(LANE_HEIGHT_MAX_PX, Math.max(LANE_HEIGHT_MIN_PX, fitted));
  const barOffset = laneHeight >= LANE_LABEL_MIN_PX ? Math.round(laneHeight * LANE_PADDING_SHARE) : 1;
  const contentHeight = laneHeight * laneCount;
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
export function drawsByGrant(snapshot: LedgerSnapshot): Map<string, readonly GrantDraw[]> {
  return runToEnd(drawsByGrantSteps(snapshot));
}

/** The draws by grant of an earlier answer, and the consumptions they were read from. */
export interface EarlierDraws {
  consumptions: readonly ConsumptionView[];
  byGrant: ReadonlyMap<string, readonly GrantDraw[]>;
}

/** Past this many grants touched by an answer, every list is built again. */
const TOUCHED_GRANTS_MAX = 64;

/**
 * The grants whose draws may differ from `earlier`'s: those of the consumptions that are
 * not the same objects at the same place (an answer keeps a consumption it did not change
 * as the same object, worker/answerPatch.ts). Null when too many to be worth it.
 */
function grantsTouchedSince(earlier: EarlierDraws, consumptions: readonly ConsumptionView[]): Set<string> | null {
  const touched = new Set<string>();
  const length = Math.max(earlier.consumptions.length, consumptions.length);
  for (let index = 0; index < length; index += 1) {
    const before = earlier.consumptions[index];
    const now = consumptions[index];
    if (before === now) continue;
    for (const draw of before?.draws ?? []) touched.add(draw.grantId);
    for (const draw of now?.draws ?? []) touched.add(draw.grantId);
    if (touched.size > TOUCHED_GRANTS_MAX) return null;
  }
  return touched;
}

const byTimestamp = (a: GrantDraw, b: GrantDraw): number => a.timestamp - b.timestamp;

/**
 * drawsByGrant in steps (see timeSlices.ts). Given the earlier answer's, only the lists of
 * the grants its consumptions' changes touched are built again; the others are kept as
 * they were (the same arrays), which at 20,000 operations saves an edit 25,000 objects.
 */
export function* drawsByGrantSteps(snapshot: LedgerSnapshot, earlier: EarlierDraws | null = null): Steps<Map<string, readonly GrantDraw[]>> {
  const { consumptions } = snapshot;
  const touched = earlier === null ? null : grantsTouchedSince(earlier, consumptions);
  const byGrant = new Map<string, GrantDraw[]>();
  for (let index = 0; index < consumptions.length; index += 1) {
    if (index % ITEMS_PER_STEP === 0) yield;
    const consumption = consumptions[index];
    for (const draw of consumption.draws) {
      if (touched !== null && !touched.has(draw.grantId)) continue;
      const list = byGrant.get(draw.grantId) ?? [];
      list.push({ timestamp: consumption.timestamp, amount: draw.amount, consumptionId: consumption.id });
      byGrant.set(draw.grantId, list);
    }
  }
  // Sorted in steps, a grant at a time (all of them in one step took up to 14 ms at 20,000 operations).
  for (const [grantId, list] of byGrant) byGrant.set(grantId, yield* sortedSteps(list, byTimestamp));
  if (earlier === null || touched === null) return byGrant;
  const kept = new Map<string, readonly GrantDraw[]>([...earlier.byGrant].filter(([grantId]) => !touched.has(grantId)));
  for (const [grantId, list] of byGrant) kept.set(grantId, list);
  return kept;
}

/** Lanes drawn above and below the scrolled viewport, so a fast scroll shows no gap. */
const LANE_OVERSCAN = 4;

/**
 * The lanes inside the grant area's scrolled viewport, as a half-open index range. With
 * hundreds of lanes only a few dozen are on screen; drawing just those keeps every zoom
 * frame cheap.
 */
export function visibleLaneRange(metrics: LaneMetrics, laneCount: number, scrollTop: number): { first: number; end: number } {
  const first = Math.max(0, Math.floor(scrollTop / metrics.laneHeight) - LANE_OVERSCAN);
  const end = Math.min(laneCount, Math.ceil((scrollTop + metrics.viewportHeight) / metrics.laneHeight) + LANE_OVERSCAN);
  return { first, end };
}

/**
 * The grants of one lane that overlap the visible range. A lane's windows never overlap,
 * so its grants are sorted by end as well as by start, and a binary search finds the first.
 */
export function visibleGrantsOfLane(lane: readonly GrantView[], range: TimeRange): readonly GrantView[] {
  const first = lowerBound(lane, range.from - 0.5, (grant) => grant.end);
  let end = first;
  while (end < lane.length && lane[end].start - 0.5 <= range.to) end += 1;
  return lane.slice(first, end);
}
