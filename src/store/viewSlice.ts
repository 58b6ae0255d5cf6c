/** View state: what part of time is visible, what is selected, which operation is being edited. */
import type { StateCreator } from 'zustand';
import type { Operation, Scenario } from '../scenario/types';
import type { OperationOutcome } from '../worker/protocol';
import type { LabState } from './types';

/** An add or edit made through a form, so the form and the log can say what it did. */
export interface FormAction {
  kind: 'add' | 'edit' | 'delete';
  /** The arrival added or edited; for a delete, where the deleted one was. */
  operationIndex: number;
  /** The scenario the action produced; what it did is shown while this is the scenario. */
  scenario: Scenario;
  /** The outcomes just before, when they were up to date: an edit is compared against them. */
  before: { operations: readonly Operation[]; outcomes: readonly OperationOutcome[] } | null;
  /** The operation a delete took out (it is no longer in `scenario`). */
  deleted?: Operation;
}

export interface TimeRange {
  from: number;
  to: number;
}

export interface ViewSlice {
  /** null = fit the whole scenario. */
  visibleRange: TimeRange | null;
  setVisibleRange(range: TimeRange | null): void;
  selectedConsumptionId: string | null;
  selectConsumption(id: string | null): void;
  /** Arrival index of the operation loaded into its form for editing. */
  editingOperationIndex: number | null;
  startEditing(index: number): void;
  stopEditing(): void;
  /** The Consumption form's amount when it is valid; the drag handle uses it. */
  draftConsumptionAmount: number | null;
  setDraftConsumptionAmount(amount: number | null): void;
  /**
   * An amount typed beside the timeline's phone handle, for the Consumption form to take
   * (the form owns the amount); `serial` tells two requests of one amount apart.
   */
  requestedConsumptionAmount: { amount: number; serial: number } | null;
  requestConsumptionAmount(amount: number): void;
  lastFormAction: FormAction | null;
  recordFormAction(action: FormAction | null): void;
}

/** The arrival loaded into a form for editing, if any. */
export function selectEditedOperation(state: LabState): Operation | undefined {
  const index = state.editingOperationIndex;
  return index === null ? undefined : state.scenario.operations[index];
}

export const createViewSlice: StateCreator<LabState, [], [], ViewSlice> = (set) => ({
  visibleRange: null,
  setVisibleRange: (range) => set({ visibleRange: range }),
  selectedConsumptionId: null,
  selectConsumption: (id) => set({ selectedConsumptionId: id }),
  editingOperationIndex: null,
  startEditing: (index) => set({ editingOperationIndex: index }),
  stopEditing: () => set({ editingOperationIndex: null }),
  draftConsumptionAmount: 10,
  setDraftConsumptionAmount: (amount) => set({ draftConsumptionAmount: amount }),
  requestedConsumptionAmount: null,
  requestConsumptionAmount: (amount) =>
    set((state) => ({ requestedConsumptionAmount: { amount, serial: (state.requestedConsumptionAmount?.serial ?? 0) + 1 } })),
  lastFormAction: null,
  recordFormAction: (action) => set({ lastFormAction: action }),
});
