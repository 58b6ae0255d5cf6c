/**
 * The consumption lane: individual markers when they fit (stacked in up to three rows),
 * otherwise a density strip with the selected and broken consumptions still drawn on top.
 */
import type { MarkStatus } from './consumptionMarks';
import { ConsumptionMarker } from './ConsumptionMarker';
import { CONSUMPTION_ROW_HEIGHT_PX } from './dimensions';
import { DENSITY_COLUMN_PX, MARKER_ROWS_MAX, type ConsumptionLayout, type DensityColumn } from './markerLayout';
import { statusColors } from '../theme';
import type { PlaybackArrivals } from '../store/usePlaybackArrivals';

/** Bottom-up stacking order of a density column: what was accepted carries the rest. */
const DENSITY_STACK: readonly MarkStatus[] = ['accepted', 'pending', 'rejected'];
const DENSITY_HEIGHT_MIN_PX = 2;

export const CONSUMPTION_LANE_HEIGHT_PX = MARKER_ROWS_MAX * CONSUMPTION_ROW_HEIGHT_PX;

interface ConsumptionLaneProps {
  layout: ConsumptionLayout;
  top: number;
  selectedId: string | null;
  brokenIds: ReadonlySet<string>;
  onSelect: (id: string | null) => void;
  arrivals: PlaybackArrivals;
}

export function markerY(top: number, row: number): number {
  return top + CONSUMPTION_LANE_HEIGHT_PX - (row + 0.5) * CONSUMPTION_ROW_HEIGHT_PX;
}

/** One path per status: a few hundred columns cost three DOM nodes, not hundreds. */
export function densityPaths(columns: readonly DensityColumn[], totalMax: number, bottom: number): Record<MarkStatus, string> {
  const paths: Record<MarkStatus, string[]> = { accepted: [], pending: [], rejected: [] };
  const heightPerCount = CONSUMPTION_LANE_HEIGHT_PX / Math.max(totalMax, 1);
  for (const column of columns) {
    let y = bottom;
    for (const status of DENSITY_STACK) {
      const count = column.counts[status];
      if (count === 0) continue;
      const height = Math.max(DENSITY_HEIGHT_MIN_PX, count * heightPerCount);
      y -= height;
      paths[status].push(`M${column.x},${y}h${DENSITY_COLUMN_PX - 0.5}v${height}h${0.5 - DENSITY_COLUMN_PX}Z`);
    }
  }
  return { accepted: paths.accepted.join(''), pending: paths.pending.join(''), rejected: paths.rejected.join('') };
}

export function ConsumptionLane({ layout, top, selectedId, brokenIds, onSelect, arrivals }: ConsumptionLaneProps) {
  const bottom = top + CONSUMPTION_LANE_HEIGHT_PX;
  const { arrivalNumbers, arrived } = arrivals;
  const density = layout.mode === 'density' ? densityPaths(layout.columns, layout.totalMax, bottom) : null;
  return (
    <g className="timeline-consumptions">
      {density !== null && (
        <g className="timeline-density" data-density-columns={layout.mode === 'density' ? layout.columns.length : 0}>
          {DENSITY_STACK.map((status) => (
            <path key={status} d={density[status]} fill={statusColors[status]} fillOpacity={status === 'accepted' ? 0.8 : 0.6} />
          ))}
        </g>
      )}
      {layout.markers.map((placed) => (
        <ConsumptionMarker
          key={placed.mark.id}
          mark={placed.mark}
          x={placed.x}
          y={markerY(top, placed.row)}
          label={placed.label}
          selected={placed.mark.id === selectedId}
          broken={brokenIds.has(placed.mark.id)}
          arrivalNumber={arrivalNumbers.consumptions.get(placed.mark.id) ?? null}
          justArrived={arrived?.kind === 'consume' && arrived.id === placed.mark.id}
          changed={arrivals.changed.consumptions.has(placed.mark.id)}
          onSelect={onSelect}
        />
      ))}
    </g>
  );
}
