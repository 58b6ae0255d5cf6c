/**
 * Autosave: the scenario is written to its saved document (src/share/savedScenarios.ts)
 * once edits settle, compressed off the main thread, and at once, uncompressed, when the
 * page is hidden, so a reload or a closed tab loses nothing.
 *
 * Two tabs may have the same document open. A save names the revision it started from;
 * when another tab saved in between, this tab's version goes to a new document instead
 * (both survive, and the person is told). A tab with no unsaved edits simply follows the
 * other tab's saves as they arrive (`storage` events).
 *
 * Storage can be missing, full or forbidden; none of that stops the app, a save that
 * does not fit is reported once with the way out (Export), and leaving the page with such
 * unsaved work makes the browser ask first. A scenario the tab moves away from (a preset,
 * a file, a link) that no save could hold is said at once, whatever was dismissed before,
 * and counts as such unsaved work until a save holds it.
 */
import type { StoreApi } from 'zustand';
import { encodeScenarioParamPlain } from '../scenario/codec';
import type { Scenario } from '../scenario/types';
import type { OpenDocument, ShareProblem } from '../store/shareSlice';
import type { LabState } from '../store/types';
import { storageOf } from './browserStorage';
import { afterLedgerSettles } from './afterLedgerSettles';
import { debounce } from './debounce';
import { encodeScenarioOffThread } from './offThreadCodec';
import { refreshSavedScenarios, rememberTabDocument } from './documents';
import { DOCUMENT_NAME_MAX, findIdenticalDocument, metaKey, newDocumentId, readSavedScenario, SAVE_PREFIX, UNREADABLE_PREFIX, writeSavedScenario } from './savedScenarios';

export const AUTOSAVE_DELAY_MS = 400;
const COPY_SUFFIX = ' (copy)';

/** The name a new document gets, from the edit that started it ("Load Cascade" -> "Cascade"). */
export function nameForNewDocument(origin: string): string {
  const loaded = /^(?:Load|Import) (.+)$/.exec(origin);
  if (loaded) return loaded[1].slice(0, 80);
  if (origin === 'Open link') return 'Opened link';
  return 'Untitled';
}

/** A new document, or the unchanged copy already saved under that name (findIdenticalDocument). */
function newDocumentFor(storage: Storage, name: string, scenario: Scenario, data: string): OpenDocument {
  const twin = findIdenticalDocument(storage, name, data, () => encodeScenarioParamPlain(scenario));
  return twin === null ? { id: newDocumentId(), name, rev: 0 } : { id: twin.id, name, rev: twin.rev };
}

function formatChars(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} million characters` : `${chars.toLocaleString('en-US')} characters`;
}

type Encode = (scenario: Scenario) => Promise<string>;

/** A scenario the tab has just moved away from, with the document it belongs to. */
interface LeftDocument {
  scenario: Scenario;
  document: OpenDocument | null;
  origin: string;
}

/** Saves after edits settle, when the page is hidden, and follows other tabs; returns a stop function. */
export function startAutosave(store: StoreApi<LabState>, win: Window, encode: Encode = encodeScenarioOffThread): () => void {
  const storage = storageOf(win);
  // What storage holds for the open document; an edit is unsaved while the scenario differs.
  // A scenario the page opened with but no document holds (a link opened in a new tab) is
  // saved like any other: it becomes a document listed under Recent.
  const opened = store.getState();
  let savedScenario: Scenario | null = opened.document === null && opened.scenario.operations.length > 0 ? null : opened.scenario;
  /** The failure message on screen, kept up to date while it stays there. */
  let reportedFailure: ShareProblem | null = null;
  /** A scenario the tab left that no save could hold, and the message that says so. */
  let unsavedLeft: LeftDocument | null = null;
  let leftProblem: ShareProblem | null = null;
  let ownDocumentChange = false;

  function setOwnDocument(id: string, name: string, rev: number): void {
    ownDocumentChange = true;
    store.getState().setDocument({ id, name, rev });
    ownDocumentChange = false;
  }

  function reportFailure(chars: number): void {
    // Usually a full quota. Said once: shown again after every edit it would only be noise,
    // so once dismissed it stays away; while it is on screen it names the size now.
    const shown = store.getState().shareProblem;
    if (shown !== null && shown === leftProblem) return;
    if (reportedFailure !== null && shown !== reportedFailure) return;
    reportedFailure = {
      message:
        `Autosave failed: this scenario (${formatChars(chars)}) does not fit in this browser's storage, or storage is unavailable. ` +
        'Use Export to keep it, or delete old scenarios under Recent.',
      fromLink: false,
    };
    if (shown?.message !== reportedFailure.message) store.getState().reportShareProblem(reportedFailure);
    else reportedFailure = shown;
  }

  /**
   * Writes `scenario` to `open` (null: a new document named after the edit `origin` that
   * started it). `isTabDocument` is false for a document the tab has just left: the write
   * then must not make it the tab's document again.
   */
  function write(scenario: Scenario, data: string, open: OpenDocument | null, origin: string, isTabDocument = true): boolean {
    if (storage === null) return false;
    const target = open ?? newDocumentFor(storage, nameForNewDocument(origin), scenario, data);
    let result = writeSavedScenario(storage, { id: target.id, name: target.name, basedOnRev: target.rev }, data, scenario.operations.length);
    if (result.kind === 'conflict') {
      // Another tab saved this document meanwhile: keep both rather than overwrite theirs.
      // Cut so that a copy of a copy (of a copy…) stays a name a description can hold.
      const copyName = `${target.name.slice(0, DOCUMENT_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
      result = writeSavedScenario(storage, { id: newDocumentId(), name: copyName, basedOnRev: 0 }, data, scenario.operations.length);
      if (result.kind === 'saved') {
        store.getState().showShareNotice(
          `“${target.name}” was changed in another tab while you edited it here. Your version is saved as “${copyName}”; the other tab's is under Recent.`,
        );
      }
    }
    if (result.kind !== 'saved') return false;
    reportedFailure = null;
    if (unsavedLeft?.scenario === scenario) forgetUnsavedLeft();
    const { id, name, rev } = result.meta;
    if (isTabDocument) {
      savedScenario = scenario;
      setOwnDocument(id, name, rev);
    } else {
      // Undo may come back to the scenario just left: it reopens it here, at this revision.
      store.getState().rehomeHistory(scenario, { id, name, rev });
    }
    refreshSavedScenarios(store, storage);
    return true;
  }

  function writeCurrent(scenario: Scenario, data: string): void {
    const state = store.getState();
    if (!write(scenario, data, state.document, state.documentOrigin)) reportFailure(data.length);
  }

  function needsSave(scenario: Scenario): boolean {
    const { document } = store.getState();
    // An untouched empty page is not worth a document; anything else is someone's work.
    return scenario !== savedScenario && (document !== null || scenario.operations.length > 0);
  }

  async function saveCompressed(): Promise<void> {
    const scenario = store.getState().scenario;
    if (!needsSave(scenario)) return;
    await afterLedgerSettles(store);
    // Superseded while waiting: the newer edit's own save is scheduled.
    if (store.getState().scenario !== scenario) return;
    const data = await encode(scenario);
    // A newer edit arrived while compressing; its own save follows and must not be overtaken.
    if (store.getState().scenario === scenario) writeCurrent(scenario, data);
  }

  function saveAtOnce(): void {
    const scenario = store.getState().scenario;
    if (needsSave(scenario)) writeCurrent(scenario, encodeScenarioParamPlain(scenario));
  }

  /** Edits of the document being left that are not saved yet are written to it before it goes. */
  function saveLeftDocument(previous: LabState): void {
    const unsaved = previous.scenario !== savedScenario && (previous.document !== null || previous.scenario.operations.length > 0);
    if (!unsaved) return;
    pendingSave.cancel();
    const left: LeftDocument = { scenario: previous.scenario, document: previous.document, origin: previous.documentOrigin };
    if (writeLeft(left, encodeScenarioParamPlain(left.scenario))) return;
    // Written at once, so uncompressed: about twice the size its own autosave took. The
    // compressed form may still fit; until something holds it, the page must not let it go.
    unsavedLeft = left;
    reportLeftUnsaved(left.scenario);
    void encode(left.scenario).then((data) => {
      if (unsavedLeft === left) writeLeft(left, data);
    });
  }

  function writeLeft(left: LeftDocument, data: string): boolean {
    return write(left.scenario, data, left.document, left.origin, false);
  }

  /**
   * Said whatever was said or dismissed before, and kept on screen as the next scenario
   * opens: this is work that exists nowhere but in this page's history.
   */
  function reportLeftUnsaved(scenario: Scenario): void {
    const count = scenario.operations.length;
    leftProblem = {
      message:
        `Not saved: the scenario open before this one (${count.toLocaleString('en-US')} operation${count === 1 ? '' : 's'}) does not fit in this browser's storage, ` +
        'or storage is unavailable. It is still in this page: Undo brings it back, then Export keeps it in a file.',
      fromLink: false,
    };
    store.getState().reportShareProblem(leftProblem);
  }

  function forgetUnsavedLeft(): void {
    unsavedLeft = null;
    if (leftProblem !== null && store.getState().shareProblem === leftProblem) store.getState().dismissShareProblem();
    leftProblem = null;
  }

  const pendingSave = debounce(() => void saveCompressed(), AUTOSAVE_DELAY_MS);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.documentEpoch !== previous.documentEpoch) saveLeftDocument(previous);
    if (state.document !== previous.document) {
      // Another part of the app opened a saved document: what it shows is what is stored.
      if (!ownDocumentChange && state.document !== null) savedScenario = state.scenario;
      if (state.document !== null) rememberTabDocument(win, state.document.id);
    }
    if (state.scenario !== previous.scenario) pendingSave.schedule();
  });

  function followOtherTab(event: StorageEvent): void {
    if (storage === null || (event.key !== null && !event.key.startsWith(SAVE_PREFIX) && !event.key.startsWith(UNREADABLE_PREFIX))) return;
    refreshSavedScenarios(store, storage);
    const { document, scenario } = store.getState();
    if (document === null || event.key !== metaKey(document.id) || event.newValue === null) return;
    // Unsaved edits here: the next save sees the conflict and keeps both versions.
    if (scenario !== savedScenario) return;
    const read = readSavedScenario(storage, document.id);
    if (!read.ok || read.meta.rev <= document.rev) return;
    store.getState().editScenario(read.scenario, 'Update from another tab');
    savedScenario = store.getState().scenario;
    setOwnDocument(read.meta.id, read.meta.name, read.meta.rev);
    store.getState().showShareNotice(`“${read.meta.name}” was changed in another tab; this tab now shows that version (Undo goes back).`);
  }

  // A reload or a closed tab right after an edit must not lose it; compression cannot be waited for then.
  function saveBeforeLeaving(): void {
    pendingSave.cancel();
    saveAtOnce();
    if (unsavedLeft !== null) writeLeft(unsavedLeft, encodeScenarioParamPlain(unsavedLeft.scenario));
  }
  function saveWhenHidden(): void {
    if (win.document.visibilityState === 'hidden') saveBeforeLeaving();
  }
  // Work that storage would not take (too large, full, forbidden) exists only in this page:
  // the browser then asks before a reload or a closed tab throws it away.
  function warnBeforeLosingUnsaved(event: BeforeUnloadEvent): void {
    saveBeforeLeaving();
    if (!needsSave(store.getState().scenario) && unsavedLeft === null) return;
    event.preventDefault();
    event.returnValue = '';
  }
  if (needsSave(opened.scenario)) pendingSave.schedule();
  win.addEventListener('pagehide', saveBeforeLeaving);
  win.addEventListener('beforeunload', warnBeforeLosingUnsaved);
  win.addEventListener('storage', followOtherTab);
  win.document.addEventListener('visibilitychange', saveWhenHidden);
  return () => {
    pendingSave.cancel();
    unsubscribe();
    win.removeEventListener('pagehide', saveBeforeLeaving);
    win.removeEventListener('beforeunload', warnBeforeLosingUnsaved);
    win.removeEventListener('storage', followOtherTab);
    win.document.removeEventListener('visibilitychange', saveWhenHidden);
  };
}
