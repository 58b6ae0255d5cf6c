/**
 * Fixed pixel sizes of the timeline. All its SVG layers share one horizontal frame: a left
 * gutter for lane labels and the y axis, then the plot, so one x scale serves them all.
 */
export const GUTTER_WIDTH_PX = 112;
export const RIGHT_PADDING_PX = 20;
export const AXIS_HEIGHT_PX = 28;
export const CONSUMPTION_ROW_HEIGHT_PX = 24;
/** A consumption's dot, and the gap between it and the label right of it. */
export const MARKER_RADIUS_PX = 6;
export const MARKER_LABEL_GAP_PX = 3;
/** Room above the markers for the stub of a selection link and the lane's top margin. */
export const CONSUMPTION_LANE_PADDING_PX = 8;
export const CHART_HEIGHT_PX = 170;
export const CHART_MARGIN_TOP_PX = 30;
export const CHART_MARGIN_BOTTOM_PX = 30;
/** The narrowest a busy timeline is drawn; a narrower card scrolls it sideways. */
export const TIMELINE_MIN_WIDTH_PX = 600;
/** Room per operation a small scenario keeps, and the narrowest it is drawn (a 320 px phone's card). */
const PX_PER_OPERATION = 28;
const SMALL_TIMELINE_MIN_WIDTH_PX = 260;

/**
 * The narrowest the timeline of `operationCount` operations is drawn. A busy picture keeps
 * 600 px on a phone and scrolls; a lesson of a handful of operations fits the card, since
 * each of its dots with its amount label needs about 28 px, and scrolling sideways to see
 * t=0..11 is a chore for nothing. Counted over the whole scenario, not the operations that
 * have arrived, so stepping through a lesson never changes the width.
 */
export function timelineMinWidth(operationCount: number): number {
  const wanted = GUTTER_WIDTH_PX + RIGHT_PADDING_PX + PX_PER_OPERATION * operationCount;
  return Math.min(TIMELINE_MIN_WIDTH_PX, Math.max(SMALL_TIMELINE_MIN_WIDTH_PX, wanted));
}
/** Width used until the browser reports the real one (and in jsdom, which never does). */
export const FALLBACK_WIDTH_PX = 960;

export function plotLeft(): number {
  return GUTTER_WIDTH_PX;
}

export function plotRight(width: number): number {
  return Math.max(GUTTER_WIDTH_PX + 40, width - RIGHT_PADDING_PX);
}
