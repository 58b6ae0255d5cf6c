/**
 * The top SVG of the timeline: the time axis, the consumption lane, the upper part of the
 * selection links, the counts of what is out of view, and an empty layer reserved for the
 * what-if drag's ghost marker.
 */
import type { ReactNode } from 'react';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import { ConsumptionLane, CONSUMPTION_LANE_HEIGHT_PX, markerY } from './ConsumptionLane';
import { AXIS_HEIGHT_PX, CONSUMPTION_LANE_PADDING_PX, MARKER_RADIUS_PX } from './dimensions';
import { EdgeCountBadges } from './EdgeCountBadges';
import type { EdgeCounts } from './edgeCounts';
import { formatCredits } from './format';
import { GRANT_AREA_MAX_PX, laneMetrics } from './grantLanes';
import type { ConsumptionLayout, DragHighlights } from './markerLayout';
import { TimeAxis } from './TimeAxis';
import type { TimeScale } from './timeScale';

export const LANE_TOP_PX = AXIS_HEIGHT_PX + CONSUMPTION_LANE_PADDING_PX;
const GRANTS_TITLE_HEIGHT_PX = 22;
/** A generous glyph width of the 12 px bold gutter titles. */
const TITLE_CHAR_WIDTH_PX = 7;
export const HEADER_HEIGHT_PX = LANE_TOP_PX + CONSUMPTION_LANE_HEIGHT_PX + GRANTS_TITLE_HEIGHT_PX;

interface TimelineHeaderProps {
  scale: TimeScale;
  width: number;
  clipId: string;
  layout: ConsumptionLayout;
  grantCount: number;
  /** Grants still to arrive in teaching playback, whose lanes are kept empty. */
  upcomingGrantCount: number;
  laneCount: number;
  selectedId: string | null;
  highlights: DragHighlights;
  edgeCounts: EdgeCounts;
  onSelect: (id: string | null) => void;
  ghostLayer?: ReactNode;
  arrivals: PlaybackArrivals;
}

function grantsTitle(grantCount: number, upcomingGrantCount: number, laneCount: number): string {
  const total = grantCount + upcomingGrantCount;
  const arrived = upcomingGrantCount > 0 ? `${formatCredits(grantCount)} of ${formatCredits(total)} arrived` : formatCredits(grantCount);
  if (total === 1 && upcomingGrantCount === 0) return 'Grant';
  const inLanes = laneCount === total ? '' : `${upcomingGrantCount > 0 ? ',' : ''} in ${formatCredits(laneCount)} lanes`;
  const counted = `Grants (${arrived}${inLanes})`;
  const scrolls = laneMetrics(laneCount).contentHeight > GRANT_AREA_MAX_PX;
  return scrolls ? `${counted}: scroll the lanes to see them all; hover a bar for details` : counted;
}

/** Where the selected marker sits, when it is drawn and drew credit from some grant. */
function selectedMarkerPosition(layout: ConsumptionLayout, selectedId: string | null): { x: number; y: number } | null {
  const placed = layout.markers.find((marker) => marker.mark.id === selectedId);
  if (placed === undefined || placed.mark.draws.length === 0) return null;
  return { x: placed.x, y: markerY(LANE_TOP_PX, placed.row) };
}

export function TimelineHeader(props: TimelineHeaderProps) {
  const { scale, width, clipId, layout, grantCount, upcomingGrantCount, laneCount, selectedId, highlights, onSelect, ghostLayer, arrivals } = props;
  const [plotLeft, plotRight] = scale.range();
  const linkStart = selectedMarkerPosition(layout, selectedId);
  const title = grantsTitle(grantCount, upcomingGrantCount, laneCount);
  const titleY = HEADER_HEIGHT_PX - GRANTS_TITLE_HEIGHT_PX / 2;
  return (
    <svg className="timeline-header" width={width} height={HEADER_HEIGHT_PX} aria-label="Consumptions">
      <defs>
        <clipPath id={clipId}>
          <rect x={plotLeft} y={-1} width={plotRight - plotLeft} height={100_000} />
        </clipPath>
      </defs>
      <TimeAxis scale={scale} orientation="top" y={AXIS_HEIGHT_PX - 1} />
      <rect className="timeline-lane-background" x={plotLeft} y={LANE_TOP_PX} width={plotRight - plotLeft} height={CONSUMPTION_LANE_HEIGHT_PX} />
      <text className="timeline-gutter-title" x={8} y={LANE_TOP_PX + CONSUMPTION_LANE_HEIGHT_PX / 2}>
        Consumptions
      </text>
      <text className="timeline-gutter-title" x={8} y={titleY}>
        {title}
      </text>
      {linkStart !== null && (
        <line
          className="timeline-link-stub"
          x1={linkStart.x}
          x2={linkStart.x}
          y1={linkStart.y + MARKER_RADIUS_PX}
          y2={HEADER_HEIGHT_PX}
        />
      )}
      <ConsumptionLane layout={layout} top={LANE_TOP_PX} selectedId={selectedId} highlights={highlights} onSelect={onSelect} arrivals={arrivals} />
      {grantCount === 0 && layout.markers.length === 0 && layout.mode === 'markers' && upcomingGrantCount > 0 && (
        // Step 0 of a lesson: the lanes are there, kept for what is to come (timelineModel.ts).
        <text className="timeline-lane-note" x={plotLeft + 8} y={LANE_TOP_PX + CONSUMPTION_LANE_HEIGHT_PX / 2 + 4}>
          Nothing has arrived yet: step forward.
        </text>
      )}
      <EdgeCountBadges
        counts={props.edgeCounts}
        plotLeft={plotLeft}
        plotRight={plotRight}
        laneTop={LANE_TOP_PX}
        grantRowY={titleY}
        grantTitleEndX={8 + title.length * TITLE_CHAR_WIDTH_PX}
      />
      {/* Reserved for the what-if drag: its ghost marker draws here, above every mark. */}
      <g className="timeline-ghost-layer" data-layer="ghost">
        {ghostLayer}
      </g>
    </svg>
  );
}
