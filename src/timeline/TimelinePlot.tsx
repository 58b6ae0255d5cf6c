/**
 * The drawn timeline for a non-empty scenario. React renders every mark from the scales
 * (recomputed in useMemo when the range or the width changes); D3 only draws the axes and
 * handles zoom gestures on the frame. Marks outside the visible range are not rendered.
 */
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PlaybackArrivals } from '../store/usePlaybackArrivals';
import { BalanceChart } from './BalanceChart';
import { CONSUMPTION_LANE_HEIGHT_PX } from './ConsumptionLane';
import { describeMark } from './ConsumptionMarker';
import { GUTTER_WIDTH_PX, plotRight } from './dimensions';
import { GrantLanes } from './GrantLanes';
import { laneMetrics } from './grantLanes';
import { layoutConsumptions, visibleMarks } from './markerLayout';
import { selectionLinks } from './selectionLinks';
import { TimelineFrameContext } from './timelineFrame';
import { LANE_TOP_PX, TimelineHeader } from './TimelineHeader';
import type { TimelineModel } from './timelineModel';
import { createTimeScale, effectiveRange, MIN_VISIBLE_SPAN, paddedExtent, zoomedRange, type TimeRange } from './timeScale';
import { useTimeZoom } from './useTimeZoom';
import { ZoomToolbar } from './ZoomToolbar';

export interface TimelinePlotProps {
  model: TimelineModel;
  /** The width of the timeline's body in pixels; every layer spans it. */
  width: number;
  visibleRange: TimeRange | null;
  onVisibleRangeChange: (range: TimeRange | null) => void;
  selectedConsumptionId: string | null;
  onSelectConsumption: (id: string | null) => void;
  brokenIds: ReadonlySet<string>;
  ghostLayer?: ReactNode;
  arrivals: PlaybackArrivals;
}

export function TimelinePlot(props: TimelinePlotProps) {
  const { model, width, visibleRange, onVisibleRangeChange, selectedConsumptionId, brokenIds } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const clipId = `timeline-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const fullRange = useMemo(() => paddedExtent(model.extent), [model.extent]);
  const range = useMemo(() => effectiveRange(visibleRange, model.extent), [visibleRange, model.extent]);
  const scale = useMemo(() => createTimeScale(range, GUTTER_WIDTH_PX, plotRight(width)), [range, width]);
  useTimeZoom(frameRef, { fullRange, range, pixelFrom: GUTTER_WIDTH_PX, pixelTo: plotRight(width), onRangeChange: onVisibleRangeChange });

  // The consumption that just arrived in playback stays a marker even in a density strip.
  const arrivedConsumptionId = props.arrivals.arrived?.kind === 'consume' ? props.arrivals.arrived.id : null;
  const individualIds = useMemo(() => {
    const ids = new Set(brokenIds);
    if (selectedConsumptionId !== null) ids.add(selectedConsumptionId);
    if (arrivedConsumptionId !== null) ids.add(arrivedConsumptionId);
    return ids;
  }, [brokenIds, selectedConsumptionId, arrivedConsumptionId]);
  const layout = useMemo(
    () => layoutConsumptions(visibleMarks(model.marks, range), scale, individualIds),
    [model.marks, range, scale, individualIds],
  );
  const selected = selectedConsumptionId === null ? undefined : model.markById.get(selectedConsumptionId);
  const links = selectionLinks(selected, model.laneIndexById, scale);
  const metrics = laneMetrics(model.grants.length);
  const [grantScrollTop, setGrantScrollTop] = useState(0);
  const zoomBy = useCallback(
    (factor: number) => onVisibleRangeChange(zoomedRange(range, factor, model.extent)),
    [onVisibleRangeChange, range, model.extent],
  );
  const frame = useMemo(
    () => ({ scale, range, laneTop: LANE_TOP_PX, laneHeight: CONSUMPTION_LANE_HEIGHT_PX }),
    [scale, range],
  );

  return (
    <TimelineFrameContext.Provider value={frame}>
      <ZoomToolbar
        range={range}
        canZoomIn={range.to - range.from > MIN_VISIBLE_SPAN}
        canZoomOut={range.to - range.from < fullRange.to - fullRange.from}
        onZoom={zoomBy}
        onFit={() => onVisibleRangeChange(null)}
      />
      <p className="timeline-selection" aria-live="polite">
        {selected === undefined ? 'Select a consumption to see which grants paid for it.' : describeMark(selected)}
      </p>
      <div ref={frameRef} className="timeline-frame" data-range-from={range.from} data-range-to={range.to}>
        <TimelineHeader
          scale={scale}
          width={width}
          clipId={clipId}
          layout={layout}
          grantCount={model.grants.length}
          selectedId={selectedConsumptionId}
          brokenIds={brokenIds}
          onSelect={props.onSelectConsumption}
          ghostLayer={props.ghostLayer}
          arrivals={props.arrivals}
        />
        <div
          className="timeline-grants-scroll"
          data-scroll-area="true"
          style={{ maxHeight: metrics.viewportHeight }}
          onScroll={(event) => setGrantScrollTop(event.currentTarget.scrollTop)}
        >
          <GrantLanes
            grants={model.grants}
            drawIndex={model.drawIndex}
            scale={scale}
            range={range}
            metrics={metrics}
            width={width}
            clipId={clipId}
            links={links}
            arrivals={props.arrivals}
            scrollTop={grantScrollTop}
          />
        </div>
        <BalanceChart
          balanceSeries={model.balanceSeries}
          headroomSeries={model.headroomSeries}
          scale={scale}
          range={range}
          width={width}
          clipId={clipId}
          selectedX={selected === undefined ? null : scale(selected.timestamp)}
        />
      </div>
    </TimelineFrameContext.Provider>
  );
}
