import { CLOCK_PART_MS, shortTime, type ClockPart, type UnixUnit } from '../text/unixDates';
import { dateUnitOf } from './calendarTicks';
import { formatTime } from './format';
import type { TimeRange } from './timeScale';

/** How much one press of "Zoom in" magnifies (and "Zoom out" shrinks) the visible range. */
export const ZOOM_STEP_FACTOR = 2;

/** Spans narrower than this many parts say their edges to the next finer part. */
const PARTS_IN_VIEW_MIN = 5;

/**
 * To the minute where minutes tell the edges apart (a view's edges fall between round
 * times, and "19:46:39.999" says nothing the minute does not), else to the second, or the
 * millisecond where the times have them.
 */
function clockPartOfSpan(spanMs: number, unit: UnixUnit): ClockPart {
  if (spanMs >= PARTS_IN_VIEW_MIN * CLOCK_PART_MS.minute) return 'minute';
  return spanMs >= PARTS_IN_VIEW_MIN * CLOCK_PART_MS.second || unit === 1000 ? 'second' : 'millisecond';
}

/**
 * The range in view: exact times, or where the axis reads dates (calendarTicks.ts), their UTC
 * dates to the part that tells its edges apart (clockPartOfSpan). The line may break between
 * the two times, never inside one.
 */
function RangeShown({ range }: { range: TimeRange }) {
  const unit = dateUnitOf(range);
  if (unit === null) {
    return (
      <>
        Showing t = <span className="timeline-range-time">{formatTime(Math.ceil(range.from))}</span> to{' '}
        <span className="timeline-range-time">{formatTime(Math.floor(range.to))}</span>
      </>
    );
  }
  const part = clockPartOfSpan((range.to - range.from) * unit, unit);
  const step = CLOCK_PART_MS[part] / unit;
  return (
    <>
      Showing <span className="timeline-range-time">{shortTime(Math.ceil(range.from / step) * step, false, part)}</span> to{' '}
      <span className="timeline-range-time">{shortTime(Math.floor(range.to / step) * step, true, part)}</span>
    </>
  );
}

interface ZoomToolbarProps {
  range: TimeRange;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoom: (factor: number) => void;
  onFit: () => void;
}

export function ZoomToolbar({ range, canZoomIn, canZoomOut, onZoom, onFit }: ZoomToolbarProps) {
  return (
    <div className="timeline-toolbar" role="toolbar" aria-label="Timeline zoom">
      <button type="button" onClick={() => onZoom(ZOOM_STEP_FACTOR)} disabled={!canZoomIn}>
        Zoom in
      </button>
      <button type="button" onClick={() => onZoom(1 / ZOOM_STEP_FACTOR)} disabled={!canZoomOut}>
        Zoom out
      </button>
      <button type="button" onClick={onFit} disabled={!canZoomOut}>
        Fit
      </button>
      <span className="timeline-range" data-testid="timeline-range">
        <RangeShown range={range} />
      </span>
      {/* A phone has no wheel: the hint follows the pointer the device has (timeline.css). */}
      <span className="timeline-hint">
        <span className="hint-mouse">Wheel: zoom · drag: pan · click a dot: where its credit came from</span>
        <span className="hint-touch">Pinch: zoom · drag: pan · tap a dot: where its credit came from</span>
      </span>
    </div>
  );
}
