/**
 * Undo and redo over scenario edits. Every change of `scenario` is recorded by a store
 * subscription rather than inside each action, so no edit path (forms, log, drag drop,
 * presets, imports, pasted links) can forget it; undo and redo themselves go through
 * `editScenario` like any edit and are kept out of the record. The history is bounded by
 * UNDO_DEPTH_MAX: the oldest entry is dropped first.
 */
import type { StateCreator } from 'zustand';
import { UNDO_DEPTH_MAX } from '../scenario/limits';
import type { Scenario } from '../scenario/types';
import type { LabState } from './types';

export interface HistoryEntry {
  scenario: Scenario;
  /** The edit that left this scenario ("Add grant g2"): what Undo takes back or Redo does again. */
  label: string;
}

export interface HistorySlice {
  /** Older scenarios, the most recent last. */
  undoStack: readonly HistoryEntry[];
  /** Scenarios undone, the next to redo last; cleared by any new edit. */
  redoStack: readonly HistoryEntry[];
  undo(): void;
  redo(): void;
  /** Forgets all history, e.g. after the app opens a link: there is nothing before it to go back to. */
  clearHistory(): void;
}

function pushBounded(stack: readonly HistoryEntry[], entry: HistoryEntry): readonly HistoryEntry[] {
  const kept = stack.length >= UNDO_DEPTH_MAX ? stack.slice(stack.length - UNDO_DEPTH_MAX + 1) : stack;
  return [...kept, entry];
}

export const createHistorySlice: StateCreator<LabState, [], [], HistorySlice> = (set, get, store) => {
  // True while undo or redo applies a scenario, so that change is not recorded as a new edit.
  let travelling = false;

  store.subscribe((state, previous) => {
    if (travelling || state.scenario === previous.scenario) return;
    const entry = { scenario: previous.scenario, label: state.lastEditLabel };
    set({ undoStack: pushBounded(state.undoStack, entry), redoStack: [] });
  });

  function applyWithoutRecording(scenario: Scenario, label: string): void {
    travelling = true;
    try {
      get().editScenario(scenario, label);
    } finally {
      travelling = false;
    }
  }

  return {
    undoStack: [],
    redoStack: [],
    undo() {
      const { undoStack, redoStack, scenario } = get();
      const entry = undoStack.at(-1);
      if (!entry) return;
      applyWithoutRecording(entry.scenario, `Undo ${entry.label}`);
      set({ undoStack: undoStack.slice(0, -1), redoStack: [...redoStack, { scenario, label: entry.label }] });
    },
    redo() {
      const { undoStack, redoStack, scenario } = get();
      const entry = redoStack.at(-1);
      if (!entry) return;
      applyWithoutRecording(entry.scenario, entry.label);
      set({ redoStack: redoStack.slice(0, -1), undoStack: pushBounded(undoStack, { scenario, label: entry.label }) });
    },
    clearHistory: () => set({ undoStack: [], redoStack: [] }),
  };
};
