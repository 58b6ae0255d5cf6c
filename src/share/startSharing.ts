/**
 * Starts everything that moves scenarios in and out of the page: the scenario in the URL
 * first, else the autosaved one, then hash sync and autosave. Called once from main.tsx.
 */
import type { StoreApi } from 'zustand';
import type { LabState } from '../store/types';
import { restoreAutosave, startAutosave, storageOf } from './autosave';
import { openScenarioHash, startUrlSync } from './urlSync';

export function startSharing(store: StoreApi<LabState>, win: Window = window): () => void {
  const openedLink = openScenarioHash(store, win.location.hash, 'Open link');
  if (!openedLink) restoreAutosave(store, storageOf(win));
  // What the app opened with is where history starts: undoing into an empty page helps no one.
  store.getState().clearHistory();
  const stops = [startUrlSync(store, win), startAutosave(store, win)];
  return () => {
    for (const stop of stops) stop();
  };
}
