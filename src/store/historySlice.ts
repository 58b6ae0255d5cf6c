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
import type { PresetName } from '../scenario/presets';
import type { OpenDocument } from './shareSlice';
import type { LabState } from './types';

/** The saved document a scenario belongs to, and the edit that started it (which names it). */
interface DocumentHome {
  document: OpenDocument | null;
  origin: string;
}

export interface HistoryEntry {
  scenario: Scenario;
  /** The edit that left this scenario ("Add grant g2"): what Undo takes back or Redo does again. */
  label: string;
  /**
   * Only when that edit started a new document (a preset, an import, a link): the document
   * this scenario lives in. Going back to it reopens that document, so the next edits are
   * saved where the person left them, not into the preset's document under its name.
   */
  home?: DocumentHome;
  /** The preset this scenario was as loaded, so the Scenario menu names it again on the way back. */
  preset?: PresetName | null;
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
  /**
   * Autosave wrote `scenario`, a scenario just left for a new document, to `document`: the
   * entry that goes back to it reopens that document at the revision written.
   */
  rehomeHistory(scenario: Scenario, document: OpenDocument): void;
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
    const startedDocument = state.documentEpoch !== previous.documentEpoch;
    const home = startedDocument ? { document: previous.document, origin: previous.documentOrigin } : undefined;
    const entry = { scenario: previous.scenario, label: state.lastEditLabel, home, preset: previous.loadedPreset };
    set({ undoStack: pushBounded(state.undoStack, entry), redoStack: [] });
  });

  /** Where the scenario on screen lives, for the entry that will come back to it. */
  function homeHere(entry: HistoryEntry): DocumentHome | undefined {
    return entry.home === undefined ? undefined : { document: get().document, origin: get().documentOrigin };
  }

  function applyWithoutRecording({ scenario, home, preset = null }: HistoryEntry, label: string): void {
    travelling = true;
    try {
      // Crossing into another document leaves this one (autosave saves it) and reopens that one.
      get().editScenario(scenario, label, { newDocument: home !== undefined });
      if (home !== undefined) set({ document: home.document, documentOrigin: home.origin });
      set({ loadedPreset: preset });
    } finally {
      travelling = false;
    }
  }

  function rehome(stack: readonly HistoryEntry[], scenario: Scenario, document: OpenDocument): readonly HistoryEntry[] {
    const index = stack.findLastIndex((entry) => entry.scenario === scenario && entry.home !== undefined);
    if (index < 0) return stack;
    return stack.map((entry, position) => (position === index ? { ...entry, home: { document, origin: entry.home?.origin ?? '' } } : entry));
  }

  return {
    undoStack: [],
    redoStack: [],
    undo() {
      const { undoStack, redoStack, scenario } = get();
      const entry = undoStack.at(-1);
      if (!entry) return;
      // The stacks first: leaving a document saves it and rehomes the entry that comes back.
      const left = { scenario, label: entry.label, home: homeHere(entry), preset: get().loadedPreset };
      set({ undoStack: undoStack.slice(0, -1), redoStack: [...redoStack, left] });
      applyWithoutRecording(entry, `Undo ${entry.label}`);
    },
    redo() {
      const { undoStack, redoStack, scenario } = get();
      const entry = redoStack.at(-1);
      if (!entry) return;
      const left = { scenario, label: entry.label, home: homeHere(entry), preset: get().loadedPreset };
      set({ redoStack: redoStack.slice(0, -1), undoStack: pushBounded(undoStack, left) });
      applyWithoutRecording(entry, entry.label);
    },
    clearHistory: () => set({ undoStack: [], redoStack: [] }),
    rehomeHistory(scenario, document) {
      const { undoStack, redoStack } = get();
      set({ undoStack: rehome(undoStack, scenario, document), redoStack: rehome(redoStack, scenario, document) });
    },
  };
};
