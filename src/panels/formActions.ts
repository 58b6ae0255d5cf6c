/**
 * Recording what an add, edit or delete did, so the form's note and the event log can say
 * which outcomes it changed once the engine has answered (formActionEffect.ts).
 */
import { useLabStore, type LabState } from '../store';
import type { FormAction } from '../store/viewSlice';

/** The outcomes on screen, if they belong to the scenario as it is (no compute under way). */
function outcomesIfCurrent(state: LabState): FormAction['before'] {
  const { derived, derivedScenario, scenario } = state;
  return derived !== null && derivedScenario === scenario ? { operations: scenario.operations, outcomes: derived.outcomes } : null;
}

/** Runs `change` (one scenario edit) and remembers it as `kind` of the operation at `operationIndex`. */
export function recordedAction(kind: FormAction['kind'], operationIndex: number, change: () => void): void {
  const before = outcomesIfCurrent(useLabStore.getState());
  const deleted = kind === 'delete' ? useLabStore.getState().scenario.operations[operationIndex] : undefined;
  change();
  const state = useLabStore.getState();
  state.recordFormAction({ kind, operationIndex, scenario: state.scenario, before, deleted });
}

/** Deletes the arrival at `index` from the event log, noting the outcomes that changed. */
export function deleteOperation(index: number): void {
  recordedAction('delete', index, () => useLabStore.getState().removeOperation(index));
}
