/**
 * Autosave: the last scenario is kept in localStorage, in the same encoding as links, and
 * restored when the app opens without a scenario in its URL. What comes back from storage is
 * as untrusted as a link (another version of the app, a hand edit, a cut write), so it goes
 * through the same decoder. Storage can be missing, full or forbidden; none of that stops
 * the app.
 */
import type { StoreApi } from 'zustand';
import { decodeScenarioParam, encodeScenarioParam } from '../scenario/codec';
import type { LabState } from '../store/types';
import { debounce } from './debounce';

export const AUTOSAVE_KEY = 'edf-ledger-lab/autosave';
export const AUTOSAVE_DELAY_MS = 400;

/** localStorage, or null where touching it throws (privacy modes, sandboxed frames). */
export function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Restores the autosaved scenario; returns true when one was opened. */
export function restoreAutosave(store: StoreApi<LabState>, storage: Storage | null): boolean {
  let saved: string | null = null;
  try {
    saved = storage?.getItem(AUTOSAVE_KEY) ?? null;
  } catch {
    return false;
  }
  if (saved === null) return false;
  const decoded = decodeScenarioParam(saved);
  if (!decoded.ok) {
    storage?.removeItem(AUTOSAVE_KEY);
    store.getState().reportShareProblem({
      message: `The autosaved scenario could not be restored: ${decoded.error}.`,
      fromLink: false,
    });
    return false;
  }
  store.getState().editScenario(decoded.scenario, 'Restore autosave');
  return true;
}

/** Saves the scenario after edits settle and when the page is hidden; returns a stop function. */
export function startAutosave(store: StoreApi<LabState>, win: Window): () => void {
  const storage = storageOf(win);
  let failureReported = false;
  const pendingSave = debounce(() => {
    try {
      storage?.setItem(AUTOSAVE_KEY, encodeScenarioParam(store.getState().scenario));
    } catch {
      // Usually a full quota. Said once: repeating it after every edit would only be noise.
      if (failureReported) return;
      failureReported = true;
      store.getState().reportShareProblem({
        message: 'Autosave failed: browser storage is full or unavailable. Use Export to keep this scenario.',
        fromLink: false,
      });
    }
  }, AUTOSAVE_DELAY_MS);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.scenario !== previous.scenario) pendingSave.schedule();
  });
  // A reload right after an edit must not lose it.
  const saveNow = () => pendingSave.flush();
  win.addEventListener('pagehide', saveNow);
  return () => {
    pendingSave.cancel();
    unsubscribe();
    win.removeEventListener('pagehide', saveNow);
  };
}
