/**
 * The whole scenario in one strip under the timeline: how many consumptions fall at each
 * time (what a drag would break or get accepted in red and green), with a brush showing
 * the visible range. Drag the window to pan, its edges to zoom, click to centre it.
 * The columns are computed once per engine answer and width, never per zoom frame.
 */
import { useMemo, useRef } from 'react';
import { statusColors } from '../theme';
import { shortTimeSpan } from '../text/unixDates';
import { densityColumns, hasHighlights, type DragHighlights } from './markerLayout';
import type { TimelineModel } from './timelineModel';
import { createTimeScale, type TimeRange } from './timeScale';
import { useOverviewBrush } from './useOverviewBrush';

const OVERVIEW_HEIGHT_PX = 40;

interface OverviewStripProps {
  model: TimelineModel;
  fullRange: TimeRange;
  range: TimeRange;
  pixelFrom: number;
  pixelTo: number;
  width: number;
  highlights: DragHighlights;
  onRangeChange: (range: TimeRange | null) => void;
}

/** One path of columns, as tall as their share of the busiest column. */
function columnsPath(columns: ReturnType<typeof densityColumns>, pick: (counts: (typeof columns)[number]['counts']) => number, totalMax: number): string {
  const parts: string[] = [];
  for (const column of columns) {
    const count = pick(column.counts);
    if (count === 0) continue;
    const height = Math.max(2, (count / totalMax) * (OVERVIEW_HEIGHT_PX - 4));
    parts.push(`M${column.x},${OVERVIEW_HEIGHT_PX}v${-height}h2v${height}Z`);
  }
  return parts.join('');
}

function useOverviewPaths(model: TimelineModel, fullRange: TimeRange, pixelFrom: number, pixelTo: number) {
  return useMemo(() => {
    const columns = densityColumns(model.marks, createTimeScale(fullRange, pixelFrom, pixelTo));
    const totalMax = columns.reduce((most, column) => Math.max(most, column.total), 1);
    return columnsPath(columns, (counts) => counts.accepted + counts.pending + counts.rejected, totalMax);
  }, [model.marks, fullRange, pixelFrom, pixelTo]);
}

/** Ticks for what the drag would move: few (the consequences), so drawn one by one. */
function highlightTicks(model: TimelineModel, ids: ReadonlySet<string>, toX: (time: number) => number): string {
  const parts: string[] = [];
  for (const id of ids) {
    const mark = model.markById.get(id);
    if (mark !== undefined) parts.push(`M${Math.round(toX(mark.timestamp))},2v${OVERVIEW_HEIGHT_PX - 4}`);
  }
  return parts.join('');
}

export function OverviewStrip(props: OverviewStripProps) {
  const { model, fullRange, range, pixelFrom, pixelTo, width, highlights, onRangeChange } = props;
  const brushRef = useRef<SVGGElement>(null);
  const densityPath = useOverviewPaths(model, fullRange, pixelFrom, pixelTo);
  useOverviewBrush(brushRef, { fullRange, range, pixelFrom, pixelTo, height: OVERVIEW_HEIGHT_PX, onRangeChange });
  const toX = createTimeScale(fullRange, pixelFrom, pixelTo);
  const dragging = hasHighlights(highlights);
  return (
    <div className="timeline-overview">
      <svg
        width={width}
        height={OVERVIEW_HEIGHT_PX}
        role="group"
        aria-label={`Overview of the whole scenario, ${shortTimeSpan(Math.ceil(fullRange.from), Math.floor(fullRange.to))}: drag the window to pan, its edges to zoom`}
        data-overview=""
      >
        <rect className="timeline-lane-background" x={pixelFrom} y={0} width={pixelTo - pixelFrom} height={OVERVIEW_HEIGHT_PX} />
        <path d={densityPath} fill={statusColors.accepted} fillOpacity={dragging ? 0.3 : 0.6} />
        {dragging && (
          <>
            <path d={highlightTicks(model, highlights.broken, toX)} stroke={statusColors.broken} strokeWidth={2} data-share="broken" />
            <path d={highlightTicks(model, highlights.becomesAccepted, toX)} stroke={statusColors.becomesAccepted} strokeWidth={2} data-share="becomesAccepted" />
          </>
        )}
        <g ref={brushRef} className="timeline-overview-brush" data-range-from={range.from} data-range-to={range.to} />
        {/* Last, above the strip: scrolled sideways on a phone, the title moves over it (gutterTitlesInView.ts). */}
        <text className="timeline-gutter-title" x={8} y={OVERVIEW_HEIGHT_PX / 2}>
          Overview
        </text>
      </svg>
    </div>
  );
}
