/**
 * The operations in arrival order with their outcomes: the panel that makes out-of-order
 * ingestion visible. Only the rows in view are rendered, so a 10,000-operation log
 * scrolls as smoothly as a short one.
 */
import { formatNumber } from '../text/formatNumber';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { selectShownOutcomes } from '../store/derivedSlice';
import { EventLogDownload } from './EventLogDownload';
import { EventLogRow } from './EventLogRow';
import { logAnnotations } from './logAnnotations';
import { logDatesNote, logDatesOf } from './logDates';
import { useFormActionEffect } from './useFormActionEffect';
import './feedback.css';
import { DATED_ROW_HEIGHT_PX, ROW_HEIGHT_PX, useScrollToAppended, useScrollToSelected, useScrollToTopOnOpen, visibleRowRange } from './logScrolling';
import { useElementSize } from '../useElementSize';

/** Used before layout is known (and in jsdom, which has no layout). */
const FALLBACK_VIEWPORT_PX = 480;

/** Moves the keyboard to the timeline (TimelineView.tsx), the panel after the log in reading order. */
function focusTimeline(): void {
  document.querySelector<HTMLElement>('section.timeline')?.focus();
}

export function EventLog() {
  const { operations, derivedOperations, outcomes, pendingReasons, playbackStep } = useLabStore(
    useShallow((state) => {
      // The newest outcomes come before the rest of the worker's answer (see derivedSlice.ts).
      const shown = selectShownOutcomes(state);
      return {
        operations: state.scenario.operations,
        derivedOperations: shown.operations,
        outcomes: shown.outcomes,
        pendingReasons: state.derived?.pendingReasons,
        playbackStep: state.playbackStep,
      };
    }),
  );
  const effect = useFormActionEffect();
  // Rows write Unix times as dates without their zone (and their day, when it is the one
  // day of the scenario), said here once, on a line of their own (logDates.ts).
  const dates = useMemo(() => logDatesOf(operations), [operations]);
  const rowHeightPx = dates !== null ? DATED_ROW_HEIGHT_PX : ROW_HEIGHT_PX;
  // Annotated in a deferred render: telling retries apart walks every arrival (20,000 on
  // opening a large scenario), which in the render that shows the outcomes made one long task.
  const annotated = useDeferredValue(
    useMemo(() => ({ derivedOperations, outcomes, pendingReasons, effect }), [derivedOperations, outcomes, pendingReasons, effect]),
  );
  const annotations = useMemo(
    () => logAnnotations(annotated.derivedOperations ?? [], annotated.outcomes ?? [], annotated.pendingReasons ?? [], annotated.effect),
    [annotated],
  );
  const selectedId = useLabStore((state) => state.selectedConsumptionId);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const documentEpoch = useLabStore((state) => state.documentEpoch);
  useScrollToAppended(viewportRef, operations.length);
  useScrollToSelected(viewportRef, selectedId, operations, rowHeightPx);
  // Last, so a scenario that opens with one operation more than the last one starts at the top too.
  useScrollToTopOnOpen(viewportRef, documentEpoch, setScrollTop);

  // Followed as it changes: beside a taller main column the log grows to the column's end (app.css).
  const viewportHeight = useElementSize(viewportRef, 'height', { fallbackPx: FALLBACK_VIEWPORT_PX, present: operations.length > 0 });
  const { first, last } = visibleRowRange(scrollTop, viewportHeight, operations.length, rowHeightPx);
  const rows = [];
  for (let index = first; index < last; index += 1) {
    const operation = operations[index];
    // An outcome belongs to a row only if it was computed for this very operation.
    const current = derivedOperations?.[index] === operation;
    // Until the deferred render catches up, annotations of other operations would land on the wrong rows.
    const annotatedNow = current && annotated.derivedOperations === derivedOperations;
    const outcome = current ? outcomes?.[index] : undefined;
    rows.push(
      <EventLogRow
        key={index}
        index={index}
        total={operations.length}
        operation={operation}
        outcome={outcome}
        retryOf={annotatedNow ? annotations.retryOf.get(index) : undefined}
        pendingNow={annotatedNow && operation.kind === 'consume' ? annotations.pendingNow.get(operation.id) : undefined}
        editNote={annotatedNow ? annotations.editNotes.get(index) : undefined}
        notYetArrived={playbackStep !== null && index >= playbackStep}
        topPx={index * rowHeightPx}
        heightPx={rowHeightPx}
        dates={dates}
      />,
    );
  }

  return (
    <section className="panel event-log" aria-labelledby="event-log-title">
      {/* Every row holds two or three buttons: past a few hundred operations, Tab alone
          took over a thousand presses to reach the timeline. First in the panel, so one
          press reaches it; shown once focused. */}
      {operations.length > 0 && (
        <button type="button" className="skip-link" onClick={focusTimeline}>
          Skip the event log
        </button>
      )}
      <div className="event-log-header">
        <h2 id="event-log-title">
          Event log{' '}
          <span className="muted">
            ({formatNumber(operations.length)} {operations.length === 1 ? 'operation' : 'operations'}, arrival order{logDatesNote(dates)})
          </span>
        </h2>
        {operations.length > 0 && <EventLogDownload />}
      </div>
      {operations.length === 0 ? (
        <p className="muted">No operations yet. Add a grant, or pick a preset in “Scenario”.</p>
      ) : (
        <>
          <div ref={viewportRef} className="log-viewport" onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
            <ol aria-label="Event log" className="log-list" style={{ height: operations.length * rowHeightPx }}>
              {rows}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
