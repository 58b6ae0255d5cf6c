/** View state: what part of time is visible, what is selected, which operation is being edited. */
import type { StateCreator } from 'zustand';
import type { LabState } from './types';

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
});
