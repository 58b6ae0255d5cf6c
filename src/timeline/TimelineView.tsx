/**
 * The timeline as a pure view of its inputs, so it renders the same from the store (see
 * Timeline.tsx) and from a fixture in tests. It handles the states before a picture
 * exists (first answer pending, empty scenario) and leaves drawing to TimelinePlot.
 */
import { memo, useMemo, useRef } from 'react';
import type { Operation } from '../scenario/types';
import type { PlaybackArrivals } from '../store/playbackArrivals';
import type { ComputeResult } from '../worker/protocol';
import { FALLBACK_WIDTH_PX, timelineMinWidth } from './dimensions';
import { EmptyLabStart } from './EmptyLabStart';
import { Legend } from './Legend';
import { timelineModelOf } from './timelineModel';
import { TimelinePlot, type TimelinePlotProps } from './TimelinePlot';
import { useElementSize } from '../useElementSize';
import './timeline.css';

/** The plot's own props, less what the view derives (model, width, scrollsSideways) or defaults (arrivals). */
export interface TimelineViewProps extends Omit<TimelinePlotProps, 'model' | 'width' | 'scrollsSideways' | 'arrivals'> {
  derived: ComputeResult | null;
  /** The operations `derived` was computed from (rejected attempts are read from them). */
  operations: readonly Operation[];
  /** Teaching playback: arrival numbers and the operation that just arrived; none by default. */
  arrivals?: PlaybackArrivals;
  /**
   * Operations in the lab's scenario now. While the picture drawn is still an empty lab's
   * and this is not 0, a newer scenario is being computed or drawn (an import into an empty
   * lab takes seconds at 20,000 operations): said instead of "add a grant".
   */
  labOperations?: number;
  /** Whether the engine has answered for `labOperations` and only the picture is being drawn. */
  labAnswered?: boolean;
  /** How many of `labOperations` the engine has applied so far, once it has said so. */
  labApplied?: number;
}

function computingText(operations: number, answered: boolean, applied: number): string {
  if (operations === 0) return 'Computing the ledger…';
  const count = `${operations.toLocaleString('en-US')} operation${operations === 1 ? '' : 's'}`;
  if (answered) return `Drawing the timeline of ${count}…`;
  return applied > 0 ? `Computing the ledger for ${count}… ${applied.toLocaleString('en-US')} applied` : `Computing the ledger for ${count}…`;
}

const NO_ARRIVALS: PlaybackArrivals = {
  arrivalNumbers: { grants: new Map(), consumptions: new Map() },
  arrived: null,
  changed: { consumptions: new Set(), grants: new Set() },
  protectedIds: new Set(),
};

/**
 * Memoised: when the store changes, the urgent render passes the previous answer again (the
 * new one is drawn in a deferred render, see Timeline.tsx), and redrawing the plot around it
 * (every visible lane, every bar compared) would be a synchronous task for nothing.
 */
export const TimelineView = memo(function TimelineView({
  derived,
  operations,
  arrivals = NO_ARRIVALS,
  labOperations = 0,
  labAnswered = false,
  labApplied = 0,
  ...plotProps
}: TimelineViewProps) {
  // From the store the model is built ahead, in slices, keeping what it shares with the one
  // before (useBuiltAnswer): this finds it built. Only a first answer or a fixture builds here.
  const model = useMemo(() => (derived === null ? null : timelineModelOf(derived, operations)), [derived, operations]);
  // Measured here, where the element always exists, so the plot's first render already
  // has the real width (a 10,000-operation picture is then drawn once, not twice).
  const bodyRef = useRef<HTMLDivElement>(null);
  // Narrower than this, the plot would be too cramped to read or aim at: it keeps this
  // width and scrolls sideways instead (phones).
  const bodyWidth = useElementSize(bodyRef, 'width', { fallbackPx: FALLBACK_WIDTH_PX, measureAtMount: model !== null && !model.isEmpty });
  const width = Math.max(bodyWidth, timelineMinWidth(operations.length));
  const computingIntoEmpty = model !== null && model.isEmpty && operations.length === 0 && labOperations > 0;
  return (
    // Focusable by script only: the event log's "Skip the event log" lands here.
    <section className="panel timeline" aria-label="Timeline" tabIndex={-1}>
      <div className="timeline-heading">
        <h2 className="timeline-title">Timeline</h2>
        <Legend />
      </div>
      <div ref={bodyRef} className="timeline-body">
        {(model === null || computingIntoEmpty) && <p className="timeline-empty">{computingText(computingIntoEmpty ? labOperations : 0, labAnswered, labApplied)}</p>}
        {model !== null && model.isEmpty && operations.length > 0 && (
          <p className="timeline-empty">Nothing has arrived yet at this step. Step forward to bring in the first operation.</p>
        )}
        {model !== null && model.isEmpty && operations.length === 0 && !computingIntoEmpty && <EmptyLabStart />}
        {model !== null && !model.isEmpty && <TimelinePlot model={model} width={width} scrollsSideways={width > bodyWidth} arrivals={arrivals} {...plotProps} />}
      </div>
    </section>
  );
});
