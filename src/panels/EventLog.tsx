/**
 * The operations in arrival order with their outcomes: the panel that makes out-of-order
 * ingestion visible. Only the rows in view are rendered, so a 10,000-operation log
 * scrolls as smoothly as a short one.
 */
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useLabStore } from '../store';
import { EventLogRow } from './EventLogRow';

const ROW_HEIGHT_PX = 40;
/** Used before layout is known (and in jsdom, which has no layout). */
const FALLBACK_VIEWPORT_PX = 480;
const OVERSCAN_ROWS = 6;

export function EventLog() {
  const { operations, derivedOperations, outcomes, playbackStep } = useLabStore(
    useShallow((state) => ({
      operations: state.scenario.operations,
      derivedOperations: state.derivedScenario?.operations,
      outcomes: state.derived?.outcomes,
      playbackStep: state.playbackStep,
    })),
  );
  const selectedId = useLabStore((state) => state.selectedConsumptionId);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const previousCount = useRef(operations.length);

  useEffect(() => {
    // A newly appended operation scrolls into view, as in a chat log.
    const viewport = viewportRef.current;
    if (viewport !== null && operations.length === previousCount.current + 1) viewport.scrollTop = viewport.scrollHeight;
    previousCount.current = operations.length;
  }, [operations.length]);

  useEffect(() => {
    // A consumption selected on the timeline is brought into view here too.
    const viewport = viewportRef.current;
    if (viewport === null || selectedId === null) return;
    const { operations: current } = useLabStore.getState().scenario;
    const index = current.findIndex((operation) => operation.kind === 'consume' && operation.id === selectedId);
    const rowTop = index * ROW_HEIGHT_PX;
    const visible = rowTop >= viewport.scrollTop && rowTop + ROW_HEIGHT_PX <= viewport.scrollTop + viewport.clientHeight;
    if (index >= 0 && !visible) viewport.scrollTop = rowTop - viewport.clientHeight / 2;
  }, [selectedId]);

  const viewportHeight = viewportRef.current?.clientHeight || FALLBACK_VIEWPORT_PX;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT_PX) - OVERSCAN_ROWS);
  const last = Math.min(operations.length, Math.ceil((scrollTop + viewportHeight) / ROW_HEIGHT_PX) + OVERSCAN_ROWS);
  const rows = [];
  for (let index = first; index < last; index += 1) {
    const operation = operations[index];
    // An outcome belongs to a row only if it was computed for this very operation.
    const current = derivedOperations?.[index] === operation;
    rows.push(
      <EventLogRow
        key={index}
        index={index}
        total={operations.length}
        operation={operation}
        outcome={current ? outcomes?.[index] : undefined}
        notYetArrived={playbackStep !== null && index >= playbackStep}
        topPx={index * ROW_HEIGHT_PX}
      />,
    );
  }

  return (
    <section className="panel event-log" aria-labelledby="event-log-title">
      <h2 id="event-log-title">
        Event log <span className="muted">({operations.length} operations, arrival order)</span>
      </h2>
      {operations.length === 0 ? (
        <p className="muted">No operations yet. Add a grant, or pick a preset in “Scenario”.</p>
      ) : (
        <div ref={viewportRef} className="log-viewport" onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
          <ol aria-label="Event log" className="log-list" style={{ height: operations.length * ROW_HEIGHT_PX }}>
            {rows}
          </ol>
        </div>
      )}
    </section>
  );
}
