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
/** The narrowest the timeline is drawn; a narrower card scrolls it sideways. */
export const TIMELINE_MIN_WIDTH_PX = 600;
/** Width used until the browser reports the real one (and in jsdom, which never does). */
export const FALLBACK_WIDTH_PX = 960;

export function plotLeft(): number {
  return GUTTER_WIDTH_PX;
}

export function plotRight(width: number): number {
  return Math.max(GUTTER_WIDTH_PX + 40, width - RIGHT_PADDING_PX);
}
