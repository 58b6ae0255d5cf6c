/**
 * The "New consumption" handle beside the Consumption form. Drag it onto the timeline to
 * see, before letting go, whether a consumption of the form's amount fits at a time and
 * which accepted consumptions it would break; or focus it and move a candidate with the
 * keys of a slider (drag/keyboardIntent.ts), Enter to commit, Escape to cancel. The status
 * line under it announces every drag's label to screen readers.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { dragLabel } from '../drag/dragLabel';
import type { DragSubject } from '../store/dragTypes';
import { followPointer } from '../drag/followPointer';
import { keyboardIntent, type KeyboardFrame } from '../drag/keyboardIntent';
import { useLabStore, type LabState } from '../store';
import { PhraseText } from '../text/IdText';
import '../drag/drag.css';
import { formatNumber } from '../text/formatNumber';

/** The drawn timeline's whole extent, and the part of it in view (all of it unless zoomed). */
function keyboardFrame(state: LabState): KeyboardFrame {
  const extent = state.derived?.timeExtent ?? { from: 0, to: 0 };
  return { view: state.visibleRange ?? extent, extent };
}

/** Pans a zoomed-in timeline just enough that a keyboard candidate stays on screen. */
function keepInView(state: LabState, time: number): void {
  const range = state.visibleRange;
  if (range === null || (time >= range.from && time <= range.to)) return;
  // Half a unit of margin, so the candidate's whole time cell is visible.
  const shift = time < range.from ? time - 0.5 - range.from : time + 0.5 - range.to;
  state.setVisibleRange({ from: range.from + shift, to: range.to + shift });
}

function handleKey(event: KeyboardEvent<HTMLButtonElement>, subject: DragSubject): void {
  const state = useLabStore.getState();
  // A pointer drag in progress owns the candidate (Escape is handled by its window listener).
  if (state.drag?.input === 'pointer') return;
  const keyboardTime = state.drag?.input === 'keyboard' ? state.drag.time : null;
  const intent = keyboardIntent(keyboardTime, event, keyboardFrame(state));
  if (intent.type === 'none') return;
  event.preventDefault();
  if (intent.type === 'commit') state.dropDrag();
  else if (intent.type === 'cancel') state.cancelDrag();
  else {
    keepInView(state, intent.time);
    if (keyboardTime === null) state.beginDrag(subject, 'keyboard', intent.time);
    else state.moveDrag(intent.time);
  }
}

export function NewConsumptionHandle() {
  const amount = useLabStore((state) => state.draftConsumptionAmount);
  // Selected apart and combined here: a phrase is a new array each time, never a stable selection.
  const drag = useLabStore((state) => state.drag);
  const dragAnswer = useLabStore((state) => state.dragAnswer);
  const policy = useLabStore((state) => state.scenario.policy);
  const label = dragLabel(drag, dragAnswer, policy);
  const timing = useLabStore((state) => state.dragAnswer?.timing);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => () => stopFollowing.current?.(), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (amount === null || event.button !== 0) return;
    // No text selection, and no pan of the timeline from the compatibility mouse events.
    event.preventDefault();
    event.currentTarget.focus();
    stopFollowing.current?.();
    useLabStore.getState().beginDrag({ kind: 'new-consumption', amount }, 'pointer');
    stopFollowing.current = followPointer(() => useLabStore.getState());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (amount !== null) handleKey(event, { kind: 'new-consumption', amount });
  };
  const onBlur = () => {
    // A keyboard candidate lives only while its handle has focus; leaving must leave no red.
    const { drag, cancelDrag } = useLabStore.getState();
    if (drag?.input === 'keyboard') cancelDrag();
  };

  return (
    <div className="new-consumption">
      <button
        type="button"
        className="new-consumption-handle"
        aria-label="New consumption"
        aria-describedby="new-consumption-hint"
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown Home End Enter Escape"
        aria-disabled={amount === null}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <span aria-hidden="true" className="new-consumption-grip">⠿</span> New consumption
      </button>
      <span id="new-consumption-hint" className="muted new-consumption-hint">
        {amount === null
          ? 'Enter a valid Amount to drag a what-if consumption.'
          : `Drag ${formatNumber(amount)} credits onto the timeline, or focus it and use the arrow, Page Up/Down and Home/End keys.`}
      </span>
      {/* The data attributes say how long the last answer took, for the drag perf spec. */}
      <p
        className="drag-status"
        role="status"
        aria-live="polite"
        data-preview-ms={timing?.roundTripMs.toFixed(2)}
        data-preview-worker-ms={timing?.workerMs?.toFixed(2)}
      >
        <PhraseText phrase={label} />
      </p>
    </div>
  );
}
