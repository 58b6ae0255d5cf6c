/**
 * The "New consumption" handle beside the Consumption form. Drag it onto the timeline to
 * see, before letting go, whether a consumption of the form's amount fits at a time and
 * which accepted consumptions it would break; or focus it and move a candidate with the
 * keys of a slider (drag/useWhatIfHandle.ts), Enter to commit, Escape to cancel. The status
 * line under it announces every drag's label to screen readers, the timeline's phone handle's too.
 */
import { dragLabel, withOperationLimitNote } from '../drag/dragLabel';
import { useWhatIfHandle } from '../drag/useWhatIfHandle';
import { useLabStore } from '../store';
import { PhraseText } from '../text/IdText';
import '../drag/drag.css';
import { formatNumber } from '../text/formatNumber';
import { OPERATIONS_PER_SCENARIO_MAX } from '../scenario/limits';

export function NewConsumptionHandle() {
  const { amount, onPointerDown, onKeyDown, onBlur } = useWhatIfHandle();
  // Selected apart and combined here: a phrase is a new array each time, never a stable selection.
  const drag = useLabStore((state) => state.drag);
  const dragAnswer = useLabStore((state) => state.dragAnswer);
  const policy = useLabStore((state) => state.scenario.policy);
  const operationCount = useLabStore((state) => state.scenario.operations.length);
  const label = withOperationLimitNote(dragLabel(drag, dragAnswer, policy, 'sentence'), drag, operationCount);
  const timing = useLabStore((state) => state.dragAnswer?.timing);

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
          : `Drag ${formatNumber(amount)} ${amount === 1 ? 'credit' : 'credits'} onto the timeline, or focus it and use the arrow, Page Up/Down and Home/End keys.` +
            (operationCount >= OPERATIONS_PER_SCENARIO_MAX ? ` The scenario is at its limit of ${formatNumber(OPERATIONS_PER_SCENARIO_MAX)} operations: a drag shows what would happen, but adds nothing.` : '')}
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
