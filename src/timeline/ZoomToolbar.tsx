import { formatTime } from './format';
import type { TimeRange } from './timeScale';

/** How much one press of "Zoom in" magnifies (and "Zoom out" shrinks) the visible range. */
export const ZOOM_STEP_FACTOR = 2;

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
        {/* Exact times are long (Unix milliseconds): the line may break between them, never inside one. */}
        Showing t = <span className="timeline-range-time">{formatTime(Math.ceil(range.from))}</span> to{' '}
        <span className="timeline-range-time">{formatTime(Math.floor(range.to))}</span>
      </span>
      {/* A phone has no wheel: the hint follows the pointer the device has (timeline.css). */}
      <span className="timeline-hint">
        <span className="hint-mouse">Wheel: zoom · drag: pan · click a dot: where its credit came from</span>
        <span className="hint-touch">Pinch: zoom · drag: pan · tap a dot: where its credit came from</span>
      </span>
    </div>
  );
}
