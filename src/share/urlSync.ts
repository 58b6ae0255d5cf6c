/**
 * Keeps the URL hash in step with the scenario and opens scenarios from links.
 *
 * The hash is written with `history.replaceState` once edits have settled (URL_SYNC_DELAY_MS),
 * so a drag or a burst of edits never writes per frame and never adds browser history
 * entries; Back still leaves the app. The scenario is compressed off the main thread and
 * each scenario's encoding is kept, so a step or zoom change only rewrites the view part. A link pasted into the same tab arrives as `hashchange`
 * and is opened like any edit, so Undo can take it back.
 */
import type { StoreApi } from 'zustand';
import {
  decodeScenarioHash,
  forgetDecodedAhead,
  encodeScenarioParam,
  hashFromParam,
  hashHasScenario,
  type ScenarioView,
} from '../scenario/codec';
import { LINK_LENGTH_MAX } from '../scenario/limits';
import type { Scenario } from '../scenario/types';
import { selectCurrentStep } from '../store/playbackSlice';
import type { LabState } from '../store/types';
import { afterLedgerSettles } from './afterLedgerSettles';
import { debounce } from './debounce';
import { decodeLinkAhead } from './decodeAhead';
import { nextTask } from '../nextTask';
import { encodeScenarioOffThread } from './offThreadCodec';
import { rememberWrittenLink, restampWrittenLink } from './staleLink';
import { storageOf } from './browserStorage';
import { reopenDocumentOfWrittenLink } from './documents';

export const URL_SYNC_DELAY_MS = 400;

/** The view parameters worth sharing: the playback step (when not live) and the zoom. */
export function currentView(state: LabState): ScenarioView {
  const view: ScenarioView = {};
  if (state.playbackStep !== null) view.step = state.playbackStep;
  if (state.visibleRange) view.visibleRange = { ...state.visibleRange };
  if (state.presenting) view.layout = 'present';
  return view;
}

/** The `s` value of each scenario encoded so far; scenarios are frozen, so the reference is the key. */
const encodedScenarios = new WeakMap<Scenario, string>();

function scenarioParam(scenario: Scenario): string {
  let param = encodedScenarios.get(scenario);
  if (param === undefined) {
    param = encodeScenarioParam(scenario);
    encodedScenarios.set(scenario, param);
  }
  return param;
}

async function encodeInBackground(scenario: Scenario): Promise<void> {
  if (!encodedScenarios.has(scenario)) encodedScenarios.set(scenario, await encodeScenarioOffThread(scenario));
}

function linkWithView(state: LabState, location: Location, view: ScenarioView): string {
  return `${location.origin}${location.pathname}${location.search}${hashFromParam(scenarioParam(state.scenario), view)}`;
}

/** The full link to the current scenario and view. */
export function shareLinkFor(state: LabState, location: Location): string {
  return linkWithView(state, location, currentView(state));
}

/**
 * "Share this step": a link that opens at the step on screen, in the presentation layout.
 * The step is written even when it is the last one, so the link does not depend on whether
 * the scenario is later shown live.
 */
export function stepLinkFor(state: LabState, location: Location): string {
  return linkWithView(state, location, { ...currentView(state), step: selectCurrentStep(state), layout: 'present' });
}

/**
 * Writes the current scenario into the address bar without a new history entry. A scenario
 * too large for a link that opens is left out of the address bar (a reload then reopens
 * this tab's saved document), rather than writing a link that would fail on reload.
 * `leaving`: written at `pagehide`, which the tab does not remember (staleLink.ts).
 */
export function writeScenarioHash(store: StoreApi<LabState>, win: Window, leaving = false): void {
  const link = shareLinkFor(store.getState(), win.location);
  const fits = link.length - win.location.href.split('#')[0].length <= LINK_LENGTH_MAX;
  const { origin, pathname, search } = win.location;
  const next = fits ? link : `${origin}${pathname}${search}`;
  // A pasted or opened link usually is this link already, and replacing a 20,000-operation
  // link costs the browser tens of milliseconds even when nothing changes.
  if (win.location.href !== next) win.history.replaceState(win.history.state, '', next);
  // Written as the page goes, it comes too late for a reload, which took the URL before.
  // Fingerprinting a 20,000-operation link takes a millisecond: not in this task, which
  // is long already. A reload before it finds the older record, and opens this link.
  if (!leaving) {
    const { scenario, document } = store.getState();
    const written = fits ? scenarioParam(scenario) : null;
    // A save of this very scenario may land before the next task: the link stands for it.
    const documentThen = () => (store.getState().scenario === scenario ? store.getState().document : document);
    void nextTask().then(() => rememberWrittenLink(win, written, documentThen()));
  }
  store.getState().setLinkLength(link.length);
}

function applyLinkedScenario(store: StoreApi<LabState>, scenario: Scenario, view: ScenarioView, label: string): void {
  const state = store.getState();
  // Before the switch: a problem reported as the link opens (the scenario it replaces could
  // not be saved, say) must stay on screen.
  state.dismissShareProblem();
  state.editScenario(scenario, label, { newDocument: true });
  state.goToStep(view.step ?? scenario.operations.length);
  state.setVisibleRange(view.visibleRange ?? null);
  if (view.layout === 'present') state.setPresenting(true);
}

const NO_SCENARIO_NOTICE = 'The link\'s part after "#" holds no scenario (it starts "s=" when it does), so nothing was opened from it.';

function describeIgnored(ignored: string[]): string {
  return `The link opened without part of its view: ${ignored.join('; ')}.`;
}

/**
 * Opens the scenario in `hash`. Returns false when the hash carries no scenario at all; a
 * scenario that cannot be opened is reported to the person and leaves the app as it was.
 */
export function openScenarioHash(store: StoreApi<LabState>, hash: string, label: string): boolean {
  if (!hashHasScenario(hash)) {
    // The app never writes a hash without its scenario: this one was typed or cut.
    if (hash.replace(/^#/, '') !== '') store.getState().showShareNotice(NO_SCENARIO_NOTICE);
    return false;
  }
  const decoded = decodeScenarioHash(hash);
  if (decoded.ok) {
    applyLinkedScenario(store, decoded.scenario, decoded.view, label);
    if (decoded.ignoredViewParams.length > 0) store.getState().showShareNotice(describeIgnored(decoded.ignoredViewParams));
  } else {
    store.getState().reportShareProblem({ message: `This link cannot be opened: ${decoded.error}.`, fromLink: true });
  }
  return true;
}

/**
 * Starts writing the hash after edits and opening pasted links; returns a stop function.
 * `rewriteHash`: the address bar does not show the scenario opened (staleLink.ts).
 */
export function startUrlSync(store: StoreApi<LabState>, win: Window, options: { rewriteHash?: boolean } = {}): () => void {
  /** True from a change until the hash shows it. */
  let unwritten = options.rewriteHash === true;
  async function writeWhenEncoded(): Promise<void> {
    const { scenario } = store.getState();
    await afterLedgerSettles(store);
    // An edit arrived while waiting or compressing: its own write follows and must not be overtaken.
    if (store.getState().scenario !== scenario) return;
    await encodeInBackground(scenario);
    // In a task of its own: the autosave writes the same encoding to storage when it lands,
    // and a 20,000-operation link takes the browser tens of milliseconds to take in.
    await nextTask();
    if (store.getState().scenario !== scenario) return;
    writeScenarioHash(store, win);
    unwritten = false;
  }
  const pendingWrite = debounce(() => void writeWhenEncoded(), URL_SYNC_DELAY_MS);
  const unsubscribe = store.subscribe((state, previous) => {
    const changed =
      state.scenario !== previous.scenario ||
      state.playbackStep !== previous.playbackStep ||
      state.visibleRange !== previous.visibleRange ||
      state.presenting !== previous.presenting;
    if (changed) {
      unwritten = true;
      pendingWrite.schedule();
    } else if (!unwritten && state.document !== previous.document && state.document !== null) {
      restampWrittenLink(win, state.document);
    }
  });
  let pastes = 0;
  async function openPastedLink(): Promise<void> {
    // A pending write holds the scenario from before the paste; it must not overwrite the link.
    pendingWrite.cancel();
    const paste = ++pastes;
    const hash = win.location.hash;
    if (reopenDocumentOfWrittenLink(store, storageOf(win), win, hash)) return;
    // A large link is inflated and validated in the codec worker, not in one long task here.
    await decodeLinkAhead(hash);
    // Opened in a task of its own: receiving 20,000 decoded operations is a task already.
    await nextTask();
    if (paste !== pastes) return;
    pendingWrite.cancel();
    openScenarioHash(store, hash, 'Open link');
    // A decode of an earlier paste that was overtaken is never asked for: not kept.
    forgetDecodedAhead();
  }
  const openPasted = () => void openPastedLink();
  // A reload right after an edit reopens the address bar's scenario, so it must be current:
  // written at once, compressed on this thread if need be, as the page cannot wait.
  const writeBeforeLeaving = () => {
    pendingWrite.cancel();
    if (unwritten) writeScenarioHash(store, win, true);
    unwritten = false;
  };
  win.addEventListener('hashchange', openPasted);
  win.addEventListener('pagehide', writeBeforeLeaving);
  if (unwritten) pendingWrite.schedule();
  return () => {
    pendingWrite.cancel();
    unsubscribe();
    win.removeEventListener('hashchange', openPasted);
    win.removeEventListener('pagehide', writeBeforeLeaving);
  };
}
