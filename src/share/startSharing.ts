/**
 * Starts everything that moves scenarios in and out of the page: the scenario in the URL
 * first, else this tab's saved document (or the newest), then hash sync and autosave.
 * Called once from main.tsx.
 */
import type { StoreApi } from 'zustand';
import type { LabState } from '../store/types';
import { startAutosave } from './autosave';
import { storageOf } from './browserStorage';
import { continueTabDocument, refreshSavedScenarios, restoreLastDocument } from './documents';
import { migrateLegacyAutosave } from './savedScenarios';
import { openScenarioHash, startUrlSync } from './urlSync';

function migrate(storage: Storage | null): void {
  try {
    if (storage !== null) migrateLegacyAutosave(storage);
  } catch {
    // Storage that throws is reported by autosave on the first save; the old key stays.
  }
}

export function startSharing(store: StoreApi<LabState>, win: Window = window): () => void {
  const storage = storageOf(win);
  migrate(storage);
  refreshSavedScenarios(store, storage);
  const openedLink = openScenarioHash(store, win.location.hash, 'Open link');
  // A document newer than the address bar's link is shown instead: the bar is rewritten soon.
  const linkIsStale = openedLink && store.getState().shareProblem === null && continueTabDocument(store, storage, win);
  if (!openedLink) restoreLastDocument(store, storage, win);
  // What the app opened with is where history starts: undoing into an empty page helps no one.
  store.getState().clearHistory();
  const stops = [startUrlSync(store, win, { rewriteHash: linkIsStale }), startAutosave(store, win)];
  return () => {
    for (const stop of stops) stop();
  };
}
