/**
 * The consumption lane: individual markers when they fit (stacked in up to three rows),
 * otherwise a density strip with the selected consumption and the ones a drag would move
 * still drawn on top (those as small rings, so many of them do not bury the columns).
 */
import { arrivalLabelSides } from './arrivalLabelSide';
import { ConsumptionMarker } from './ConsumptionMarker';
import { CONSUMPTION_ROW_HEIGHT_PX } from './dimensions';
import { cssZoomOf } from './cssZoom';
import {
  DENSITY_COLUMN_PX,
  hasHighlights,
  ringBands,
  MARKER_ROWS_MAX,
  type ConsumptionLayout,
  type DensityColumn,
  type DensityShare,
  type DragHighlights,
  type RingGroups,
  type RingKind,
} from './markerLayout';
import { formatNumber } from '../text/formatNumber';
import { statusColors } from '../theme';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import { useTimelineFrame } from './timelineFrame';
import type { MouseEvent } from 'react';

/** Bottom-up stacking order of a density column: what was accepted carries the rest. */
const DENSITY_STACK: readonly DensityShare[] = ['accepted', 'broken', 'pending', 'rejected', 'becomesAccepted'];
const HIGHLIGHT_SHARES: ReadonlySet<DensityShare> = new Set(['broken', 'becomesAccepted']);
const DENSITY_HEIGHT_MIN_PX = 2;
/** A drag's share stays visible even when it is one consumption among hundreds. */
const HIGHLIGHT_HEIGHT_MIN_PX = 4;

export const CONSUMPTION_LANE_HEIGHT_PX = MARKER_ROWS_MAX * CONSUMPTION_ROW_HEIGHT_PX;

interface ConsumptionLaneProps {
  layout: ConsumptionLayout;
  top: number;
  selectedId: string | null;
  highlights: DragHighlights;
  onSelect: (id: string | null) => void;
  arrivals: PlaybackArrivals;
}

export function markerY(top: number, row: number): number {
  return top + CONSUMPTION_LANE_HEIGHT_PX - (row + 0.5) * CONSUMPTION_ROW_HEIGHT_PX;
}

/** One path per share: a few hundred columns cost five DOM nodes, not hundreds. */
export function densityPaths(columns: readonly DensityColumn[], totalMax: number, bottom: number): Record<DensityShare, string> {
  const paths: Record<DensityShare, string[]> = { accepted: [], pending: [], rejected: [], broken: [], becomesAccepted: [] };
  const heightPerCount = CONSUMPTION_LANE_HEIGHT_PX / Math.max(totalMax, 1);
  for (const column of columns) {
    let y = bottom;
    for (const share of DENSITY_STACK) {
      const count = column.counts[share];
      if (count === 0) continue;
      const heightMin = HIGHLIGHT_SHARES.has(share) ? HIGHLIGHT_HEIGHT_MIN_PX : DENSITY_HEIGHT_MIN_PX;
      const height = Math.max(heightMin, count * heightPerCount);
      y -= height;
      paths[share].push(`M${column.x},${y}h${DENSITY_COLUMN_PX - 0.5}v${height}h${0.5 - DENSITY_COLUMN_PX}Z`);
    }
  }
  const joined = (share: DensityShare) => paths[share].join('');
  return { accepted: joined('accepted'), pending: joined('pending'), rejected: joined('rejected'), broken: joined('broken'), becomesAccepted: joined('becomesAccepted') };
}

/** While a drag shows its consequences, the other shares fade so red and green stand out. */
function shareOpacity(share: DensityShare, dragging: boolean): number {
  if (HIGHLIGHT_SHARES.has(share)) return 1;
  if (dragging) return 0.3;
  return share === 'accepted' ? 0.8 : 0.6;
}

/**
 * The columns, and under the pointer a click that zooms in there: the hint says "click a
 * dot", and a column of many consumptions has none to click until there is room for them.
 */
function DensityStrip({ layout, bottom, dragging }: { layout: Extract<ConsumptionLayout, { mode: 'density' }>; bottom: number; dragging: boolean }) {
  const density = densityPaths(layout.columns, layout.totalMax, bottom);
  const frame = useTimelineFrame();
  const [plotLeft, plotRight] = frame?.scale.range() ?? [0, 0];
  function zoomInUnderPointer(event: MouseEvent<SVGRectElement>): void {
    const svg = event.currentTarget.ownerSVGElement;
    if (frame === null || svg === null) return;
    frame.zoomInAt(frame.scale.invert((event.clientX - svg.getBoundingClientRect().left) / cssZoomOf(svg)));
  }
  return (
    <g className="timeline-density" data-density-columns={layout.columns.length}>
      {DENSITY_STACK.map((share) => (
        <path key={share} d={density[share]} data-share={share} fill={statusColors[share]} fillOpacity={shareOpacity(share, dragging)} />
      ))}
      {frame !== null && !dragging && (
        <rect className="timeline-density-zoom" x={plotLeft} y={bottom - CONSUMPTION_LANE_HEIGHT_PX} width={Math.max(0, plotRight - plotLeft)} height={CONSUMPTION_LANE_HEIGHT_PX} onClick={zoomInUnderPointer}>
          <title>Too many consumptions here to mark one by one: click to zoom in, or select one in the event log</title>
        </rect>
      )}
    </g>
  );
}

const RING_RADIUS_PX = 5;
const RING_KINDS: readonly RingKind[] = ['changed', 'becomesAccepted', 'broken'];
const RING_CLASS: Record<RingKind, string> = {
  broken: 'timeline-whatif-ring is-broken',
  becomesAccepted: 'timeline-whatif-ring is-becomes-accepted',
  changed: 'timeline-change-ring',
};
const RING_TITLE: Record<RingKind, string> = {
  broken: 'accepted consumptions the drag would break',
  becomesAccepted: 'refused consumptions the drag would get accepted',
  changed: 'consumptions whose draws or status the last step changed',
};

/** The rings at `xs`, in one path: each band of touching rings (ringBands) is one rounded outline. */
function ringPath(xs: readonly number[], y: number): string {
  const r = RING_RADIUS_PX;
  return ringBands(xs, r)
    .map(({ from, to }) => `M${from},${y - r}h${to - from}a${r},${r} 0 0,1 0,${2 * r}h${from - to}a${r},${r} 0 0,1 0,${-2 * r}Z`)
    .join('');
}

/** Too many consumptions to mark one by one (see markerLayout.ts): rings, one path per kind. */
function RingPaths({ rings, y }: { rings: RingGroups; y: number }) {
  return (
    <g className="timeline-rings">
      {RING_KINDS.filter((kind) => rings[kind].length > 0).map((kind) => (
        <path key={kind} className={RING_CLASS[kind]} d={ringPath(rings[kind], y)} data-ring-kind={kind} data-ring-count={rings[kind].length}>
          <title>{`${formatNumber(rings[kind].length)} ${RING_TITLE[kind]} (too many to mark one by one; select one in the log to see it)`}</title>
        </path>
      ))}
    </g>
  );
}

/** What each marker draws: its row, its label and its arrival number, before deciding where the number goes. */
function markerDrawings(layout: ConsumptionLayout, selectedId: string | null, highlights: DragHighlights, arrivals: PlaybackArrivals) {
  return layout.markers.map((placed) => {
    const id = placed.mark.id;
    const broken = highlights.broken.has(id);
    const becomesAccepted = highlights.becomesAccepted.has(id);
    const compact = layout.mode === 'density' && (broken || becomesAccepted) && id !== selectedId;
    // Small rings ride on the top row, above most of the columns they stand for.
    const row = compact ? MARKER_ROWS_MAX - 1 : placed.row;
    const justArrived = arrivals.arrived?.kind === 'consume' && arrivals.arrived.id === id;
    const changed = arrivals.changed.consumptions.has(id);
    const protectedByRefusal = arrivals.protectedIds.has(id);
    // A ring or the selection halo reaches past where a label starts: the label moves right
    // (timeline.css), in the room kept for a drag's shifted label, where that leaves one.
    const ringed = !compact && (justArrived || changed || protectedByRefusal || id === selectedId) && placed.highlightedLabel !== null;
    const label = compact ? null : broken || becomesAccepted || ringed ? placed.highlightedLabel : placed.label;
    const arrivalNumber = arrivals.arrivalNumbers.consumptions.get(id) ?? null;
    return { placed, id, broken, becomesAccepted, compact, row, label, arrivalNumber, justArrived, changed, protectedByRefusal, ringed, x: placed.x };
  });
}

export function ConsumptionLane({ layout, top, selectedId, highlights, onSelect, arrivals }: ConsumptionLaneProps) {
  const dragging = hasHighlights(highlights);
  const drawings = markerDrawings(layout, selectedId, highlights, arrivals);
  const numberTexts = drawings.map(({ label, arrivalNumber }) => (label === null || arrivalNumber === null ? null : `#${formatNumber(arrivalNumber)}`));
  const arrivalSides = arrivalLabelSides(drawings, numberTexts);
  return (
    <g className="timeline-consumptions">
      {layout.mode === 'density' && <DensityStrip layout={layout} bottom={top + CONSUMPTION_LANE_HEIGHT_PX} dragging={dragging} />}
      {layout.mode === 'density' && layout.rings !== null && <RingPaths rings={layout.rings} y={markerY(top, MARKER_ROWS_MAX - 1)} />}
      {drawings.map(({ placed, id, broken, becomesAccepted, compact, row, label, arrivalNumber, justArrived, changed, protectedByRefusal, ringed }, index) => (
        <ConsumptionMarker
          key={id}
          mark={placed.mark}
          x={placed.x}
          y={markerY(top, row)}
          label={label}
          selected={id === selectedId}
          broken={broken}
          becomesAccepted={becomesAccepted}
          compact={compact}
          arrivalNumber={arrivalNumber}
          arrivalSide={arrivalSides[index]}
          justArrived={justArrived}
          changed={changed}
          protectedByRefusal={protectedByRefusal}
          labelShifted={ringed}
          onSelect={onSelect}
        />
      ))}
    </g>
  );
}
