/**
 * Keeps the URL hash in step with the scenario and opens scenarios from links.
 *
 * The hash is written with `history.replaceState` once edits have settled (URL_SYNC_DELAY_MS),
 * so a drag or a burst of edits never writes per frame and never adds browser history
 * entries; Back still leaves the app. A link pasted into the same tab arrives as `hashchange`
 * and is opened like any edit, so Undo can take it back.
 */
import type { StoreApi } from 'zustand';
import { decodeScenarioHash, encodeScenarioHash, hashHasScenario, type ScenarioView } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import { selectCurrentStep } from '../store/playbackSlice';
import type { LabState } from '../store/types';
import { debounce } from './debounce';

export const URL_SYNC_DELAY_MS = 400;

/** The view parameters worth sharing: the playback step (when not live) and the zoom. */
export function currentView(state: LabState): ScenarioView {
  const view: ScenarioView = {};
  if (state.playbackStep !== null) view.step = state.playbackStep;
  if (state.visibleRange) view.visibleRange = { ...state.visibleRange };
  if (state.presenting) view.layout = 'present';
  return view;
}

/** The full link to the current scenario and view. */
export function shareLinkFor(state: LabState, location: Location): string {
  return `${location.origin}${location.pathname}${location.search}${encodeScenarioHash(state.scenario, currentView(state))}`;
}

/**
 * "Share this step": a link that opens at the step on screen, in the presentation layout.
 * The step is written even when it is the last one, so the link does not depend on whether
 * the scenario is later shown live.
 */
export function stepLinkFor(state: LabState, location: Location): string {
  const view: ScenarioView = { ...currentView(state), step: selectCurrentStep(state), layout: 'present' };
  return `${location.origin}${location.pathname}${location.search}${encodeScenarioHash(state.scenario, view)}`;
}

/** Writes the current scenario into the address bar without a new history entry. */
export function writeScenarioHash(store: StoreApi<LabState>, win: Window): void {
  const link = shareLinkFor(store.getState(), win.location);
  win.history.replaceState(win.history.state, '', link);
  store.getState().setLinkLength(link.length);
}

function applyLinkedScenario(store: StoreApi<LabState>, scenario: Scenario, view: ScenarioView, label: string): void {
  const state = store.getState();
  state.editScenario(scenario, label);
  state.goToStep(view.step ?? scenario.operations.length);
  state.setVisibleRange(view.visibleRange ?? null);
  if (view.layout === 'present') state.setPresenting(true);
  state.dismissShareProblem();
}

/**
 * Opens the scenario in `hash`. Returns false when the hash carries no scenario at all; a
 * scenario that cannot be opened is reported to the person and leaves the app as it was.
 */
export function openScenarioHash(store: StoreApi<LabState>, hash: string, label: string): boolean {
  if (!hashHasScenario(hash)) return false;
  const decoded = decodeScenarioHash(hash);
  if (decoded.ok) {
    applyLinkedScenario(store, decoded.scenario, decoded.view, label);
  } else {
    store.getState().reportShareProblem({ message: `This link cannot be opened: ${decoded.error}.`, fromLink: true });
  }
  return true;
}

/** Starts writing the hash after edits and opening pasted links; returns a stop function. */
export function startUrlSync(store: StoreApi<LabState>, win: Window): () => void {
  const pendingWrite = debounce(() => writeScenarioHash(store, win), URL_SYNC_DELAY_MS);
  const unsubscribe = store.subscribe((state, previous) => {
    const changed =
      state.scenario !== previous.scenario ||
      state.playbackStep !== previous.playbackStep ||
      state.visibleRange !== previous.visibleRange ||
      state.presenting !== previous.presenting;
    if (changed) pendingWrite.schedule();
  });
  function openPastedLink(): void {
    // A pending write holds the scenario from before the paste; it must not overwrite the link.
    pendingWrite.cancel();
    openScenarioHash(store, win.location.hash, 'Open link');
  }
  win.addEventListener('hashchange', openPastedLink);
  return () => {
    pendingWrite.cancel();
    unsubscribe();
    win.removeEventListener('hashchange', openPastedLink);
  };
}
