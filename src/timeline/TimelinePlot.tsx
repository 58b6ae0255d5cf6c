/**
 * The drawn timeline for a non-empty scenario. React renders every mark from the scales
 * (recomputed in useMemo when the range or the width changes); D3 only draws the axes and
 * handles zoom gestures on the frame. Marks outside the visible range are not rendered.
 */
import { useCallback, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import { BalanceChart } from './BalanceChart';
import { CONSUMPTION_LANE_HEIGHT_PX } from './ConsumptionLane';
import { PhraseText } from '../text/IdText';
import { showExplanation } from '../panels/DrawExplanation';
import { describeMark } from './ConsumptionMarker';
import { GUTTER_WIDTH_PX, plotRight } from './dimensions';
import { GrantArea } from './GrantArea';
import { edgeCounts } from './edgeCounts';
import { layoutConsumptions, visibleMarks, type DragHighlights } from './markerLayout';
import { OverviewStrip } from './OverviewStrip';
import { selectionLinks } from './selectionLinks';
import { TimelineFrameContext } from './timelineFrame';
import { LANE_TOP_PX, TimelineHeader } from './TimelineHeader';
import type { TimelineModel } from './timelineModel';
import {
  createTimeScale,
  effectiveRange,
  MIN_VISIBLE_SPAN,
  paddedExtent,
  zoomedRange,
  type TimeRange,
  type TimeScale,
} from './timeScale';
import { useTimeZoom } from './useTimeZoom';
import { PhoneWhatIfHandle } from './PhoneWhatIfHandle';
import { ZoomToolbar } from './ZoomToolbar';
import { useFollowStep } from './followStep';
import { useGutterTitlesInView } from './gutterTitlesInView';

export interface TimelinePlotProps {
  model: TimelineModel;
  /** The width of the timeline's body in pixels; every layer spans it. */
  width: number;
  /** Whether `width` is wider than the card (a phone), so the picture scrolls sideways. */
  scrollsSideways: boolean;
  visibleRange: TimeRange | null;
  onVisibleRangeChange: (range: TimeRange | null) => void;
  selectedConsumptionId: string | null;
  onSelectConsumption: (id: string | null) => void;
  /** Accepted consumptions the drag in progress would break (red). */
  brokenIds: ReadonlySet<string>;
  /** Refused or pending consumptions the drag in progress would get accepted (green); none by default. */
  becomesAcceptedIds?: ReadonlySet<string>;
  ghostLayer?: ReactNode;
  arrivals: PlaybackArrivals;
}

/** The visible range, its x scale, and the zoom actions of the toolbar and the gestures. */
function useTimelineViewport(model: TimelineModel, props: TimelinePlotProps, frameRef: RefObject<HTMLDivElement | null>) {
  const { width, visibleRange, onVisibleRangeChange } = props;
  const fullRange = useMemo(() => paddedExtent(model.extent), [model.extent]);
  const range = useMemo(() => effectiveRange(visibleRange, model.extent), [visibleRange, model.extent]);
  const scale = useMemo(() => createTimeScale(range, GUTTER_WIDTH_PX, plotRight(width)), [range, width]);
  useTimeZoom(frameRef, { fullRange, range, pixelFrom: GUTTER_WIDTH_PX, pixelTo: plotRight(width), onRangeChange: onVisibleRangeChange });
  const zoomBy = useCallback(
    (factor: number) => onVisibleRangeChange(zoomedRange(range, factor, model.extent)),
    [onVisibleRangeChange, range, model.extent],
  );
  return { fullRange, range, scale, zoomBy };
}

const NO_IDS: ReadonlySet<string> = new Set();

function useDragHighlights({ brokenIds, becomesAcceptedIds = NO_IDS }: TimelinePlotProps): DragHighlights {
  return useMemo(() => ({ broken: brokenIds, becomesAccepted: becomesAcceptedIds }), [brokenIds, becomesAcceptedIds]);
}

/** Markers (or the density strip) for the visible range, keeping the marks in focus drawn. */
function useConsumptionLayout(model: TimelineModel, props: TimelinePlotProps, view: { range: TimeRange; scale: TimeScale }, highlights: DragHighlights) {
  const { selectedConsumptionId, arrivals } = props;
  const { range, scale } = view;
  // The consumption that just arrived in playback stays a marker even in a density strip.
  const arrivedConsumptionId = arrivals.arrived?.kind === 'consume' ? arrivals.arrived.id : null;
  const changedIds = arrivals.changed.consumptions;
  const protectedIds = arrivals.protectedIds;
  const { individualIds, pinnedIds } = useMemo(() => {
    const pinned = new Set([selectedConsumptionId, arrivedConsumptionId].filter((id) => id !== null));
    // So do the consumptions the step changed, which the "What changed" list names.
    // And those a refusal at this step protected, which its narration names.
    const individual = new Set([...highlights.broken, ...highlights.becomesAccepted, ...changedIds, ...protectedIds, ...pinned]);
    return { individualIds: individual, pinnedIds: pinned };
  }, [highlights, changedIds, protectedIds, selectedConsumptionId, arrivedConsumptionId]);
  return useMemo(
    () => layoutConsumptions(visibleMarks(model.marks, range), scale, individualIds, highlights, pinnedIds),
    [model.marks, range, scale, individualIds, highlights, pinnedIds],
  );
}

/** A click on a column of consumptions zooms in this much around it: a few clicks reach single dots. */
const COLUMN_ZOOM_FACTOR = 4;

export function TimelinePlot(props: TimelinePlotProps) {
  const { model, width, onVisibleRangeChange, selectedConsumptionId } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const clipId = `timeline-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { fullRange, range, scale, zoomBy } = useTimelineViewport(model, props, frameRef);
  const highlights = useDragHighlights(props);
  const layout = useConsumptionLayout(model, props, { range, scale }, highlights);
  const counts = useMemo(
    () => edgeCounts(model.marks, model.markById, model.grantEdges, range, highlights),
    [model, range, highlights],
  );
  const selected = selectedConsumptionId === null ? undefined : model.markById.get(selectedConsumptionId);
  const links = selectionLinks(selected, model.laneIndexById, scale);
  const zoomInAt = useCallback(
    (time: number) => onVisibleRangeChange(zoomedRange(range, COLUMN_ZOOM_FACTOR, model.extent, time)),
    [onVisibleRangeChange, range, model.extent],
  );
  useFollowStep(scrollerRef, model, props.arrivals, scale);
  useGutterTitlesInView(scrollerRef);
  const frame = useMemo(() => ({ scale, range, laneTop: LANE_TOP_PX, laneHeight: CONSUMPTION_LANE_HEIGHT_PX, zoomInAt }), [scale, range, zoomInAt]);

  return (
    <TimelineFrameContext.Provider value={frame}>
      <ZoomToolbar
        range={range}
        canZoomIn={range.to - range.from > MIN_VISIBLE_SPAN}
        canZoomOut={range.to - range.from < fullRange.to - fullRange.from}
        onZoom={zoomBy}
        onFit={() => onVisibleRangeChange(null)}
      />
      <PhoneWhatIfHandle />
      <div className="timeline-selection-row">
        <p className="timeline-selection" aria-live="polite">
          {selected === undefined ? 'Select a consumption to see which grants paid for it.' : <PhraseText phrase={describeMark(selected)} />}
        </p>
        {selected !== undefined && (
          <button type="button" className="timeline-explanation-link" onClick={showExplanation}>
            Why? See the explanation ↓
          </button>
        )}
      </div>
      {/* On a phone a busy picture keeps a readable width and this box scrolls sideways. */}
      {props.scrollsSideways && <p className="timeline-scroll-hint">The picture is wider than the screen: scroll it sideways (scrollbar below it) →</p>}
      <div ref={scrollerRef} className="timeline-scroll-x">
        <div ref={frameRef} className="timeline-frame" data-range-from={range.from} data-range-to={range.to}>
          <TimelineHeader
            scale={scale}
            width={width}
            clipId={clipId}
            layout={layout}
            grantCount={model.grants.length}
            upcomingGrantCount={model.upcomingGrantCount}
            laneCount={model.lanes.length}
            selectedId={selectedConsumptionId}
            highlights={highlights}
            edgeCounts={counts}
            onSelect={props.onSelectConsumption}
            ghostLayer={props.ghostLayer}
            arrivals={props.arrivals}
          />
          <GrantArea model={model} scale={scale} range={range} width={width} clipId={clipId} links={links} arrivals={props.arrivals} />
          <BalanceChart
            balanceSeries={model.balanceSeries}
            headroomSeries={model.headroomSeries}
            scale={scale}
            range={range}
            width={width}
            clipId={clipId}
            selectedTime={selected === undefined ? null : selected.timestamp}
          />
        </div>
        <OverviewStrip
          model={model}
          fullRange={fullRange}
          range={range}
          pixelFrom={GUTTER_WIDTH_PX}
          pixelTo={plotRight(width)}
          width={width}
          highlights={highlights}
          onRangeChange={onVisibleRangeChange}
        />
      </div>
    </TimelineFrameContext.Provider>
  );
}
